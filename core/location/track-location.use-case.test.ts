import { effect } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Random } from '../shared';
import { FakeTime, FixedRandom, flushMicrotasks, MemoryLogger } from '../shared/testing';
import { LocationStore } from './location.store';
import type { LocationPermission } from './permission-code';
import type { Position } from './position';
import { applyPositionUpdate, decidePositionUpdate } from './position-update';
import { pos } from './testing/arbitraries';
import { FakeGeolocation } from './testing/fake-geolocation';
import { FakePageVisibility } from './testing/fake-page-visibility';
import { TrackLocationUseCase, type TrackLocationOptions } from './track-location.use-case';

const MINUTE = 60_000;

interface SetupOptions extends TrackLocationOptions {
  readonly visible?: boolean;
  readonly supported?: boolean;
  readonly permission?: LocationPermission;
  readonly random?: Random;
}

const setup = (options: SetupOptions = {}) => {
  const time = new FakeTime();
  const store = new LocationStore();
  const geolocation = new FakeGeolocation({ supported: options.supported, permission: options.permission });
  const visibility = new FakePageVisibility(options.visible ?? true);
  const logger = new MemoryLogger();
  const track = new TrackLocationUseCase(
    { store, geolocation, visibility, clock: time, scheduler: time, logger, random: options.random ?? new FixedRandom(0.5) },
    options,
  );
  /** A reading at the current fake time. */
  const emit = (lat: number, lng: number) => geolocation.emitPosition(lat, lng, time.now());
  return { time, store, geolocation, visibility, logger, track, emit };
};

describe('TrackLocationUseCase — start (LOC-02)', () => {
  it('LOC-02: with no stored position it waits, then a reading stores it and watching goes on', () => {
    const { store, geolocation, track, emit, time } = setup();
    track.start();
    expect(store.status.value).toEqual({ kind: 'waiting' });
    expect(geolocation.isWatching).toBe(true);

    emit(52.52, 13.405);
    expect(store.position.value).toEqual({ lat: 52.52, lng: 13.405, timestamp: time.now() });
    expect(store.status.value).toEqual({ kind: 'watching' });
    expect(store.timeout.value).toBe(false);
    expect(time.pendingTimers).toBe(0);
  });

  it('LOC-02: with no reading within the 25 s watch timeout the wait ends and marks timeout', () => {
    const { store, geolocation, track, time } = setup();
    track.start();
    time.advance(24_999);
    expect(store.status.value.kind).toBe('waiting');
    time.advance(1);
    expect(store.status.value).toEqual({ kind: 'watching' });
    expect(store.timeout.value).toBe(true);
    expect(geolocation.isWatching).toBe(true);
  });

  it('LOC-02: a dismissal ends the wait, marks timeout and dismissed, and watching goes on', () => {
    const { store, geolocation, track, time } = setup();
    track.start();
    track.dismiss();
    expect(store.status.value).toEqual({ kind: 'watching' });
    expect(store.timeout.value).toBe(true);
    expect(store.dismissed.value).toBe(true);
    expect(geolocation.isWatching).toBe(true);
    expect(time.pendingTimers).toBe(0);
  });

  it('LOC-02: a rehydrated position younger than 30 min skips the wait', () => {
    const time = new FakeTime();
    const { store, track, geolocation } = setup({ initialPosition: pos(1, 1, time.now() - 10 * MINUTE) });
    track.start();
    expect(store.status.value).toEqual({ kind: 'watching' });
    expect(geolocation.isWatching).toBe(true);
  });

  it('LOC-02: it waits exactly when the stored position is missing or older than 30 min', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 3 * 30 * MINUTE }), { nil: null }), (age) => {
        const start = new FakeTime().now();
        const { store, track } = setup({ initialPosition: age === null ? null : pos(10, 20, start - age) });
        track.start();
        const waits = age === null || age > 30 * MINUTE;
        expect(store.status.value.kind).toBe(waits ? 'waiting' : 'watching');
        track.dispose();
      }),
    );
  });

  it('LOC-02: a timeout error from the device during the wait also ends it and marks timeout', () => {
    const { store, geolocation, track } = setup();
    track.start();
    geolocation.emitError('LOC.TIMEOUT');
    expect(store.timeout.value).toBe(true);
    expect(store.status.value).toEqual({ kind: 'error', error: { code: 'LOC.TIMEOUT' } });
    expect(geolocation.isWatching).toBe(true);
  });

  it('LOC-02: a new wait clears the timeout mark of the previous one', () => {
    const { store, track, time } = setup();
    track.start();
    time.advance(25_000);
    expect(store.timeout.value).toBe(true);
    track.stop();
    time.advance(31 * MINUTE);
    track.start();
    expect(store.timeout.value).toBe(false);
  });
});

describe('TrackLocationUseCase — readings (LOC-03)', () => {
  it('LOC-03: the stored position follows the update rule for any sequence of readings', () => {
    const step = fc.record({
      waitMs: fc.integer({ min: 0, max: 40 * MINUTE }),
      dLat: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
      dLng: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const { store, track, time, emit } = setup();
        track.start();
        let model: Position | null = null;
        let lat = 40;
        let lng = -3;
        let notifications = 0;
        let expectedNotifications = 0;
        const stop = effect(() => {
          void store.position.value;
          notifications++;
        });
        for (const { waitMs, dLat, dLng } of steps) {
          time.advance(waitMs);
          lat += dLat;
          lng += dLng;
          const update = decidePositionUpdate(model, pos(lat, lng, time.now()));
          if (update.kind !== 'skip') expectedNotifications++;
          model = applyPositionUpdate(model, update);
          emit(lat, lng);
          expect(store.position.value).toEqual(model);
        }
        stop();
        // The first run of the effect is its subscription; every later run is one stored change.
        expect(notifications - 1).toBe(expectedNotifications);
        track.dispose();
      }),
    );
  });

  it('LOC-03: a stale position gets a fresh timestamp but keeps its coordinates', () => {
    const { store, track, time, emit } = setup();
    track.start();
    emit(0, 0);
    time.advance(6 * MINUTE);
    emit(0, 0.001);
    expect(store.position.value).toEqual({ lat: 0, lng: 0, timestamp: time.now() });
  });
});

describe('TrackLocationUseCase — options (LOC-08)', () => {
  it('LOC-08: the watch asks for a 25 s timeout, high accuracy and a cached age of one base time unit (1 s) by default', () => {
    const { geolocation, track } = setup();
    track.start();
    expect(geolocation.lastWatchOptions).toEqual({ timeoutMs: 25_000, highAccuracy: true, maximumAgeMs: 1_000 });
  });

  it('LOC-08: the cached age follows the configured base time unit', () => {
    const { geolocation, track } = setup({ baseTimeUnitMs: 2_000 });
    track.start();
    expect(geolocation.lastWatchOptions?.maximumAgeMs).toBe(2_000);
  });
});

describe('TrackLocationUseCase — page visibility (LOC-09)', () => {
  it('LOC-09: hiding the page closes the watch; showing it opens a new one', () => {
    const { store, geolocation, visibility, track, emit } = setup();
    track.start();
    emit(1, 1);
    visibility.setVisible(false);
    expect(geolocation.isWatching).toBe(false);
    expect(store.status.value).toEqual({ kind: 'paused-hidden' });
    visibility.setVisible(true);
    expect(geolocation.activeWatches).toBe(1);
    expect(store.status.value).toEqual({ kind: 'watching' });
  });

  it('LOC-09: starting on a hidden page opens no watch until the page shows', () => {
    const { store, geolocation, visibility, track } = setup({ visible: false });
    track.start();
    expect(geolocation.isWatching).toBe(false);
    expect(store.status.value).toEqual({ kind: 'paused-hidden' });
    visibility.setVisible(true);
    expect(geolocation.isWatching).toBe(true);
    expect(store.status.value).toEqual({ kind: 'waiting' });
  });

  it('LOC-09: the start-up wait can time out while hidden; watching resumes when visible', () => {
    const { store, geolocation, visibility, track, time } = setup();
    track.start();
    visibility.setVisible(false);
    time.advance(25_000);
    expect(store.timeout.value).toBe(true);
    expect(store.status.value).toEqual({ kind: 'paused-hidden' });
    visibility.setVisible(true);
    expect(store.status.value).toEqual({ kind: 'watching' });
    expect(geolocation.isWatching).toBe(true);
  });

  it('LOC-09: for any sequence of visibility changes exactly one watch is open iff the page is visible', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.boolean(), { maxLength: 40 }), (initiallyVisible, changes) => {
        const { store, geolocation, visibility, track } = setup({ visible: initiallyVisible });
        track.start();
        for (const visible of changes) {
          visibility.setVisible(visible);
          expect(geolocation.activeWatches).toBe(visible ? 1 : 0);
          expect(store.status.value.kind === 'paused-hidden').toBe(!visible);
        }
        track.dispose();
        expect(geolocation.activeWatches).toBe(0);
        expect(visibility.listenerCount).toBe(0);
      }),
    );
  });
});

describe('TrackLocationUseCase — permission and errors (LOC-07, LOC-10)', () => {
  it('LOC-07: a denial marks denied with code 3, closes the watch and stays closed when the page shows again', () => {
    const { store, geolocation, visibility, track, time } = setup();
    track.start();
    geolocation.deny();
    expect(store.denied.value).toBe(true);
    expect(store.permissionCode.value).toBe(3);
    expect(store.status.value).toEqual({ kind: 'denied' });
    expect(geolocation.isWatching).toBe(false);
    expect(time.pendingTimers).toBe(0);
    visibility.setVisible(false);
    visibility.setVisible(true);
    expect(geolocation.isWatching).toBe(false);
  });

  it('LOC-07: an already denied permission is reported by the watch and recorded', async () => {
    const { store, track } = setup({ permission: 'denied' });
    track.start();
    await flushMicrotasks();
    expect(store.status.value).toEqual({ kind: 'denied' });
    expect(store.permissionCode.value).toBe(3);
  });

  it('LOC-07: the answer of the platform fills in an unknown permission', async () => {
    const { store, track } = setup({ permission: 'granted' });
    track.start();
    expect(store.permission.value).toBe('unknown');
    await flushMicrotasks();
    expect(store.permissionCode.value).toBe(1);
  });

  it('LOC-07: a reading means granted, whatever the platform answers later', async () => {
    const { store, track, emit } = setup({ permission: 'unknown' });
    track.start();
    emit(1, 2);
    await flushMicrotasks();
    expect(store.permission.value).toBe('granted');
  });

  it('LOC-10: a device without location service is reported as not supported and nothing waits', () => {
    const { store, track, time } = setup({ supported: false });
    track.start();
    expect(store.status.value).toEqual({ kind: 'error', error: expect.objectContaining({ code: 'LOC.NOT_SUPPORTED' }) });
    expect(time.pendingTimers).toBe(0);
  });

  it('LOC-10: an unavailable position shows as an error until the next reading', () => {
    const { store, geolocation, track, emit } = setup({ initialPosition: null });
    track.start();
    emit(1, 1);
    geolocation.emitError('LOC.UNAVAILABLE');
    expect(store.status.value).toEqual({ kind: 'error', error: { code: 'LOC.UNAVAILABLE' } });
    expect(geolocation.isWatching).toBe(true);
    emit(1, 1);
    expect(store.status.value).toEqual({ kind: 'watching' });
  });

  it('LOC-10: errors are logged when the random draw falls under 1 %, and not otherwise', () => {
    const sampled = setup({ random: new FixedRandom(0.009) });
    sampled.track.start();
    sampled.geolocation.emitError('LOC.TIMEOUT');
    expect(sampled.logger.entries).toEqual([
      { level: 'warn', message: 'location error', context: { code: 'LOC.TIMEOUT' } },
    ]);

    const unsampled = setup({ random: new FixedRandom(0.01) });
    unsampled.track.start();
    unsampled.geolocation.emitError('LOC.TIMEOUT');
    unsampled.geolocation.deny();
    expect(unsampled.logger.entries).toEqual([]);
  });
});

describe('TrackLocationUseCase — lifecycle', () => {
  it('LOC-09: stop and dispose release the watch, the wait timer and the visibility listener', () => {
    const { store, geolocation, visibility, track, time } = setup();
    track.start();
    track.start();
    expect(geolocation.activeWatches).toBe(1);
    track.dispose();
    expect(geolocation.isWatching).toBe(false);
    expect(time.pendingTimers).toBe(0);
    expect(visibility.listenerCount).toBe(0);
    expect(store.status.value).toEqual({ kind: 'idle' });
  });

  it('LOC-01: a rehydrated position seeds the store and stays observable until a reading replaces it', () => {
    const initial = pos(48.85, 2.35, new FakeTime().now() - 40 * MINUTE);
    const { store, track, emit, time } = setup({ initialPosition: initial });
    expect(store.position.value).toEqual(initial);
    track.start();
    emit(48.85, 2.35);
    expect(store.position.value).toEqual({ lat: 48.85, lng: 2.35, timestamp: time.now() });
  });
});
