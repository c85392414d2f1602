import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpDevicesApi } from '../../adapters/devices/http-devices-api';
import { FakeAuthTokenSource } from '../../core/api/testing';
import type { DevicesApiPort, SignedInDevice } from '../../core/devices';
import { fakeDevice, FakeDevicesApi } from '../../core/devices/testing/fake-devices-api';
import type { AppError, Result } from '../../core/shared';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';
import { memberSignedInByPhone } from './support/signed-in-member';

/** One `DevicesApiPort` with the far end it talks to. */
interface DevicesHarness {
  /** The port, speaking for the device that signed in first. */
  readonly api: DevicesApiPort;
  /** The member signs in on one more device, with this browser; the first call is the port's own device. */
  signIn(userAgent: string): Promise<void>;
}

type DevicesWorld = ContractWorld<DevicesHarness>;

const PHONE = '+14155550166';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
/** A well-formed id nobody has. */
const UNKNOWN_ID = '0123456789abcdef01234567';

const LABELS: Readonly<Record<string, string>> = { [FIREFOX_LINUX]: 'Firefox on Linux', [CHROME_ANDROID]: 'Chrome on Android' };

const fakeWorld: DevicesWorld = {
  start: async () => {},
  open: async () => {
    const fake = new FakeDevicesApi();
    let n = 0;
    return {
      api: fake,
      signIn: async (userAgent) => {
        n += 1;
        fake.devices.push(fakeDevice(`d${n}`, { device: LABELS[userAgent] ?? null, signedInAt: n * 1000, lastActiveAt: n * 1000, current: n === 1 }));
      },
    };
  },
  stop: async () => {},
};

/** `HttpDevicesApi` over the real ky client against the reference server; each device signs in from its own client. */
const serverWorld = (): DevicesWorld =>
  referenceServerWorld((t) => {
    const tokens = new FakeAuthTokenSource();
    let first = true;
    return {
      api: new HttpDevicesApi(pageClient(t, tokens)),
      signIn: async (userAgent) => {
        t.time.advance(31_000);
        const login = await memberSignedInByPhone(t.client().with({ 'user-agent': userAgent }), t.database.db, PHONE, 'Jane');
        if (first) tokens.set(login.authToken);
        first = false;
      },
    };
  });

const valueOf = <T>(result: Result<T, AppError>, what: string): T => {
  if (!result.ok) throw new Error(`${what} failed with ${String(result.error.code)}`);
  return result.value;
};

const devicesContract = (name: string, world: DevicesWorld) =>
  describe(`DevicesApiPort contract: ${name}`, () => {
    let h: DevicesHarness;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
    });

    const list = async (): Promise<readonly SignedInDevice[]> => valueOf(await h.api.list(), 'listing');

    it('SEC-SESS-01: list answers every signed-in device with its label and times, the asking one current', async () => {
      await h.signIn(FIREFOX_LINUX);
      await h.signIn(CHROME_ANDROID);
      const devices = await list();
      expect(devices).toHaveLength(2);
      expect(devices.find((d) => d.current)?.device).toBe('Firefox on Linux');
      expect(devices.find((d) => !d.current)?.device).toBe('Chrome on Android');
      for (const device of devices) {
        expect(device.id).toMatch(/\S/);
        expect(Number.isFinite(device.signedInAt) && Number.isFinite(device.lastActiveAt)).toBe(true);
      }
    });

    it('SEC-SESS-02: end removes another device; ending it again or an unknown id is 40400; the asking device is 40900', async () => {
      await h.signIn(FIREFOX_LINUX);
      await h.signIn(CHROME_ANDROID);
      const [own, other] = [(await list()).find((d) => d.current)!, (await list()).find((d) => !d.current)!];
      expect((await h.api.end(other.id)).ok).toBe(true);
      expect((await list()).map((d) => d.id)).toEqual([own.id]);
      expect(await h.api.end(other.id)).toMatchObject({ ok: false, error: { code: 40400 } });
      expect(await h.api.end(UNKNOWN_ID)).toMatchObject({ ok: false, error: { code: 40400 } });
      expect(await h.api.end(own.id)).toMatchObject({ ok: false, error: { code: 40900 } });
    });

    it('SEC-SESS-03: endOthers ends every other device and answers how many', async () => {
      await h.signIn(FIREFOX_LINUX);
      await h.signIn(CHROME_ANDROID);
      await h.signIn(CHROME_ANDROID);
      expect(valueOf(await h.api.endOthers(), 'ending the others')).toBe(2);
      expect((await list()).map((d) => d.current)).toEqual([true]);
      expect(valueOf(await h.api.endOthers(), 'ending none')).toBe(0);
    });
  });

devicesContract('fake', fakeWorld);
devicesContract('HTTP adapter against the reference server', serverWorld());
