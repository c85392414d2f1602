import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { MILE_COUNTRIES } from '../../core/location';
import { readAppSettings, readLevers } from '../../core/startup';
import { countryAt } from '../geo/country';
import { signedInMember } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';
import { appSettingsFor, PAYWALL_FEATURES, TIERLESS_COUNTRIES, tiersEnabledIn } from './app-settings';
import { ROUTE_LEVERS } from '../../core/routing/route-gates';
import { LEVERS_ON_BY_DEFAULT } from '../../core/startup/levers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

/** A place in each country whose rules differ, and a few whose rules do not. */
const PLACES = {
  Berlin: { lat: 52.52, lon: 13.405, country: null },
  Paris: { lat: 48.857, lon: 2.352, country: null },
  'New York': { lat: 40.713, lon: -74.006, country: 'US' },
  'Los Angeles': { lat: 34.052, lon: -118.244, country: 'US' },
  Anchorage: { lat: 61.218, lon: -149.9, country: 'US' },
  Honolulu: { lat: 21.307, lon: -157.858, country: 'US' },
  London: { lat: 51.507, lon: -0.128, country: 'GB' },
  Belfast: { lat: 54.597, lon: -5.93, country: 'GB' },
  Dublin: { lat: 53.35, lon: -6.26, country: 'IE' },
  Toronto: { lat: 43.653, lon: -79.383, country: 'CA' },
  Montreal: { lat: 45.5, lon: -73.567, country: 'CA' },
  Monterrey: { lat: 25.686, lon: -100.316, country: 'MX' },
  Monrovia: { lat: 6.301, lon: -10.797, country: 'LR' },
  Yangon: { lat: 16.866, lon: 96.195, country: 'MM' },
  Bangkok: { lat: 13.756, lon: 100.502, country: 'TH' },
  Tunis: { lat: 36.806, lon: 10.181, country: 'TN' },
  Accra: { lat: 5.603, lon: -0.187, country: 'GH' },
  Cotonou: { lat: 6.366, lon: 2.418, country: 'BJ' },
  Lagos: { lat: 6.524, lon: 3.379, country: null },
  Riyadh: { lat: 24.713, lon: 46.675, country: 'SA' },
  Jeddah: { lat: 21.543, lon: 39.173, country: 'SA' },
  Dubai: { lat: 25.205, lon: 55.271, country: 'AE' },
  Manama: { lat: 26.223, lon: 50.587, country: 'BH' },
  Doha: { lat: 25.285, lon: 51.531, country: 'QA' },
  Taipei: { lat: 25.033, lon: 121.565, country: 'TW' },
} as const;

const meta = (body?: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  t.client().post('/v2/meta', { ...(body === undefined ? {} : { body }), ...options });

describe('where a position is (coarsely)', () => {
  it('places capitals and big cities in the right country, neighbours carved out of their large neighbours', () => {
    for (const [name, place] of Object.entries(PLACES)) expect(countryAt(place.lat, place.lon), name).toBe(place.country);
  });
});

describe('POST /v2/meta: app settings', () => {
  it('CONF-05: answers the app settings signed out, with an empty body or none at all', async () => {
    for (const body of [undefined, {}]) {
      const answer = await meta(body);
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toEqual({ status: 200 });
      expect(answer.body.data).toMatchObject({
        isGoldEnabled: true,
        isPlatinumEnabled: true,
        isPlusEnabled: true,
        isConsumablesEnabled: true,
        typingPulseInterval: 2000,
        typingTimeout: 5000,
        distanceUnit: 'km',
        emailVerificationRequired: false,
        emailVerificationDismissible: true,
        canEditEmail: true,
        ageVerificationStatus: 'not_needed',
        isTermsAcceptanceNeeded: false,
        showTerms: false,
        themePreference: 'unknown',
        themeDevicePreference: 'system',
        recsToolbarIsOpened: false,
        layout: 'auto',
        superlikeAlcMode: 'default',
        chatSuggestionConsents: { enabled: true, code: 'chat_suggestion', categoryCode: 'message' },
      });
      expect(answer.body.data.termsVersion).toEqual(expect.any(String));
      expect(answer.body.data.orientations.length).toBeGreaterThan(3);
      // The client's reader (core/startup) finds every field it needs.
      expect(readAppSettings(answer.body.data).missing).toEqual([]);
    }
  });

  it('CONF-05: the optional start-id header is accepted', async () => {
    expect((await meta({ lat: 52.52, lon: 13.405 }, { headers: { 'start-id': 'f3b1c2d4-start' } })).status).toBe(200);
  });

  it('PROF-04: company, job title and school are limited to 128 characters', async () => {
    expect((await meta()).body.data.maxLengths).toEqual({ company: 128, jobTitle: 128, school: 128 });
  });

  it('PUR-08: the paywall feature lists use the nine feature names, and the top tier has all of them', async () => {
    const lists = (await meta()).body.data.paywallFeatures;
    for (const tier of ['plus', 'gold', 'platinum']) for (const feature of lists[tier]) expect(PAYWALL_FEATURES).toContain(feature);
    expect([...lists.platinum].sort()).toEqual([...PAYWALL_FEATURES].sort());
    expect(lists.plus.every((feature: string) => lists.gold.includes(feature))).toBe(true);
  });

  it('CONF-01, CONF-04: the tier toggles are off in TN, GH, BJ, SA, AE, BH, TW and on elsewhere', async () => {
    for (const [name, place] of Object.entries(PLACES)) {
      const data = (await meta({ lat: place.lat, lon: place.lon })).body.data;
      const on = !['TN', 'GH', 'BJ', 'SA', 'AE', 'BH', 'TW'].includes(place.country ?? '');
      expect({ name, gold: data.isGoldEnabled, platinum: data.isPlatinumEnabled, plus: data.isPlusEnabled, consumables: data.isConsumablesEnabled }).toEqual({
        name,
        gold: on,
        platinum: on,
        plus: on,
        consumables: on,
      });
    }
  });

  it('LOC-06: the distance unit is miles in the US, GB, LR and MM, kilometres elsewhere', async () => {
    for (const [name, place] of Object.entries(PLACES)) {
      const unit = (await meta({ lat: place.lat, lon: place.lon })).body.data.distanceUnit;
      expect({ name, unit }).toEqual({ name, unit: ['US', 'GB', 'LR', 'MM'].includes(place.country ?? '') ? 'mi' : 'km' });
    }
  });

  it('CONF-01, LOC-06: without a position the x-country-code header decides (any case); a position wins over it', async () => {
    expect((await meta(undefined, { headers: { 'x-country-code': 'us' } })).body.data).toMatchObject({ country: 'US', distanceUnit: 'mi', isGoldEnabled: true });
    expect((await meta({}, { headers: { 'x-country-code': 'SA' } })).body.data).toMatchObject({ country: 'SA', isGoldEnabled: false, isConsumablesEnabled: false });
    expect((await meta({ lat: 52.52, lon: 13.405 }, { headers: { 'x-country-code': 'US' } })).body.data).toMatchObject({ distanceUnit: 'km', isGoldEnabled: true });
    // Anything but two letters is no country at all.
    expect((await meta(undefined, { headers: { 'x-country-code': 'USA' } })).body.data).toMatchObject({ country: null, distanceUnit: 'km' });
  });

  it('CONF-01 [PBT]: tiers are on exactly outside the seven countries', () => {
    const code = fc.tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ')).map(([a, b]) => `${a}${b}`);
    fc.assert(
      fc.property(fc.option(fc.oneof(code, fc.constantFrom(...TIERLESS_COUNTRIES)), { nil: null }), fc.boolean(), (country, signedIn) => {
        const settings = appSettingsFor({ country, signedIn });
        const on = country === null || !TIERLESS_COUNTRIES.has(country);
        expect(tiersEnabledIn(country)).toBe(on);
        expect([settings.isGoldEnabled, settings.isPlatinumEnabled, settings.isPlusEnabled, settings.isConsumablesEnabled]).toEqual([on, on, on, on]);
        expect(settings.distanceUnit).toBe(country !== null && MILE_COUNTRIES.has(country) ? 'mi' : 'km');
      }),
    );
  });

  it('signed in: the member`s position is kept and decides later answers that carry none; the tier theme is known', async () => {
    const member = await signedInMember(t.client(), t.database.db, '+14155550111');
    const london = await meta({ lat: PLACES.London.lat, lon: PLACES.London.lon }, { token: member.authToken! });
    expect(london.body.data).toMatchObject({ distanceUnit: 'mi', themePreference: 'regular' });
    const [row] = await t.database.db.query<{ lat: number; lng: number }>('SELECT lat, lng FROM users WHERE id = $1', [member.userId]);
    expect(row).toEqual({ lat: PLACES.London.lat, lng: PLACES.London.lon });
    expect((await meta(undefined, { token: member.authToken! })).body.data).toMatchObject({ country: 'GB', distanceUnit: 'mi' });
    // Signed out, the same empty request knows nothing of London.
    expect((await meta()).body.data).toMatchObject({ country: null, distanceUnit: 'km', themePreference: 'unknown' });
  });

  it('a token that is not a live member token is ignored: the settings are answered signed out, nothing is stored', async () => {
    const answer = await meta({ lat: 51.5, lon: -0.12 }, { token: 'not-a-token' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.themePreference).toBe('unknown');
    expect((await t.database.rowCounts())['users']).toBe(0);
  });

  it('bad input is a 400/40000 and writes nothing: one coordinate alone, out of range, not a number, unknown fields', async () => {
    const member = await signedInMember(t.client(), t.database.db, '+14155550112');
    const before = await t.database.rowCounts();
    for (const body of [{ lat: 52.5 }, { lon: 13.4 }, { lat: 91, lon: 0 }, { lat: 0, lon: -181 }, { lat: '52.5', lon: 13.4 }, { lat: 52.5, lon: 13.4, city: 'Berlin' }, [1, 2], 'x']) {
      const answer = await meta(body, { token: member.authToken! });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe(ErrorCode.BAD_REQUEST);
    }
    const [row] = await t.database.db.query<{ lat: number | null }>('SELECT lat FROM users WHERE id = $1', [member.userId]);
    expect(row?.lat).toBeNull();
    expect(await t.database.rowCounts()).toEqual(before);
  });

  it('an unreadable, oversized or non-JSON body is a 4xx with a code, never a 5xx', async () => {
    const client = t.client();
    const send = (body: string, type: string) => client.fetch('/v2/meta', { method: 'POST', headers: { 'content-type': type }, body });
    const cases = [
      [await send('{"lat": 52.5,', 'application/json'), 400],
      [await send(JSON.stringify({ lat: 1, lon: 2, pad: 'x'.repeat(70_000) }), 'application/json'), 413],
      [await send('lat=1&lon=2', 'application/x-www-form-urlencoded'), 415],
      [await send('{"__proto__": {"admin": true}}', 'application/json'), 400],
    ] as const;
    for (const [response, status] of cases) {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { code: number } }).error.code).toBe(status * 100);
    }
  });
});

describe('POST /v2/buckets: levers', () => {
  it('LEV-03: answers every lever with its pid and value, signed out and signed in, whatever experiments are named', async () => {
    const member = await signedInMember(t.client(), t.database.db, '+14155550113');
    for (const [body, token] of [
      [undefined, undefined],
      [{}, undefined],
      [{ experiments: ['gold', 'websocket'], device_id: 'device-1' }, undefined],
      [{ experiments: { gold: 1, theme: 'dark', beta: true } }, member.authToken!],
    ] as const) {
      const answer = await t.client().post('/v2/buckets', { ...(body === undefined ? {} : { body }), ...(token === undefined ? {} : { token }) });
      expect(answer.status).toBe(200);
      const levers = answer.body.data.levers as Record<string, { pid: string; value: unknown }>;
      expect(Object.keys(levers).length).toBeGreaterThan(10);
      for (const lever of Object.values(levers)) expect(lever).toEqual({ pid: expect.stringMatching(/^\S+$/), value: expect.anything() });
      // The client's reader (core/startup) takes every lever.
      expect(readLevers(answer.body.data).skipped).toEqual([]);
    }
  });

  it('LEV-04, ONB-20: gold, platinum, plus, consumables, web payment, websocket, select onboarding, sdk enabled, onboarding dismiss and music-service link are on', async () => {
    const levers = (await t.client().post('/v2/buckets')).body.data.levers;
    expect(LEVERS_ON_BY_DEFAULT).toEqual(['gold', 'platinum', 'plus', 'consumables', 'webPayment', 'websocket', 'selectOnboarding', 'sdkEnabled', 'onboardingDismiss', 'musicServiceLink']);
    for (const name of LEVERS_ON_BY_DEFAULT) expect(levers[name].value, name).toBe(true);
  });

  it('LEV-04, ROUTE-14, ROUTE-24, ROUTE-25: the levers the client`s routes are gated by are off', async () => {
    const levers = (await t.client().post('/v2/buckets')).body.data.levers;
    expect([...ROUTE_LEVERS].sort()).toEqual(['customBanScreen', 'developerTools', 'giftCard', 'matchmaker', 'preferences', 'select']);
    for (const name of ROUTE_LEVERS) expect(levers[name].value, name).toBe(false);
  });

  it('bad input is a 400/40000: wrong types, unknown fields, oversized lists', async () => {
    for (const body of [{ experiments: 'gold' }, { experiments: [1, 2] }, { device_id: 42 }, { device: 'x' }, { experiments: Array.from({ length: 501 }, (_, i) => `e${i}`) }]) {
      const answer = await t.client().post('/v2/buckets', { body });
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.error.code).toBe(ErrorCode.BAD_REQUEST);
    }
  });
});
