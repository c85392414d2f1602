import { batch } from '@preact/signals-core';
import { BASE_TIME_UNIT_MS, type Clock, type Disposable, type Logger, type Random, type Scheduler, type TimerHandle, type Unsubscribe } from '../shared';
import type { GeolocationPort } from './geolocation.port';
import { isLocationErrorLogged, type GeolocationError } from './location-error';
import type { LocationStatus, LocationStore } from './location.store';
import type { PageVisibilityPort } from './page-visibility.port';
import type { Position } from './position';
import { applyPositionUpdate, decidePositionUpdate } from './position-update';
import { needsFreshPosition, waitOutcomeMarksTimeout, type WaitOutcome } from './start-wait';
import { locationWatchOptions, WATCH_TIMEOUT_MS, type WatchOptions } from './watch-options';

export interface TrackLocationDeps {
  readonly store: LocationStore;
  readonly geolocation: GeolocationPort;
  readonly visibility: PageVisibilityPort;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly random: Random;
}

export interface TrackLocationOptions {
  /** A position rehydrated by the persistence layer (LOC-01); it seeds the store if the store has none. */
  readonly initialPosition?: Position | null;
  /** The configured base time unit (CONF-14); the watch accepts cached readings this old (LOC-08). */
  readonly baseTimeUnitMs?: number;
}

/** Where tracking stands, apart from page visibility. */
type Phase = 'idle' | 'waiting' | 'watching' | 'denied' | 'unsupported';

/**
 * Keeps the member's position current: LOC-02 at start, LOC-03 on every reading, the watch closed while
 * the page is hidden (LOC-09), denial and errors recorded, errors logged at 1 % (LOC-10).
 */
export class TrackLocationUseCase implements Disposable {
  readonly #deps: TrackLocationDeps;
  readonly #watchOptions: WatchOptions;
  #phase: Phase = 'idle';
  #hidden = false;
  #lastError: GeolocationError | null = null;
  #closeWatch: Unsubscribe | null = null;
  #stopListeningVisibility: Unsubscribe | null = null;
  #waitTimer: TimerHandle | null = null;
  /** Bumped by every start and stop, so a late permission answer of an earlier run is ignored. */
  #run = 0;

  constructor(deps: TrackLocationDeps, options: TrackLocationOptions = {}) {
    this.#deps = deps;
    this.#watchOptions = locationWatchOptions(options.baseTimeUnitMs ?? BASE_TIME_UNIT_MS);
    const { initialPosition } = options;
    if (initialPosition && deps.store.position.value === null) deps.store.setPosition(initialPosition);
  }

  /** Starts tracking; does nothing if already started. */
  start(): void {
    if (this.#phase !== 'idle') return;
    const { store, clock, scheduler, visibility } = this.#deps;
    const stored = store.position.value;
    const now = clock.now();
    const run = ++this.#run;
    this.#hidden = !visibility.isVisible();
    this.#lastError = null;
    this.#stopListeningVisibility = visibility.subscribe((visible) => this.#onVisibility(visible));
    if (needsFreshPosition(stored, now)) {
      this.#phase = 'waiting';
      store.setTimedOut(false);
      this.#waitTimer = scheduler.setTimeout(() => this.#endWait('timeout'), WATCH_TIMEOUT_MS);
    } else {
      this.#phase = 'watching';
    }
    if (!this.#hidden) this.#openWatch();
    this.#publish();
    void this.#deps.geolocation.permission().then((permission) => {
      // A reading or a denial seen meanwhile is fresher than the platform's answer.
      if (run === this.#run && store.permission.value === 'unknown') store.setPermission(permission);
    });
  }

  /** The member dismissed the location prompt: LOC-02 stops waiting and marks `timeout`. */
  dismiss(): void {
    this.#deps.store.markDismissed();
    if (this.#phase === 'waiting') this.#endWait('dismissal');
  }

  stop(): void {
    this.#run++;
    this.#closeWatchIfOpen();
    this.#clearWaitTimer();
    this.#stopListeningVisibility?.();
    this.#stopListeningVisibility = null;
    this.#phase = 'idle';
    this.#lastError = null;
    this.#publish();
  }

  dispose(): void {
    this.stop();
  }

  #openWatch(): void {
    if (this.#closeWatch) return;
    const opened = this.#deps.geolocation.watch(this.#watchOptions, {
      onPosition: (p) => this.#onPosition(p),
      onError: (e) => this.#onError(e),
    });
    if (opened.ok) this.#closeWatch = opened.value;
    else this.#onError(opened.error);
  }

  #closeWatchIfOpen(): void {
    this.#closeWatch?.();
    this.#closeWatch = null;
  }

  #onPosition(reading: Position): void {
    const { store } = this.#deps;
    const previous = store.position.value;
    const update = decidePositionUpdate(previous, reading);
    batch(() => {
      if (update.kind !== 'skip') store.setPosition(applyPositionUpdate(previous, update));
      store.markReadable();
      this.#lastError = null;
      if (this.#phase === 'waiting') this.#endWait('update');
      else this.#publish();
    });
  }

  #onError(error: GeolocationError): void {
    this.#logSampled(error);
    switch (error.code) {
      case 'LOC.PERMISSION_DENIED':
        this.#closeWatchIfOpen();
        this.#clearWaitTimer();
        this.#phase = 'denied';
        batch(() => {
          this.#deps.store.markDenied();
          this.#publish();
        });
        return;
      case 'LOC.NOT_SUPPORTED':
        this.#closeWatchIfOpen();
        this.#clearWaitTimer();
        this.#phase = 'unsupported';
        this.#lastError = error;
        this.#publish();
        return;
      case 'LOC.TIMEOUT':
      case 'LOC.UNAVAILABLE':
        // The watch goes on; the next reading clears the error.
        this.#lastError = error;
        if (this.#phase === 'waiting') this.#endWait(error.code === 'LOC.TIMEOUT' ? 'timeout' : 'error');
        else this.#publish();
    }
  }

  #onVisibility(visible: boolean): void {
    this.#hidden = !visible;
    if (this.#phase !== 'waiting' && this.#phase !== 'watching') return;
    if (visible) {
      this.#lastError = null;
      this.#openWatch();
    } else {
      this.#closeWatchIfOpen();
    }
    this.#publish();
  }

  #endWait(outcome: WaitOutcome): void {
    this.#clearWaitTimer();
    batch(() => {
      if (waitOutcomeMarksTimeout(outcome)) this.#deps.store.setTimedOut(true);
      this.#phase = 'watching';
      this.#publish();
    });
  }

  #clearWaitTimer(): void {
    if (this.#waitTimer !== null) this.#deps.scheduler.clearTimeout(this.#waitTimer);
    this.#waitTimer = null;
  }

  #publish(): void {
    this.#deps.store.setStatus(this.#status());
  }

  #status(): LocationStatus {
    switch (this.#phase) {
      case 'idle':
      case 'denied':
        return { kind: this.#phase };
      case 'unsupported':
        return { kind: 'error', error: this.#lastError ?? { code: 'LOC.NOT_SUPPORTED' } };
      case 'waiting':
      case 'watching':
        if (this.#hidden) return { kind: 'paused-hidden' };
        return this.#lastError ? { kind: 'error', error: this.#lastError } : { kind: this.#phase };
    }
  }

  #logSampled(error: GeolocationError): void {
    if (isLocationErrorLogged(this.#deps.random.next())) {
      this.#deps.logger.log('warn', 'location error', { code: error.code });
    }
  }
}
