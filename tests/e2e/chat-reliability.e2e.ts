import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './support/journey';
import { readWholeHistory } from './support/history';
import { inBrowser, makeMatch, newMember } from './support/members';

const PER_SIDE = 100;
const CUTS = 20;

/** Every WebSocket of a page goes through here, so the test can cut the open one as a flaky network would. */
const cuttableSocket = async (page: Page) => {
  let open: { client: WebSocketRoute; server: WebSocketRoute } | undefined;
  let opened = 0;
  await page.routeWebSocket(
    () => true,
    (client) => {
      const server = client.connectToServer();
      open = { client, server };
      opened += 1;
    },
  );
  return {
    get opened() {
      return opened;
    },
    /** Cuts the socket that is open now (both ends), as a lost connection does. */
    async cut(): Promise<boolean> {
      const current = open;
      open = undefined;
      if (current === undefined) return false;
      await Promise.all([current.client.close({ code: 4000, reason: 'cut' }), current.server.close({ code: 4000, reason: 'cut' })]);
      return true;
    },
  };
};

/**
 * Writes each text in the composer and presses Enter, as a member does, several in one go (one round trip to the
 * page for all of them: 200 separate fills and key presses take minutes on a busy machine).
 */
const typeAndSend = (composer: Locator, texts: readonly string[]) =>
  composer.evaluate(async (field: HTMLTextAreaElement, all: readonly string[]) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (const text of all) {
      setValue.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await tick();
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      await tick();
      if (field.value !== '') throw new Error(`the composer kept ${field.value}`);
    }
  }, texts);

test.describe('chat: nothing lost', () => {
  test('CHAT-05, CHAT-06, CHAT-15, MATCH-10: two members exchange 200 messages while their sockets are cut 20 times: none lost, none twice, the same order on both sides', async ({ browser }) => {
    // 200 sends within the server's allowance (50 per member in 10 s) and 20 reconnects: longer than one journey.
    test.setTimeout(240_000);
    const [ada, ben] = await Promise.all([newMember('Ada'), newMember('Ben')]);
    await makeMatch(ada, ben);
    const sockets: Array<Awaited<ReturnType<typeof cuttableSocket>>> = [];
    const a = await inBrowser(browser, ada, { beforeSignIn: async (page) => void sockets.push(await cuttableSocket(page)) });
    const b = await inBrowser(browser, ben, { beforeSignIn: async (page) => void sockets.push(await cuttableSocket(page)) });
    const sides = [
      { page: a.page, me: 'Ada', them: 'Ben' },
      { page: b.page, me: 'Ben', them: 'Ada' },
    ];
    const composers = [];
    for (const side of sides) {
      await side.page.getByRole('link', { name: new RegExp(`^${side.them}`) }).first().click();
      const composer = side.page.getByRole('textbox', { name: `Message ${side.them}` });
      await expect(composer).toBeFocused();
      composers.push(composer);
    }

    // Both write at once, ten at a time each, and a socket is cut every ten messages (20 cuts over the 200).
    let cuts = 0;
    for (let n = 0; n < PER_SIDE; n += 5) {
      await Promise.all(composers.map((composer, side) => typeAndSend(composer, Array.from({ length: 5 }, (_, i) => `${sides[side]!.me}-${String(n + i).padStart(3, '0')}`))));
      if (cuts < CUTS && (await sockets[cuts % 2]!.cut())) cuts += 1;
    }
    // Any cut that found its socket still reconnecting is made up now.
    while (cuts < CUTS) {
      if (await sockets[cuts % 2]!.cut()) cuts += 1;
      else await a.page.waitForTimeout(200);
    }
    expect(cuts).toBe(CUTS);

    const expected = (name: string) => Array.from({ length: PER_SIDE }, (_, k) => `${name}-${String(k).padStart(3, '0')}`);
    const read = async (side: number) => {
      const history = sides[side]!.page.getByRole('region', { name: `Messages with ${sides[side]!.them}` });
      return readWholeHistory(history);
    };
    // Everything arrives on both sides, each once, and everything sent is confirmed (nothing pending or failed).
    for (const side of [0, 1]) {
      await expect
        .poll(async () => {
          const rows = await read(side);
          return { count: rows.length, unconfirmed: rows.filter((row) => row.delivery === 'pending' || row.delivery === 'failed').length };
        }, { timeout: 60_000, intervals: [500, 1_000, 2_000] })
        .toEqual({ count: 2 * PER_SIDE, unconfirmed: 0 });
    }
    const [atAda, atBen] = [(await read(0)).map((row) => row.text), (await read(1)).map((row) => row.text)];
    expect(new Set(atAda).size).toBe(2 * PER_SIDE);
    expect(atAda.filter((text) => text.startsWith('Ada-'))).toEqual(expected('Ada'));
    expect(atAda.filter((text) => text.startsWith('Ben-'))).toEqual(expected('Ben'));
    expect(atBen).toEqual(atAda);
    // The sockets really were cut and came back.
    expect(sockets[0]!.opened + sockets[1]!.opened).toBeGreaterThan(CUTS);
    await Promise.all([a.context.close(), b.context.close()]);
  });
});
