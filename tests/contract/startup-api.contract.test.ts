import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpStartupApi } from '../../adapters/startup/http-startup-api';
import { ROUTE_LEVERS } from '../../core/routing/route-gates';
import type { AppError, Result } from '../../core/shared';
import { LEVERS_ON_BY_DEFAULT, leverOn, readAppSettings, readLevers, type StartupApiPort } from '../../core/startup';
import { FakeStartupApi } from '../../core/startup/testing/fake-startup-api';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { pageClient } from './support/reference-server-world';

/** What plays the provider: started once per suite. */
interface StartupWorld {
  start(): Promise<StartupApiPort>;
  stop(): Promise<void>;
}

const DEVICE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';

const fakeWorld: StartupWorld = {
  start: async () => new FakeStartupApi(),
  stop: async () => {},
};

/** `HttpStartupApi` over the real ky client, signed out, against the reference server as a page of its origin. */
const serverWorld = (): StartupWorld => {
  let server: TestServer | undefined;
  return {
    start: async () => {
      server = await startTestServer();
      return new HttpStartupApi(pageClient(server));
    },
    stop: async () => {
      await server?.close();
      server = undefined;
    },
  };
};

const dataOf = (result: Result<unknown, AppError>): unknown => {
  if (!result.ok) throw new Error(`the call failed with ${String(result.error.code)}`);
  return result.value;
};

const startupContract = (name: string, world: StartupWorld) =>
  describe(`StartupApiPort contract: ${name}`, () => {
    let api: StartupApiPort;
    beforeAll(async () => {
      api = await world.start();
    }, 60_000);
    afterAll(() => world.stop());

    it('CONF-05, PROF-04: the app settings answer carries every field the client reads, each of a readable type (nothing falls back to a default); profile texts are limited to 128 characters', async () => {
      const { settings, missing } = readAppSettings(dataOf(await api.fetchAppSettings()));
      expect(missing).toEqual([]);
      expect(settings.maxLengths).toEqual({ company: 128, jobTitle: 128, school: 128 });
    });

    it('LEV-03: the levers answer is read entry by entry with none skipped, each lever with a non-empty experiment id', async () => {
      const { levers, skipped } = readLevers(dataOf(await api.fetchLevers(DEVICE_ID)));
      expect(skipped).toEqual([]);
      expect(Object.keys(levers).length).toBeGreaterThan(0);
      for (const [lever, { pid }] of Object.entries(levers)) expect({ lever, pid }).toEqual({ lever, pid: expect.stringMatching(/./) });
    });

    it('LEV-04: the switches on by default are on, and the levers of the flag-gated routes (ROUTE-14, ROUTE-24, ROUTE-25) are off', async () => {
      const { levers } = readLevers(dataOf(await api.fetchLevers(DEVICE_ID)));
      const on = (names: readonly string[]) => Object.fromEntries(names.map((lever) => [lever, leverOn(levers, lever)]));
      expect(on(LEVERS_ON_BY_DEFAULT)).toEqual(Object.fromEntries(LEVERS_ON_BY_DEFAULT.map((lever) => [lever, true])));
      expect(on(ROUTE_LEVERS)).toEqual(Object.fromEntries(ROUTE_LEVERS.map((lever) => [lever, false])));
    });

    it('LEV-03, LEV-04: a device without an id yet (an empty device id) is answered too: readable levers, the default switches on', async () => {
      const { levers, skipped } = readLevers(dataOf(await api.fetchLevers('')));
      expect(skipped).toEqual([]);
      expect(LEVERS_ON_BY_DEFAULT.filter((lever) => !leverOn(levers, lever))).toEqual([]);
    });
  });

startupContract('FakeStartupApi', fakeWorld);
startupContract('HttpStartupApi over ky and the reference server', serverWorld());
