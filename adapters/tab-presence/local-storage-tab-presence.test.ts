import { describe, expect, it } from 'vitest';
import { ActiveTab, SESSION_STORAGE_KEYS, type TabClaim } from '../../core/session';
import { FakeTime, MemoryLogger, SequentialIds } from '../../core/shared/testing';
import { SharedLocalStorage } from '../storage/testing/shared-local-storage';
import { InProcessWebStorage } from '../storage/testing/in-process-web-storage';
import { LocalStorageTabPresence } from './local-storage-tab-presence';

const KEY = SESSION_STORAGE_KEYS.activeTab;

const twoWindows = () => {
  const shared = new SharedLocalStorage();
  const a = shared.openWindow();
  const b = shared.openWindow();
  return {
    shared,
    a,
    b,
    presenceA: new LocalStorageTabPresence({ storage: a.localStorage, window: a.window }),
    presenceB: new LocalStorageTabPresence({ storage: b.localStorage, window: b.window }),
  };
};

describe('LocalStorageTabPresence', () => {
  it('SESS-07: keeps the claim as JSON under spark:session:active-tab', () => {
    const storage = new InProcessWebStorage();
    const presence = new LocalStorageTabPresence({ storage, window: new EventTarget() });
    presence.write({ tabId: 't-1', claimedAt: 42 });
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ tabId: 't-1', claimedAt: 42 });
  });

  it('SESS-07: an unreadable stored value reads as no claim, and is heard as null', () => {
    const { a, presenceA, presenceB, shared } = twoWindows();
    const heard: Array<TabClaim | null> = [];
    presenceB.subscribe((claim) => heard.push(claim));
    for (const junk of ['not json', '{"tabId":"","claimedAt":1}', '{"tabId":"t","claimedAt":-5}', '[1,2]', 'null']) {
      a.localStorage.setItem(KEY, junk);
      expect(presenceA.read()).toBeNull();
    }
    shared.flush();
    expect(heard).toEqual([null, null, null, null, null]);
  });

  it('SESS-07: changes of other keys and of other storage areas are not heard', () => {
    const { a, b, presenceB, shared } = twoWindows();
    const heard: Array<TabClaim | null> = [];
    presenceB.subscribe((claim) => heard.push(claim));
    a.localStorage.setItem('spark:persist:user', '{}');
    const sessionStorageEvent = Object.assign(new Event('storage'), {
      key: KEY,
      newValue: JSON.stringify({ tabId: 'x', claimedAt: 1 }),
      storageArea: new InProcessWebStorage(),
    });
    b.window.dispatchEvent(sessionStorageEvent);
    shared.flush();
    expect(heard).toEqual([]);
  });

  it('SESS-07: storage that is missing or throws reads as empty and refuses writes with a stable code', () => {
    const missing = new LocalStorageTabPresence({ storage: undefined, window: undefined });
    expect(missing.read()).toBeNull();
    expect(missing.write({ tabId: 't', claimedAt: 1 })).toEqual({
      ok: false,
      error: { code: 'SESSION.TAB_PRESENCE_UNAVAILABLE', message: 'local storage is not available' },
    });
    expect(typeof missing.subscribe(() => {})).toBe('function');

    const throwing = new LocalStorageTabPresence({
      storage: {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
      window: new EventTarget(),
    });
    expect(throwing.read()).toBeNull();
    const written = throwing.write({ tabId: 't', claimedAt: 1 });
    expect(written.ok ? undefined : written.error.code).toBe('SESSION.TAB_PRESENCE_UNAVAILABLE');
  });

  it('SESS-07: ActiveTab over two windows: the second tab deactivates the first, and "use here" turns it around', () => {
    const { presenceA, presenceB, shared } = twoWindows();
    const time = new FakeTime();
    const ids = new SequentialIds('tab');
    const logger = new MemoryLogger();
    const first = new ActiveTab({ presence: presenceA, clock: time, ids, logger });
    const second = new ActiveTab({ presence: presenceB, clock: time, ids, logger });
    first.start();
    shared.flush();
    time.advance(1_000);
    second.start();
    shared.flush();
    expect([first.tabState.value, second.tabState.value]).toEqual(['deactivated', 'active']);
    first.takeOver();
    shared.flush();
    expect([first.tabState.value, second.tabState.value]).toEqual(['active', 'deactivated']);
    first.dispose();
    second.dispose();
  });

  it('SESS-07: ActiveTab over two windows opened in the same millisecond: exactly one ends active', () => {
    const { presenceA, presenceB, shared } = twoWindows();
    const time = new FakeTime();
    const logger = new MemoryLogger();
    const a = new ActiveTab({ presence: presenceA, clock: time, ids: new SequentialIds('a'), logger });
    const b = new ActiveTab({ presence: presenceB, clock: time, ids: new SequentialIds('b'), logger });
    a.start();
    b.start();
    shared.flush();
    expect([a.tabState.value, b.tabState.value].filter((s) => s === 'active')).toHaveLength(1);
  });
});
