import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LocalStorageTabPresence } from '../../adapters/tab-presence/local-storage-tab-presence';
import type { TabClaim, TabPresencePort } from '../../core/session';
import { FakeTabPresenceHub } from '../../core/session/testing/fake-tab-presence';
import { SharedLocalStorage } from '../../adapters/storage/testing/shared-local-storage';

/** Two tabs of one browser over one implementation of TabPresencePort. */
interface TwoTabs {
  readonly tabs: readonly [TabPresencePort, TabPresencePort];
  /** Lets the queued notifications of writes reach the other tabs. */
  deliver(): void;
  /** Empties the shared storage from outside (another page of the origin clearing it). */
  clearStorage(): void;
}

const claimArb: fc.Arbitrary<TabClaim> = fc.record({
  tabId: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  claimedAt: fc.integer({ min: 0, max: 2 ** 45 }),
});

const tabPresenceContract = (name: string, open: () => TwoTabs): void => {
  describe(`TabPresencePort contract — ${name}`, () => {
    it('SESS-07: nothing is stored at first', () => {
      const { tabs } = open();
      expect(tabs[0].read()).toBeNull();
      expect(tabs[1].read()).toBeNull();
    });

    it('SESS-07: a claim written by one tab reads back at once in both', () => {
      const { tabs } = open();
      const claim = { tabId: 'tab-a', claimedAt: 1_000 };
      expect(tabs[0].write(claim)).toEqual({ ok: true, value: undefined });
      expect(tabs[0].read()).toEqual(claim);
      expect(tabs[1].read()).toEqual(claim);
    });

    it('SESS-07: the other tab hears the claim once notifications are delivered; the writer never hears its own write', () => {
      const { tabs, deliver } = open();
      const heard: Array<[number, TabClaim | null]> = [];
      tabs[0].subscribe((claim) => heard.push([0, claim]));
      tabs[1].subscribe((claim) => heard.push([1, claim]));
      tabs[0].write({ tabId: 'tab-a', claimedAt: 1 });
      expect(heard).toEqual([]);
      deliver();
      expect(heard).toEqual([[1, { tabId: 'tab-a', claimedAt: 1 }]]);
    });

    it('SESS-07: writing the claim already stored is no change and tells nobody', () => {
      const { tabs, deliver } = open();
      const heard: Array<TabClaim | null> = [];
      tabs[1].subscribe((claim) => heard.push(claim));
      tabs[0].write({ tabId: 'tab-a', claimedAt: 1 });
      tabs[0].write({ tabId: 'tab-a', claimedAt: 1 });
      deliver();
      expect(heard).toEqual([{ tabId: 'tab-a', claimedAt: 1 }]);
    });

    it('SESS-07: when the shared storage is cleared, every tab reads nothing and hears null', () => {
      const { tabs, deliver, clearStorage } = open();
      const heard: Array<[number, TabClaim | null]> = [];
      tabs[0].subscribe((claim) => heard.push([0, claim]));
      tabs[1].subscribe((claim) => heard.push([1, claim]));
      tabs[0].write({ tabId: 'tab-a', claimedAt: 1 });
      deliver();
      heard.length = 0;
      clearStorage();
      deliver();
      expect(tabs[0].read()).toBeNull();
      expect(tabs[1].read()).toBeNull();
      expect(heard).toEqual([
        [0, null],
        [1, null],
      ]);
    });

    it('SESS-07: an unsubscribed listener hears nothing while others still do', () => {
      const { tabs, deliver } = open();
      const gone: Array<TabClaim | null> = [];
      const kept: Array<TabClaim | null> = [];
      const unsubscribe = tabs[1].subscribe((claim) => gone.push(claim));
      tabs[1].subscribe((claim) => kept.push(claim));
      unsubscribe();
      unsubscribe();
      tabs[0].write({ tabId: 'tab-a', claimedAt: 1 });
      deliver();
      expect(gone).toEqual([]);
      expect(kept).toEqual([{ tabId: 'tab-a', claimedAt: 1 }]);
    });

    it('SESS-07: for any writes from either tab, each tab hears exactly the other\'s changes in order and both read the last write', () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.constantFrom(0, 1), claimArb), { maxLength: 20 }), (writes) => {
          const { tabs, deliver } = open();
          const heard: [Array<TabClaim | null>, Array<TabClaim | null>] = [[], []];
          tabs[0].subscribe((claim) => heard[0].push(claim));
          tabs[1].subscribe((claim) => heard[1].push(claim));
          const expected: [TabClaim[], TabClaim[]] = [[], []];
          let stored: TabClaim | null = null;
          for (const [writer, claim] of writes) {
            tabs[writer].write(claim);
            const changed = stored === null || stored.tabId !== claim.tabId || stored.claimedAt !== claim.claimedAt;
            if (changed) expected[writer === 0 ? 1 : 0].push(claim);
            stored = claim;
          }
          deliver();
          expect(heard).toEqual(expected);
          expect(tabs[0].read()).toEqual(stored);
          expect(tabs[1].read()).toEqual(stored);
        }),
      );
    });
  });
};

tabPresenceContract('FakeTabPresenceHub', () => {
  const hub = new FakeTabPresenceHub('queued');
  return { tabs: [hub.openTab(), hub.openTab()], deliver: () => hub.deliverAll(), clearStorage: () => hub.clearStorage() };
});

tabPresenceContract('LocalStorageTabPresence over two windows sharing one local storage', () => {
  const shared = new SharedLocalStorage();
  const tab = () => {
    const { window, localStorage } = shared.openWindow();
    return new LocalStorageTabPresence({ storage: localStorage, window });
  };
  // A third window of the origin, as another page that clears local storage.
  const elsewhere = shared.openWindow();
  return { tabs: [tab(), tab()], deliver: () => shared.flush(), clearStorage: () => elsewhere.localStorage.clear() };
});
