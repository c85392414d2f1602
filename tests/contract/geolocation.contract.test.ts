import { describe, expect, it } from 'vitest';
import { NavigatorGeolocation } from '../../adapters/geolocation/navigator-geolocation';
import type { GeolocationPort, LocationPermission, Position, PositionObserver, WatchOptions } from '../../core/location';
import { locationWatchOptions } from '../../core/location';
import { FakeGeolocation, type WatchErrorCode } from '../../core/location/testing/fake-geolocation';
import { flushMicrotasks } from '../../core/shared/testing';
import { PositionErrorCode, ScriptedGeolocation } from './stand-ins/scripted-geolocation';

/** What the contract needs to drive and inspect one implementation of GeolocationPort. */
interface GeolocationHarness {
  readonly port: GeolocationPort;
  emitPosition(lat: number, lng: number, timestamp: number): void;
  emitError(code: WatchErrorCode): void;
  /** The member refuses the permission; open watches hear it. */
  deny(): void;
  setPermission(permission: LocationPermission): void;
  isWatching(): boolean;
  lastWatchOptions(): WatchOptions | undefined;
}

type HarnessFactory = (device: { readonly supported: boolean }) => GeolocationHarness;

const recorder = () => {
  const positions: Position[] = [];
  const errors: string[] = [];
  const observer: PositionObserver = {
    onPosition: (p) => positions.push(p),
    onError: (e) => errors.push(String(e.code)),
  };
  return { positions, errors, observer };
};

const OPTIONS = locationWatchOptions(60_000);

const geolocationContract = (name: string, create: HarnessFactory): void => {
  describe(`GeolocationPort contract — ${name}`, () => {
    const open = (h: GeolocationHarness, observer: PositionObserver) => {
      const watch = h.port.watch(OPTIONS, observer);
      if (!watch.ok) throw new Error(`watch failed: ${String(watch.error.code)}`);
      return watch.value;
    };

    it('LOC-01: a watch delivers readings as positions {lat, lng, timestamp}', () => {
      const h = create({ supported: true });
      const r = recorder();
      open(h, r.observer);
      expect(h.isWatching()).toBe(true);
      h.emitPosition(52.52, 13.405, 1_700_000_000_000);
      h.emitPosition(-33.87, 151.21, 1_700_000_060_000);
      expect(r.positions).toEqual([
        { lat: 52.52, lng: 13.405, timestamp: 1_700_000_000_000 },
        { lat: -33.87, lng: 151.21, timestamp: 1_700_000_060_000 },
      ]);
      expect(r.errors).toEqual([]);
    });

    it('LOC-08: the watch options reach the device unchanged', () => {
      const h = create({ supported: true });
      open(h, recorder().observer);
      expect(h.lastWatchOptions()).toEqual({ timeoutMs: 25_000, highAccuracy: true, maximumAgeMs: 60_000 });
    });

    it('LOC-09: after unsubscribing nothing is delivered and no watch is left open', () => {
      const h = create({ supported: true });
      const r = recorder();
      const unsubscribe = open(h, r.observer);
      unsubscribe();
      unsubscribe();
      h.emitPosition(1, 1, 1);
      h.emitError('LOC.TIMEOUT');
      expect(h.isWatching()).toBe(false);
      expect(r.positions).toEqual([]);
      expect(r.errors).toEqual([]);
    });

    it('LOC-09: closing one of two watches leaves the other delivering', () => {
      const h = create({ supported: true });
      const first = recorder();
      const second = recorder();
      const closeFirst = open(h, first.observer);
      open(h, second.observer);
      closeFirst();
      h.emitPosition(10, 20, 5);
      expect(first.positions).toEqual([]);
      expect(second.positions).toEqual([{ lat: 10, lng: 20, timestamp: 5 }]);
      expect(h.isWatching()).toBe(true);
    });

    it('LOC-10: timeout and unavailable errors arrive with their codes and the watch goes on', () => {
      const h = create({ supported: true });
      const r = recorder();
      open(h, r.observer);
      h.emitError('LOC.TIMEOUT');
      h.emitError('LOC.UNAVAILABLE');
      h.emitPosition(1, 2, 3);
      expect(r.errors).toEqual(['LOC.TIMEOUT', 'LOC.UNAVAILABLE']);
      expect(r.positions).toEqual([{ lat: 1, lng: 2, timestamp: 3 }]);
      expect(h.isWatching()).toBe(true);
    });

    it('LOC-10: a denial arrives as LOC.PERMISSION_DENIED and ends the watch', () => {
      const h = create({ supported: true });
      const r = recorder();
      open(h, r.observer);
      h.deny();
      h.emitPosition(1, 2, 3);
      expect(r.errors).toEqual(['LOC.PERMISSION_DENIED']);
      expect(r.positions).toEqual([]);
      expect(h.isWatching()).toBe(false);
    });

    it('LOC-10: a watch opened without permission fails asynchronously with LOC.PERMISSION_DENIED', async () => {
      const h = create({ supported: true });
      h.setPermission('denied');
      const r = recorder();
      open(h, r.observer);
      expect(r.errors).toEqual([]);
      await flushMicrotasks();
      expect(r.errors).toEqual(['LOC.PERMISSION_DENIED']);
      expect(h.isWatching()).toBe(false);
    });

    it('LOC-10: out-of-range coordinates from the device arrive as LOC.UNAVAILABLE', () => {
      const h = create({ supported: true });
      const r = recorder();
      open(h, r.observer);
      h.emitPosition(91, 0, 1);
      h.emitPosition(0, Number.NaN, 1);
      expect(r.positions).toEqual([]);
      expect(r.errors).toEqual(['LOC.UNAVAILABLE', 'LOC.UNAVAILABLE']);
    });

    it('LOC-10: without a location service, watch answers LOC.NOT_SUPPORTED and the permission is unknown', async () => {
      const h = create({ supported: false });
      const watch = h.port.watch(OPTIONS, recorder().observer);
      expect(watch.ok ? 'watching' : watch.error.code).toBe('LOC.NOT_SUPPORTED');
      expect(await h.port.permission()).toBe('unknown');
    });

    it('LOC-07: the permission reads back as unknown, granted or denied', async () => {
      const h = create({ supported: true });
      expect(await h.port.permission()).toBe('unknown');
      for (const p of ['granted', 'denied', 'unknown'] as const) {
        h.setPermission(p);
        expect(await h.port.permission()).toBe(p);
      }
    });
  });
};

geolocationContract('FakeGeolocation', ({ supported }) => {
  const fake = new FakeGeolocation({ supported });
  return {
    port: fake,
    emitPosition: (lat, lng, t) => fake.emitPosition(lat, lng, t),
    emitError: (code) => fake.emitError(code),
    deny: () => fake.deny(),
    setPermission: (p) => fake.setPermission(p),
    isWatching: () => fake.isWatching,
    lastWatchOptions: () => fake.lastWatchOptions,
  };
});

const BROWSER_CODES: Readonly<Record<WatchErrorCode, number>> = {
  'LOC.PERMISSION_DENIED': PositionErrorCode.PERMISSION_DENIED,
  'LOC.UNAVAILABLE': PositionErrorCode.POSITION_UNAVAILABLE,
  'LOC.TIMEOUT': PositionErrorCode.TIMEOUT,
};

const BROWSER_STATES: Readonly<Record<LocationPermission, PermissionState>> = {
  unknown: 'prompt',
  granted: 'granted',
  denied: 'denied',
};

geolocationContract('NavigatorGeolocation over a scripted navigator.geolocation', ({ supported }) => {
  const device = new ScriptedGeolocation();
  const port = supported ? new NavigatorGeolocation(device, device) : new NavigatorGeolocation(null, null);
  return {
    port,
    emitPosition: (lat, lng, t) => device.emitPosition(lat, lng, t),
    emitError: (code) => device.emitError(BROWSER_CODES[code], code),
    deny: () => {
      device.state = 'denied';
      device.emitError(PositionErrorCode.PERMISSION_DENIED, 'User denied Geolocation');
    },
    setPermission: (p) => {
      device.state = BROWSER_STATES[p];
    },
    isWatching: () => device.watchCount > 0,
    lastWatchOptions: () => {
      const o = device.lastOptions;
      return o && { timeoutMs: o.timeout ?? Number.NaN, highAccuracy: o.enableHighAccuracy ?? false, maximumAgeMs: o.maximumAge ?? Number.NaN };
    },
  };
});
