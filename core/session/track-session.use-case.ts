import type { Clock, Disposable, IdGenerator, KeyValueStorage, Logger, Scheduler, TimerHandle } from '../shared';
import { shouldPublishActivity } from './activity-throttle';
import { idleStateAfter, nextIdleChangeIn } from './idle';
import { loadPersistentDeviceId } from './persistent-device-id';
import type { SessionActivity } from './session-activity';
import { DEFAULT_SESSION_CONFIG, type SessionConfig } from './session-config';
import { SESSION_STORAGE_KEYS } from './session-storage-keys';
import type { SessionStore } from './session.store';
import { decodeStoredUserSession, encodeStoredUserSession } from './stored-user-session';
import {
  beginUserSession,
  observeLeverValue,
  renewalReasonAt,
  touchUserSession,
  type LeverValue,
  type SessionStep,
  type UserSession,
} from './user-session';
import { isWithinTtl } from './within-ttl';

export interface SessionTrackerDeps {
  readonly store: SessionStore;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly ids: IdGenerator;
  readonly logger: Logger;
  readonly config?: SessionConfig;
}

type Phase = 'new' | 'loading' | 'running' | 'disposed';

/**
 * SESS-01..06, SESS-10: keeps the user session of this app load. `start` loads the device id and resumes the
 * stored user session when it may continue; member activity refreshes it (throttled), idle timers move the
 * source and expire it, and a new session begins after a timeout, the TTL, expiry or a lever change.
 */
export class SessionTracker implements Disposable {
  readonly #deps: SessionTrackerDeps;
  readonly #config: SessionConfig;
  #phase: Phase = 'new';
  #session: UserSession | null = null;
  /** When the store's `lastActivity` (and the stored copy) last changed. */
  #publishedAt: number | null = null;
  #idleTimer: TimerHandle | undefined;
  /** What arrived while the stored state was loading; applied once it is in. */
  #activityWhileLoading = false;
  #pendingLever: LeverValue | null = null;
  /** The lever value in the last saved record, to tell whether a lever change still needs saving. */
  #savedLever: LeverValue | null = null;

  constructor(deps: SessionTrackerDeps) {
    this.#deps = deps;
    this.#config = deps.config ?? DEFAULT_SESSION_CONFIG;
  }

  /** Loads the device id and the stored user session, then tracks. Calling it again does nothing. */
  async start(): Promise<void> {
    if (this.#phase !== 'new') return;
    this.#phase = 'loading';
    const { storage, ids, logger } = this.#deps;
    const [deviceId, stored] = await Promise.all([loadPersistentDeviceId(storage, ids, logger), this.#loadStoredSession()]);
    if (this.#phase !== 'loading') return;
    this.#phase = 'running';
    this.#deps.store.setPersistentDeviceId(deviceId);

    const now = this.#deps.clock.now();
    const resumable = stored !== null && renewalReasonAt(stored, now, this.#config) === null;
    this.#adopt(resumable ? stored : beginUserSession(ids.next(), now, stored?.lever ?? null), now);
    const pendingLever = this.#pendingLever;
    const activityWhileLoading = this.#activityWhileLoading;
    this.#pendingLever = null;
    this.#activityWhileLoading = false;
    if (pendingLever !== null) this.observeLever(pendingLever);
    // Activity while loading counts as activity now: loading takes milliseconds, and time must not run backwards.
    if (activityWhileLoading) this.#touch(now);
  }

  /** SESS-03: one of the member actions that refresh the session happened now; its type is the whole rule of which count. */
  recordActivity(_activity: SessionActivity): void {
    if (this.#phase === 'running') this.#touch(this.#deps.clock.now());
    else if (this.#phase !== 'disposed') this.#activityWhileLoading = true;
  }

  /** SESS-02: the session lever's current value; a change from the last value seen starts a new user session. */
  observeLever(value: LeverValue): void {
    const session = this.#session;
    if (this.#phase !== 'running' || session === null) {
      if (this.#phase !== 'disposed') this.#pendingLever = value;
      return;
    }
    const now = this.#deps.clock.now();
    const step = observeLeverValue(session, value, now, () => this.#deps.ids.next());
    if (step.session === session) return;
    this.#apply(step, now);
  }

  /** Starts a new user session now (logout resets the session values, AUTH-34). */
  renew(): void {
    const session = this.#session;
    if (this.#phase !== 'running' || session === null) return;
    const now = this.#deps.clock.now();
    this.#apply({ session: beginUserSession(this.#deps.ids.next(), now, session.lever), renewed: 'reset' }, now);
  }

  dispose(): void {
    this.#phase = 'disposed';
    this.#clearIdleTimer();
  }

  async #loadStoredSession(): Promise<UserSession | null> {
    const { storage, clock } = this.#deps;
    const text = await storage.getItem(SESSION_STORAGE_KEYS.userSession);
    const stored = decodeStoredUserSession(text);
    if (stored !== null && isWithinTtl(stored.savedAt, clock.now(), this.#config.paramsTtlMs)) return stored.session;
    // SESS-10: a stale or unreadable record is removed, not merely ignored, so it never lingers on the device.
    if (text !== null) await storage.removeItem(SESSION_STORAGE_KEYS.userSession);
    return null;
  }

  #touch(now: number): void {
    const session = this.#session;
    if (session === null) return;
    this.#apply(touchUserSession(session, now, this.#config, () => this.#deps.ids.next()), now);
  }

  #apply(step: SessionStep, now: number): void {
    if (step.renewed !== null) {
      this.#deps.logger.log('info', 'New user session', { reason: step.renewed });
      this.#adopt(step.session, now);
      return;
    }
    this.#session = step.session;
    // The lever is kept across reloads, so a change of lever alone is saved even inside the throttle period.
    const leverChanged = this.#savedLever !== step.session.lever;
    if (shouldPublishActivity(this.#publishedAt, step.session.lastActivityAt, this.#config.activityThrottleMs)) {
      this.#publishedAt = step.session.lastActivityAt;
      this.#deps.store.publishActivity(step.session.lastActivityAt);
      this.#save(now);
    } else if (leverChanged) {
      this.#save(now);
    }
    this.#scheduleIdle();
  }

  #adopt(session: UserSession, now: number): void {
    this.#session = session;
    this.#publishedAt = session.lastActivityAt;
    this.#deps.store.setUserSession(session, session.lastActivityAt);
    this.#save(now);
    this.#scheduleIdle();
  }

  /** Saves the session with its published last activity, which is what a reload should resume from. */
  #save(now: number): void {
    const session = this.#session;
    if (session === null || this.#publishedAt === null) return;
    this.#savedLever = session.lever;
    const record = encodeStoredUserSession({ ...session, lastActivityAt: this.#publishedAt }, now);
    void this.#deps.storage.setItem(SESSION_STORAGE_KEYS.userSession, record).then((saved) => {
      if (!saved.ok) this.#deps.logger.log('warn', 'User session could not be stored', { code: saved.error.code });
    });
  }

  /** SESS-05, SESS-06: sets the idle state for now and wakes up when it next changes. */
  #scheduleIdle(): void {
    this.#clearIdleTimer();
    const session = this.#session;
    if (session === null || this.#phase !== 'running') return;
    const { clock, scheduler, store } = this.#deps;
    const idle = clock.now() - session.lastActivityAt;
    store.setIdle(idleStateAfter(idle, this.#config));
    const wait = nextIdleChangeIn(idle, this.#config);
    if (wait !== null) this.#idleTimer = scheduler.setTimeout(() => this.#scheduleIdle(), wait);
  }

  #clearIdleTimer(): void {
    if (this.#idleTimer !== undefined) this.#deps.scheduler.clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
  }
}
