import type { Locator } from '@playwright/test';

/** One row of a conversation as the page shows it. */
export interface ShownRow {
  readonly key: string;
  /** The bubble's text without the screen-reader prefix ("You: ", "Ben: "). */
  readonly text: string;
  readonly delivery: string | null;
}

/**
 * Every row of a virtualised conversation, in order: scrolls the history from its top to its end a viewport at a
 * time and collects the rows each position renders (the page holds only the rows near the viewport). Older pages
 * load on the way up first, so `olderLoaded` waits until the top row says the conversation starts there.
 */
export const readWholeHistory = async (history: Locator): Promise<ShownRow[]> => {
  // Up to the start of the conversation: older pages load as the top comes near.
  for (let step = 0; step < 200; step++) {
    const atStart = await history.evaluate((element) => {
      element.scrollTop = 0;
      return element.querySelector('[data-index="0"] p')?.getAttribute('role') === null;
    });
    if (atStart) break;
    await history.page().waitForTimeout(100);
  }
  const rows = new Map<string, ShownRow & { readonly index: number }>();
  for (let step = 0; step < 2_000; step++) {
    const { shown, end } = await history.evaluate((element) => {
      const shown = [...element.querySelectorAll<HTMLElement>('[data-message-key]')].map((row) => {
        const bubble = row.firstElementChild as HTMLElement;
        const body = bubble.querySelector('[data-renderer]');
        return { key: row.dataset['messageKey']!, index: Number(row.dataset['index']), text: body?.textContent ?? '', delivery: row.dataset['delivery'] ?? null };
      });
      const end = element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
      element.scrollTop += Math.max(100, element.clientHeight - 80);
      return { shown, end };
    });
    for (const row of shown) rows.set(row.key, row);
    if (end) break;
    await history.page().waitForTimeout(30);
  }
  return [...rows.values()].sort((a, b) => a.index - b.index).map(({ key, text, delivery }) => ({ key, text, delivery }));
};
