import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NavigatorConnectivity } from '../../adapters/connectivity/navigator-connectivity';
import type { ConnectivityPort } from '../../core/app';
import { FakeConnectivity } from '../../core/app/testing/fake-connectivity';
import { StandInNetworkWindow } from './stand-ins/stand-in-network-window';

/** What the contract needs to drive one implementation of ConnectivityPort. */
interface ConnectivityHarness {
  readonly port: ConnectivityPort;
  setOnline(online: boolean): void;
}

const connectivityContract = (name: string, create: (online: boolean) => ConnectivityHarness): void => {
  describe(`ConnectivityPort contract — ${name}`, () => {
    it('APP-05: isOnline reports the current state', () => {
      expect(create(true).port.isOnline()).toBe(true);
      const h = create(false);
      expect(h.port.isOnline()).toBe(false);
      h.setOnline(true);
      expect(h.port.isOnline()).toBe(true);
    });

    it('APP-05: a subscriber hears each change with the new state, which isOnline already reports', () => {
      const h = create(true);
      const heard: Array<[boolean, boolean]> = [];
      h.port.subscribe((online) => heard.push([online, h.port.isOnline()]));
      h.setOnline(false);
      h.setOnline(true);
      expect(heard).toEqual([
        [false, false],
        [true, true],
      ]);
    });

    it('APP-05: an unsubscribed listener hears nothing while others still do', () => {
      const h = create(true);
      const gone: boolean[] = [];
      const kept: boolean[] = [];
      const unsubscribe = h.port.subscribe((online) => gone.push(online));
      h.port.subscribe((online) => kept.push(online));
      unsubscribe();
      unsubscribe();
      h.setOnline(false);
      expect(gone).toEqual([]);
      expect(kept).toEqual([false]);
    });

    it('APP-05: for any sequence of settings, listeners hear exactly the changes', () => {
      fc.assert(
        fc.property(fc.boolean(), fc.array(fc.boolean(), { maxLength: 30 }), (initial, settings) => {
          const h = create(initial);
          const heard: boolean[] = [];
          const unsubscribe = h.port.subscribe((online) => heard.push(online));
          const expected: boolean[] = [];
          let current = initial;
          for (const online of settings) {
            h.setOnline(online);
            if (online !== current) expected.push(online);
            current = online;
          }
          unsubscribe();
          expect(heard).toEqual(expected);
          expect(h.port.isOnline()).toBe(current);
        }),
      );
    });
  });
};

connectivityContract('FakeConnectivity', (online) => {
  const fake = new FakeConnectivity(online);
  return { port: fake, setOnline: (value) => fake.setOnline(value) };
});

connectivityContract('NavigatorConnectivity over a window with online/offline events', (online) => {
  const window = new StandInNetworkWindow(online);
  return { port: new NavigatorConnectivity(window.navigator, window), setOnline: (value) => window.setOnline(value) };
});
