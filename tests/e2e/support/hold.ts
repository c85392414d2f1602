import type { Page } from '@playwright/test';

export interface Held {
  /** Lets every held request, and every later one, through. */
  release(): void;
  /** Settles when the first matching request is asked for. */
  readonly requested: Promise<void>;
}

/** Holds every request of the page matching `pattern` (a glob or a regular expression, as `page.route` takes them) until `release` is called. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<Held> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = (): void => undefined;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(pattern, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release, requested };
}
