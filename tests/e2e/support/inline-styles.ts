import type { Page } from '@playwright/test';

/**
 * The stylesheets the page fetched whose text it already carries inline (a `<style>` with the same rules): each
 * such fetch is a download and a restyle of the whole page for nothing.
 */
export const inlineStylesFetchedAgain = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const inline = new Set([...document.querySelectorAll('style')].map((style) => style.textContent));
    const fetched = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.css'));
    const again: string[] = [];
    for (const { name } of fetched) {
      if (inline.has(await (await fetch(name)).text())) again.push(new URL(name).pathname);
    }
    return again;
  });
