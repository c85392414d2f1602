import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BroadcastChannelAuthBroadcast } from '../../adapters/tab-coordination/broadcast-channel';
import type { AuthBroadcast, AuthBroadcastPort } from '../../core/auth';
import { FakeBroadcastHub } from '../../core/auth/testing';

/** Tabs of one browser over one implementation of AuthBroadcastPort. */
interface Browser {
  readonly tabs: readonly AuthBroadcastPort[];
  /** Resolves once every message published so far has reached every tab it will reach. */
  delivered(): Promise<void>;
  close(): void;
}

const tokenArb = fc.string({ maxLength: 24 });
const messageArb: fc.Arbitrary<AuthBroadcast> = fc.oneof(
  fc.record({
    type: fc.constant('token' as const),
    authToken: tokenArb,
    authTokenExpiration: fc.integer({ min: 0, max: 2 ** 45 }),
    userId: fc.string({ maxLength: 12 }),
  }),
  fc.record({ type: fc.constant('token-request' as const), requestId: fc.uuid(), staleToken: fc.option(tokenArb, { nil: null }) }),
  fc.constant({ type: 'logout' as const }),
);

const broadcastContract = (name: string, open: (tabCount: number) => Browser): void => {
  const withBrowser = async (tabCount: number, body: (browser: Browser) => Promise<void>): Promise<void> => {
    const browser = open(tabCount);
    try {
      await body(browser);
    } finally {
      browser.close();
    }
  };

  describe(`AuthBroadcastPort contract — ${name}`, () => {
    it('AUTH-33: a logout published in one tab reaches every other tab, never the tab that sent it', () =>
      withBrowser(3, async ({ tabs, delivered }) => {
        const heard: Array<[number, AuthBroadcast]> = [];
        tabs.forEach((tab, i) => tab.subscribe((message) => heard.push([i, message])));
        tabs[0]!.publish({ type: 'logout' });
        await delivered();
        expect(heard).toEqual([
          [1, { type: 'logout' }],
          [2, { type: 'logout' }],
        ]);
      }));

    it('AUTH-25: token and token-request messages arrive with every field as sent', () =>
      fc.assert(
        fc.asyncProperty(messageArb, (message) =>
          withBrowser(2, async ({ tabs, delivered }) => {
            const heard: AuthBroadcast[] = [];
            tabs[1]!.subscribe((m) => heard.push(m));
            tabs[0]!.publish(message);
            await delivered();
            expect(heard).toEqual([message]);
          }),
        ),
        { numRuns: 40 },
      ));

    it('AUTH-25: a message is delivered after publish returns, never during it', () =>
      withBrowser(2, async ({ tabs, delivered }) => {
        const heard: AuthBroadcast[] = [];
        tabs[1]!.subscribe((m) => heard.push(m));
        tabs[0]!.publish({ type: 'token-request', requestId: 'r1', staleToken: null });
        expect(heard).toEqual([]);
        await delivered();
        expect(heard).toEqual([{ type: 'token-request', requestId: 'r1', staleToken: null }]);
      }));

    it('AUTH-33: every listener of a tab hears the message; an unsubscribed one hears nothing, and unsubscribing twice is harmless', () =>
      withBrowser(2, async ({ tabs, delivered }) => {
        const gone: AuthBroadcast[] = [];
        const kept: AuthBroadcast[] = [];
        const alsoKept: AuthBroadcast[] = [];
        const unsubscribe = tabs[1]!.subscribe((m) => gone.push(m));
        tabs[1]!.subscribe((m) => kept.push(m));
        tabs[1]!.subscribe((m) => alsoKept.push(m));
        unsubscribe();
        unsubscribe();
        tabs[0]!.publish({ type: 'logout' });
        await delivered();
        expect(gone).toEqual([]);
        expect(kept).toEqual([{ type: 'logout' }]);
        expect(alsoKept).toEqual([{ type: 'logout' }]);
      }));

    it('AUTH-25: for any messages from any tabs, each tab hears exactly the messages of the others, in the order sent', () =>
      fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(fc.nat(2), messageArb), { maxLength: 12 }), (sends) =>
          withBrowser(3, async ({ tabs, delivered }) => {
            const heard: AuthBroadcast[][] = tabs.map(() => []);
            tabs.forEach((tab, i) => tab.subscribe((m) => heard[i]!.push(m)));
            for (const [from, message] of sends) tabs[from]!.publish(message);
            await delivered();
            expect(heard).toEqual(tabs.map((_, i) => sends.filter(([from]) => from !== i).map(([, m]) => m)));
          }),
        ),
        { numRuns: 40 },
      ));
  });
};

broadcastContract('FakeBroadcastHub', (tabCount) => {
  const hub = new FakeBroadcastHub();
  return {
    tabs: Array.from({ length: tabCount }, () => hub.port()),
    // The hub delivers on a microtask; one task later every delivery has run.
    delivered: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    close: () => undefined,
  };
});

let browsers = 0;
broadcastContract("BroadcastChannelAuthBroadcast over Node's BroadcastChannel", (tabCount) => {
  // A fresh channel name per browser, so messages of earlier tests cannot leak in.
  const channelName = `spark-auth-contract-${(browsers += 1)}`;
  const channels = Array.from({ length: tabCount }, () => new BroadcastChannel(channelName));
  // A sentinel sent after the messages under test reaches each tab after them (messages of one event loop are
  // delivered in the order they were posted); the adapter ignores it as malformed.
  const probe = new BroadcastChannel(channelName);
  let rounds = 0;
  const delivered = async (): Promise<void> => {
    const sentinel = `delivered-${(rounds += 1)}`;
    const arrivals = channels.map(
      (channel) =>
        new Promise<void>((resolve) => {
          const onMessage = (event: Event) => {
            if ((event as MessageEvent).data === sentinel) {
              channel.removeEventListener('message', onMessage);
              resolve();
            }
          };
          channel.addEventListener('message', onMessage);
        }),
    );
    probe.postMessage(sentinel);
    await Promise.all(arrivals);
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  };
  const tabs = channels.map((channel) => new BroadcastChannelAuthBroadcast(channel));
  return {
    tabs,
    delivered,
    close: () => {
      for (const tab of tabs) tab.close();
      probe.close();
    },
  };
});

describe('BroadcastChannelAuthBroadcast.close', () => {
  it('closes its channel: a closed tab neither sends nor hears, and the other tabs still talk', async () => {
    const name = 'spark-auth-close';
    const [a, b, c] = [0, 1, 2].map(() => new BroadcastChannelAuthBroadcast(new BroadcastChannel(name)));
    const heard: string[] = [];
    b!.subscribe((m) => heard.push(`b:${m.type}`));
    c!.subscribe((m) => heard.push(`c:${m.type}`));
    c!.close();
    c!.publish({ type: 'logout' });
    a!.publish({ type: 'token-request', requestId: 'r-1', staleToken: null });
    for (let i = 0; i < 100 && heard.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    // Anything else would have arrived by now: messages of one event loop are delivered in order.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['b:token-request']);
    a!.close();
    b!.close();
    c!.close();
  });
});
