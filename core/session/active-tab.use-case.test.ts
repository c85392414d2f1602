import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryLogger, SequentialIds } from '../shared/testing';
import { ActiveTab } from './active-tab.use-case';
import { FakeTabPresenceHub, type FakeTabPresence, type HubDelivery } from './testing/fake-tab-presence';

/** Several tabs of one browser: one hub, one clock, one id sequence. */
const browser = (delivery: HubDelivery = 'immediate', time = new FakeTime()) => {
  const hub = new FakeTabPresenceHub(delivery);
  const ids = new SequentialIds('tab');
  const logger = new MemoryLogger();
  /** A new tab, registered unless `start` is false. */
  const open = (start = true) => {
    const presence = hub.openTab();
    const tab = new ActiveTab({ presence, clock: time, ids, logger });
    if (start) tab.start();
    return { tab, presence };
  };
  return { hub, time, logger, open };
};

describe('ActiveTab — SESS-07 multi-tab', () => {
  it('SESS-07: a second tab registering deactivates the first; "use here" in the first deactivates the second', () => {
    const { open, time } = browser();
    const first = open();
    expect(first.tab.tabState.value).toBe('active');
    time.advance(1_000);
    const second = open();
    expect(first.tab.tabState.value).toBe('deactivated');
    expect(second.tab.tabState.value).toBe('active');
    first.tab.takeOver();
    expect(first.tab.tabState.value).toBe('active');
    expect(second.tab.tabState.value).toBe('deactivated');
  });

  it('SESS-07: two tabs opening at once (each reads before the other writes) end with exactly one active, whatever the event order', () => {
    for (const firstHeard of ['a', 'b'] as const) {
      const { open, hub } = browser('queued');
      const a = open(false);
      const b = open(false);
      hub.race(() => {
        a.tab.start();
        b.tab.start();
      });
      hub.deliverNext(firstHeard === 'a' ? a.presence : b.presence);
      hub.deliverAll();
      const active = [a, b].filter((t) => t.tab.tabState.value === 'active');
      expect(active).toHaveLength(1);
      expect(hub.stored?.tabId).toBe(active[0]!.tab.tabId);
    }
  });

  it('SESS-07: when the newer claim is overwritten by the older one, the newer tab restores it, which tells the other', () => {
    const { open, hub } = browser('queued');
    const first = open(false);
    const second = open(false);
    // Same time, so the larger tab id ("tab-2") is the newer claim; "tab-1" writes last.
    hub.race(() => {
      second.tab.start();
      first.tab.start();
    });
    expect(hub.stored?.tabId).toBe(first.tab.tabId);
    hub.deliverAll();
    expect(second.tab.tabState.value).toBe('active');
    expect(first.tab.tabState.value).toBe('deactivated');
    expect(hub.stored?.tabId).toBe(second.tab.tabId);
  });

  it('SESS-07: a stale entry left by a closed tab never deactivates a new tab, even when stamped in the future', () => {
    const { hub, open, time } = browser('queued');
    hub.seed({ tabId: 'closed-long-ago', claimedAt: time.now() + 86_400_000 });
    const tab = open();
    hub.deliverAll();
    expect(tab.tab.tabState.value).toBe('active');
    expect(hub.stored?.tabId).toBe(tab.tab.tabId);
  });

  it('SESS-07: a late event of an older claim, delivered after this tab registered, does not deactivate it', () => {
    const { hub, open, time } = browser('queued');
    const old = open();
    time.advance(10);
    const fresh = open();
    // fresh hears old's (older) registration only now.
    hub.deliverNext(fresh.presence);
    expect(fresh.tab.tabState.value).toBe('active');
    hub.deliverAll();
    expect(old.tab.tabState.value).toBe('deactivated');
    expect(fresh.tab.tabState.value).toBe('active');
  });

  it('SESS-07: a late event about a tab that has closed since does not deactivate the tab that took over', () => {
    const { open, hub } = browser('queued');
    const a = open(false);
    const b = open(false);
    hub.race(() => {
      a.tab.start();
      b.tab.start();
    });
    // b won the race (same time, larger id) but closes before a hears of it; a takes over in the same millisecond.
    b.tab.dispose();
    a.tab.takeOver();
    hub.deliverAll();
    expect(a.tab.tabState.value).toBe('active');
    expect(hub.stored?.tabId).toBe(a.tab.tabId);
  });

  it('SESS-07: a deactivated tab stays deactivated when the active tab closes, until "use here"', () => {
    const { open, time, hub } = browser();
    const first = open();
    time.advance(5);
    const second = open();
    second.tab.dispose();
    expect(first.tab.tabState.value).toBe('deactivated');
    first.tab.takeOver();
    expect(first.tab.tabState.value).toBe('active');
    expect(hub.stored?.tabId).toBe(first.tab.tabId);
  });

  it('SESS-07: a closing tab stops listening and leaves the stored claim alone', () => {
    const { open, time, hub } = browser();
    const first = open();
    time.advance(5);
    const second = open();
    first.tab.dispose();
    second.tab.dispose();
    expect(hub.stored?.tabId).toBe(second.tab.tabId);
    expect(first.presence.listenerCount).toBe(0);
    expect(second.presence.listenerCount).toBe(0);
  });

  it('SESS-07: when another page clears local storage, the active tab restores its claim and stays active', () => {
    const { open, hub } = browser();
    const tab = open();
    hub.clearStorage();
    expect(tab.tab.tabState.value).toBe('active');
    expect(hub.stored?.tabId).toBe(tab.tab.tabId);
  });

  it('SESS-07: when storage refuses the write the tab stays active on its own and the failure is logged', () => {
    const hub = new FakeTabPresenceHub();
    const presence = hub.openTab();
    presence.writable = false;
    const logger = new MemoryLogger();
    const tab = new ActiveTab({ presence, clock: new FakeTime(), ids: new SequentialIds('t'), logger });
    tab.start();
    expect(tab.tabState.value).toBe('active');
    expect(logger.messages('warn')).toEqual(['Active tab could not be registered']);
  });

  it('SESS-07: for any interleaving of opening (alone or two at once), "use here", closing, clock steps and deliveries, at most one open tab ends active: the one storage names, and the last to register if still open', () => {
    type Cmd =
      | { readonly op: 'open' }
      | { readonly op: 'open-two-at-once' }
      | { readonly op: 'take-over'; readonly tab: number }
      | { readonly op: 'close'; readonly tab: number }
      | { readonly op: 'deliver'; readonly tab: number }
      | { readonly op: 'tick'; readonly ms: number };
    const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
      fc.constant({ op: 'open' as const }),
      fc.constant({ op: 'open-two-at-once' as const }),
      fc.record({ op: fc.constant('take-over' as const), tab: fc.nat(7) }),
      fc.record({ op: fc.constant('close' as const), tab: fc.nat(7) }),
      fc.record({ op: fc.constant('deliver' as const), tab: fc.nat(7) }),
      fc.record({ op: fc.constant('tick' as const), ms: fc.constantFrom(0, 1, 1_000) }),
    );
    const staleArb = fc.option(
      fc.record({ tabId: fc.constant('stale'), claimedAt: fc.integer({ min: 0, max: Date.UTC(2027, 0, 1) }) }),
      { nil: null },
    );
    fc.assert(
      fc.property(staleArb, fc.array(cmdArb, { maxLength: 40 }), (stale, cmds) => {
        const { hub, time, open } = browser('queued');
        hub.seed(stale);
        const tabs: Array<{ tab: ActiveTab; presence: FakeTabPresence; open: boolean }> = [];
        /** The tab that registered last, by opening or by "use here"; later ones in a race count after earlier ones. */
        let lastRegistered: (typeof tabs)[number] | undefined;
        for (const cmd of cmds) {
          if (cmd.op === 'open') {
            const t = { ...open(), open: true };
            tabs.push(t);
            lastRegistered = t;
            expect(t.tab.tabState.value).toBe('active');
          } else if (cmd.op === 'open-two-at-once') {
            const pair = [{ ...open(false), open: true }, { ...open(false), open: true }];
            tabs.push(...pair);
            hub.race(() => pair.forEach((t) => t.tab.start()));
            // Neither knows yet which of them wins.
            lastRegistered = undefined;
          } else if (cmd.op === 'tick') {
            time.advance(cmd.ms);
          } else {
            const target = tabs[cmd.tab % Math.max(1, tabs.length)];
            if (!target?.open) continue;
            if (cmd.op === 'take-over') {
              target.tab.takeOver();
              lastRegistered = target;
              expect(target.tab.tabState.value).toBe('active');
            } else if (cmd.op === 'close') {
              target.tab.dispose();
              target.open = false;
            } else {
              hub.deliverNext(target.presence);
            }
          }
        }
        hub.deliverAll();
        const active = tabs.filter((t) => t.open && t.tab.tabState.value === 'active');
        expect(active.length).toBeLessThanOrEqual(1);
        if (active[0]) expect(hub.stored?.tabId).toBe(active[0].tab.tabId);
        const owner = tabs.find((t) => t.open && t.tab.tabId === hub.stored?.tabId);
        if (owner) expect(owner.tab.tabState.value).toBe('active');
        if (lastRegistered?.open) expect(lastRegistered.tab.tabState.value).toBe('active');
      }),
      { numRuns: 300 },
    );
  });
});
