import { effect } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../shared';
import { FakeTime, flushMicrotasks, MemoryLogger, MemoryStorage, SequentialIds } from '../shared/testing';
import { DEFAULT_SESSION_CONFIG, type SessionConfig } from './session-config';
import { SESSION_STORAGE_KEYS } from './session-storage-keys';
import { SessionStore } from './session.store';
import { decodeStoredUserSession, encodeStoredUserSession } from './stored-user-session';
import { SessionTracker } from './track-session.use-case';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

interface LoadOptions {
  readonly time?: FakeTime;
  readonly storage?: KeyValueStorage;
  readonly config?: SessionConfig;
  readonly ids?: SequentialIds;
}

/** One app load: a fresh store and tracker over the given (possibly shared) storage and clock. */
const load = (options: LoadOptions = {}) => {
  const time = options.time ?? new FakeTime();
  const storage = options.storage ?? new MemoryStorage();
  const ids = options.ids ?? new SequentialIds('id');
  const logger = new MemoryLogger();
  const store = new SessionStore({ id: ids.next(), startedAt: time.now() });
  const tracker = new SessionTracker({ store, storage, clock: time, scheduler: time, ids, logger, config: options.config });
  return { time, storage, ids, logger, store, tracker };
};

const started = async (options: LoadOptions = {}) => {
  const app = load(options);
  await app.tracker.start();
  return app;
};

const storedSession = async (storage: KeyValueStorage) =>
  decodeStoredUserSession(await storage.getItem(SESSION_STORAGE_KEYS.userSession));

describe('SessionTracker — SESS-01 session tracking', () => {
  it('SESS-01: start creates and keeps the device id, begins a user session and publishes its start as the last activity', async () => {
    const { store, storage, time } = await started();
    const t = store.tracking.value;
    expect(t.persistentDeviceId).not.toBeNull();
    expect(await storage.getItem(SESSION_STORAGE_KEYS.deviceId)).toBe(t.persistentDeviceId);
    expect(t.userSessionId).not.toBeNull();
    expect(t.userSessionStartedAt).toBe(time.now());
    expect(t.lastActivity).toBe(time.now());
    expect(t.isExpired).toBe(false);
    expect(t.source).toBe('in-app');
  });

  it('SESS-01: a reload gets a new app session but the same device id and, within its limits, the same user session', async () => {
    const time = new FakeTime();
    const storage = new MemoryStorage();
    const ids = new SequentialIds('id');
    const first = await started({ time, storage, ids });
    first.tracker.dispose();
    time.advance(5 * MINUTE);
    const second = await started({ time, storage, ids });
    const a = first.store.tracking.value;
    const b = second.store.tracking.value;
    expect(b.appSessionId).not.toBe(a.appSessionId);
    expect(b.persistentDeviceId).toBe(a.persistentDeviceId);
    expect(b.userSessionId).toBe(a.userSessionId);
    expect(b.userSessionStartedAt).toBe(a.userSessionStartedAt);
  });

  it('SESS-01: an unusable stored device id is replaced; one that cannot be stored still serves this load and is logged', async () => {
    const storage = new MemoryStorage();
    await storage.setItem(SESSION_STORAGE_KEYS.deviceId, 'has spaces\r\n');
    const { store } = await started({ storage });
    expect(store.persistentDeviceId.value).toMatch(/^id-\d+$/);
    expect(await storage.getItem(SESSION_STORAGE_KEYS.deviceId)).toBe(store.persistentDeviceId.value);

    const full = await started({ storage: new MemoryStorage(0) });
    expect(full.store.persistentDeviceId.value).toMatch(/^id-\d+$/);
    expect(full.logger.messages('warn')).toContain('Persistent device id could not be stored');
  });

  it('SESS-01: activity and a lever value that arrive while loading are applied once loaded', async () => {
    const storage = new MemoryStorage();
    const { tracker, store, time } = load({ storage });
    const starting = tracker.start();
    tracker.observeLever('a');
    tracker.recordActivity('like');
    expect(store.userSession.value).toBeNull();
    await starting;
    expect(store.lastActivity.value).toBe(time.now());
    expect((await storedSession(storage))?.session.lever).toBe('a');
  });
});

describe('SessionTracker — SESS-02 new user sessions', () => {
  it('SESS-02: activity after more than 12 min without any starts a new user session; at 12 min it does not', async () => {
    const { tracker, store, time, logger } = await started();
    const first = store.userSession.value;
    time.advance(12 * MINUTE);
    tracker.recordActivity('like');
    expect(store.userSession.value).toEqual(first);
    time.advance(12 * MINUTE + 1);
    tracker.recordActivity('dislike');
    expect(store.userSession.value?.id).not.toBe(first?.id);
    expect(store.userSession.value?.startedAt).toBe(time.now());
    expect(logger.entries.at(-1)).toEqual({ level: 'info', message: 'New user session', context: { reason: 'timeout' } });
  });

  it('SESS-02: a change of the session lever starts a new session, also when it changed between two app loads', async () => {
    const time = new FakeTime();
    const storage = new MemoryStorage();
    const ids = new SequentialIds('id');
    const first = await started({ time, storage, ids });
    first.tracker.observeLever(1);
    const original = first.store.userSession.value?.id;
    first.tracker.observeLever(1);
    expect(first.store.userSession.value?.id).toBe(original);
    first.tracker.dispose();
    await flushMicrotasks();

    const second = await started({ time, storage, ids });
    expect(second.store.userSession.value?.id).toBe(original);
    second.tracker.observeLever(2);
    expect(second.store.userSession.value?.id).not.toBe(original);
    expect((await storedSession(storage))?.session.lever).toBe(2);
  });

  it('SESS-02: a stored session past its timeout is not resumed, but its lever value is kept for comparison', async () => {
    const time = new FakeTime();
    const storage = new MemoryStorage();
    const lastActivityAt = time.now() - 13 * MINUTE;
    const old = { id: 'old', startedAt: time.now() - 20 * MINUTE, lastActivityAt, lever: 'x' };
    await storage.setItem(SESSION_STORAGE_KEYS.userSession, encodeStoredUserSession(old, lastActivityAt));
    const { store, tracker } = await started({ time, storage });
    const fresh = store.userSession.value?.id;
    expect(fresh).not.toBe('old');
    tracker.observeLever('x');
    expect(store.userSession.value?.id).toBe(fresh);
  });
});

describe('SessionTracker — SESS-03 activity refresh, throttled', () => {
  it('SESS-03: like, dislike, superlike, rewind, photo change and boost refresh the session; updates at most every 30 s', async () => {
    const { tracker, store, time, storage } = await started();
    const start = time.now();
    const kinds = ['like', 'dislike', 'superlike', 'rewind', 'photo-change', 'boost'] as const;
    for (const kind of kinds) {
      time.advance(10 * SECOND);
      tracker.recordActivity(kind);
    }
    // Activities at 10, 20, ..., 60 s: only 30 s and 60 s are published.
    expect(store.lastActivity.value).toBe(start + 60 * SECOND);
    expect((await storedSession(storage))?.session.lastActivityAt).toBe(start + 60 * SECOND);
    time.advance(10 * SECOND);
    tracker.recordActivity('like');
    expect(store.lastActivity.value).toBe(start + 60 * SECOND);
  });

  it('SESS-03: for any activity times, published updates are 30 s apart within a session, and the session continues by exact times', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 40 * SECOND }), fc.integer({ min: 11 * MINUTE, max: 13 * MINUTE })), { maxLength: 40 }),
        async (gaps) => {
          const { tracker, store, time } = await started();
          const publishes: Array<{ at: number; session: string | undefined }> = [];
          const stop = effect(() => {
            const at = store.lastActivity.value;
            if (at !== null) publishes.push({ at, session: store.userSession.peek()?.id });
          });
          let lastExact = time.now();
          let sessionId = store.userSession.value?.id;
          for (const gap of gaps) {
            time.advance(gap);
            tracker.recordActivity('like');
            const renewed = time.now() - lastExact > 12 * MINUTE;
            expect(store.userSession.value?.id !== sessionId).toBe(renewed);
            sessionId = store.userSession.value?.id;
            lastExact = time.now();
            expect(time.now() - store.lastActivity.value!).toBeLessThan(30 * SECOND);
          }
          stop();
          tracker.dispose();
          for (let i = 1; i < publishes.length; i++) {
            const [a, b] = [publishes[i - 1]!, publishes[i]!];
            if (a.session === b.session) expect(b.at - a.at).toBeGreaterThanOrEqual(30 * SECOND);
          }
        },
      ),
    );
  });
});

describe('SessionTracker — SESS-04 TTL', () => {
  it('SESS-04: a member active every 5 min gets a new user session 4 h after the current one began', async () => {
    const { tracker, store, time } = await started();
    const begun = store.userSession.value!;
    for (let i = 0; i < 47; i++) {
      time.advance(5 * MINUTE);
      tracker.recordActivity('like');
    }
    expect(store.userSession.value).toEqual(begun);
    time.advance(5 * MINUTE);
    tracker.recordActivity('like');
    expect(store.userSession.value?.startedAt).toBe(begun.startedAt + 4 * HOUR);
  });
});

describe('SessionTracker — SESS-05 short idle, SESS-06 long idle', () => {
  it('SESS-05: when enabled, 30 s without activity switches the source to browser and activity switches it back', async () => {
    const { tracker, store, time } = await started({ config: { ...DEFAULT_SESSION_CONFIG, shortIdleEnabled: true } });
    time.advance(29_999);
    expect(store.source.value).toBe('in-app');
    time.advance(1);
    expect(store.source.value).toBe('browser');
    tracker.recordActivity('boost');
    expect(store.source.value).toBe('in-app');
  });

  it('SESS-05: when not enabled the source stays in-app', async () => {
    const { store, time } = await started();
    time.advance(29 * MINUTE);
    expect(store.source.value).toBe('in-app');
  });

  it('SESS-06: 30 min without activity sets isExpired; the next activity starts a new session and clears it', async () => {
    const { tracker, store, time } = await started({ config: { ...DEFAULT_SESSION_CONFIG, sessionTimeoutMs: HOUR } });
    const first = store.userSession.value?.id;
    time.advance(30 * MINUTE - 1);
    expect(store.isExpired.value).toBe(false);
    time.advance(1);
    expect(store.isExpired.value).toBe(true);
    tracker.recordActivity('rewind');
    expect(store.isExpired.value).toBe(false);
    expect(store.userSession.value?.id).not.toBe(first);
  });

  it('SESS-06: for any activity pattern, isExpired is true exactly when the last activity is 30 min old or more', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ wait: fc.integer({ min: 0, max: 45 * MINUTE }), act: fc.boolean() }), { maxLength: 25 }),
        async (steps) => {
          const { tracker, store, time } = await started({ config: { ...DEFAULT_SESSION_CONFIG, shortIdleEnabled: true } });
          let lastActivity = time.now();
          for (const { wait, act } of steps) {
            time.advance(wait);
            if (act) {
              tracker.recordActivity('superlike');
              lastActivity = time.now();
            }
            const idle = time.now() - lastActivity;
            expect(store.isExpired.value).toBe(idle >= 30 * MINUTE);
            expect(store.source.value).toBe(idle >= 30 * SECOND ? 'browser' : 'in-app');
          }
          tracker.dispose();
          expect(time.pendingTimers).toBe(0);
        },
      ),
    );
  });
});

describe('SessionTracker — SESS-10 stored session parameters within their TTL', () => {
  it('SESS-10: a stored session saved 4 h ago or more is removed and never resumed', async () => {
    const time = new FakeTime();
    const storage = new MemoryStorage();
    const session = { id: 'old', startedAt: time.now() - 4 * HOUR, lastActivityAt: time.now() - 4 * HOUR, lever: 'x' };
    await storage.setItem(SESSION_STORAGE_KEYS.userSession, encodeStoredUserSession(session, time.now() - 4 * HOUR));
    const removed: string[] = [];
    const watched: KeyValueStorage = {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => storage.setItem(key, value),
      keys: () => storage.keys(),
      removeItem: async (key) => {
        removed.push(key);
        await storage.removeItem(key);
      },
    };
    const { store, tracker } = await started({ time, storage: watched });
    expect(removed).toEqual([SESSION_STORAGE_KEYS.userSession]);
    expect(store.userSession.value?.id).not.toBe('old');
    // The dropped record's lever is gone too: the first value seen is only recorded.
    const id = store.userSession.value?.id;
    tracker.observeLever('y');
    expect(store.userSession.value?.id).toBe(id);
  });

  it('SESS-10: an unreadable stored session is removed and a new one begins', async () => {
    const storage = new MemoryStorage();
    await storage.setItem(SESSION_STORAGE_KEYS.userSession, '{"v":1,"t":0,"d":{"id":7}}');
    const { store } = await started({ storage });
    expect(store.userSession.value).not.toBeNull();
    expect((await storedSession(storage))?.session.id).toBe(store.userSession.value?.id);
  });

  it('SESS-10: for any save age, a reload resumes the stored session only while within the TTL (and its activity limits)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 6 * HOUR }), fc.integer({ min: 0, max: 20 * MINUTE }), async (savedAgo, idle) => {
        const time = new FakeTime();
        const storage = new MemoryStorage();
        const now = time.now();
        const session = { id: 'kept', startedAt: now - idle, lastActivityAt: now - idle, lever: null };
        await storage.setItem(SESSION_STORAGE_KEYS.userSession, encodeStoredUserSession(session, now - savedAgo));
        const { store, tracker } = await started({ time, storage });
        const resumed = store.userSession.value?.id === 'kept';
        expect(resumed).toBe(savedAgo < 4 * HOUR && idle <= 12 * MINUTE);
        tracker.dispose();
      }),
    );
  });
});

describe('SessionTracker — lifecycle', () => {
  it('SESS-01: dispose stops the idle timers and later calls change nothing; renew starts a fresh session (logout)', async () => {
    const { tracker, store, time } = await started();
    const before = store.userSession.value?.id;
    tracker.renew();
    const renewed = store.userSession.value?.id;
    expect(renewed).not.toBe(before);
    expect(time.pendingTimers).toBe(1);
    tracker.dispose();
    expect(time.pendingTimers).toBe(0);
    time.advance(13 * MINUTE);
    tracker.recordActivity('like');
    tracker.renew();
    expect(store.userSession.value?.id).toBe(renewed);
    expect(store.isExpired.value).toBe(false);
  });

  it('SESS-01: disposing while loading leaves the store untouched', async () => {
    const { tracker, store } = load();
    const starting = tracker.start();
    tracker.dispose();
    await starting;
    expect(store.userSession.value).toBeNull();
    expect(store.persistentDeviceId.value).toBeNull();
  });
});
