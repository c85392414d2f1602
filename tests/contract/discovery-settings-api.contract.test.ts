import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpDiscoverySettingsApi } from '../../adapters/discovery-settings/http-discovery-settings-api';
import { FakeAuthTokenSource } from '../../core/api/testing';
import { DEFAULT_DISCOVERY_SETTINGS, DEFAULT_VISIBILITY, type DiscoverySettingsApiPort, type DiscoverySettingsError } from '../../core/discovery-settings';
import { FakeDiscoverySettingsApi } from '../../core/discovery-settings/testing/fake-discovery-settings-api';
import { ErrorCode } from '../../core/errors/error-codes';
import type { Result } from '../../core/shared';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';
import { memberSignedInByPhone } from './support/signed-in-member';

/** One `DiscoverySettingsApiPort` with the far end it talks to. */
interface SettingsHarness {
  readonly api: DiscoverySettingsApiPort;
  signIn(name: string): Promise<void>;
  /** The member's tier becomes a paid one (plus controls and preference filters). */
  upgrade(): Promise<void>;
}

type SettingsWorld = ContractWorld<SettingsHarness>;

const fakeWorld: SettingsWorld = {
  start: async () => {},
  open: async () => {
    const fake = new FakeDiscoverySettingsApi();
    return { api: fake, signIn: async () => {}, upgrade: async () => void (fake.tier = 'plus') };
  },
  stop: async () => {},
};

/** `HttpDiscoverySettingsApi` over the real ky client against the reference server in-process. */
const serverWorld = (): SettingsWorld =>
  referenceServerWorld((t) => {
    const tokens = new FakeAuthTokenSource();
    let memberId: string | undefined;
    return {
      api: new HttpDiscoverySettingsApi(pageClient(t, tokens)),
      signIn: async (name) => {
        const login = await memberSignedInByPhone(t.client(), t.database.db, '+14155550701', name);
        tokens.set(login.authToken);
        memberId = login.userId;
      },
      upgrade: async () => {
        await t.database.db.query("UPDATE users SET tier = 'plus' WHERE id = $1", [memberId]);
      },
    };
  });

const valueOf = <T>(result: Result<T, DiscoverySettingsError>, what: string): T => {
  if (!result.ok) throw new Error(`${what} failed with ${String(result.error.code)}`);
  return result.value;
};
const failureOf = <T>(result: Result<T, DiscoverySettingsError>, what: string): DiscoverySettingsError => {
  if (result.ok) throw new Error(`${what} was answered: ${JSON.stringify(result.value)}`);
  return result.error;
};

const settingsContract = (name: string, world: SettingsWorld) =>
  describe(`DiscoverySettingsApiPort contract: ${name}`, () => {
    let h: SettingsHarness;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
      await h.signIn('Jane');
    });

    it('SET-04, SET-10, RECS-11: a new member`s profile gives the default settings and visibility, no preference-filter access, and the allowances', async () => {
      const profile = valueOf(await h.api.load(), 'loading');
      expect(profile.settings).toEqual(DEFAULT_DISCOVERY_SETTINGS);
      expect(profile.visibility).toEqual(DEFAULT_VISIBILITY);
      expect(profile.preferenceFilterAccess).toMatchObject({ allow: false });
      expect(profile.allowances).toEqual({ likesRemaining: 100, superLikes: { remaining: 1, perDay: 1, purchased: 0 }, swipeNotes: 0, bouncerBypasses: 0 });
    });

    it('SET-04: a saved change is answered as stored and loads back; what it leaves out stays', async () => {
      const saved = valueOf(await h.api.save({ discovery: { ageMin: 25, ageMax: 1000, distanceMax: 30, genders: [0, 2], global: true, autoExpansion: { distance: true } } }), 'saving');
      const expected = { ...DEFAULT_DISCOVERY_SETTINGS, ageMin: 25, distanceMax: 30, genders: [0, 2], global: true, autoExpansion: { age: false, distance: true } };
      expect(saved.settings).toEqual(expected);
      expect(valueOf(await h.api.load(), 'loading').settings).toEqual(expected);
    });

    it('SET-02: values out of bounds fail with 40000 and each refused field; nothing is saved', async () => {
      const refused = failureOf(await h.api.save({ discovery: { ageMin: 17, distanceMax: 101, preferences: { minPhotos: 10 } } }), 'saving out of bounds');
      expect(refused.code).toBe(ErrorCode.BAD_REQUEST);
      expect(refused.fields).toEqual([
        { field: 'ageMin', reason: 'range', min: 18, max: 100 },
        { field: 'distanceMax', reason: 'range', min: 1, max: 100 },
        { field: 'numPhotosMin', reason: 'range', min: 1, max: 9 },
      ]);
      expect(failureOf(await h.api.save({ discovery: { ageMin: 40, ageMax: 30 } }), 'saving an upside-down range').fields).toEqual([{ field: 'ageMin', reason: 'order' }]);
      expect(valueOf(await h.api.load(), 'loading').settings).toEqual(DEFAULT_DISCOVERY_SETTINGS);
    });

    it('SET-07, SET-10: without a paid tier, preference filters and plus controls fail with the paywall code and what it names; with one they save', async () => {
      const filters = failureOf(await h.api.save({ discovery: { preferences: { hasBio: true } } }), 'a preference filter');
      expect([filters.code, filters.paywall]).toEqual([ErrorCode.PAYWALL_REQUIRED, { feature: 'preference_filters', requiredTier: 'plus' }]);
      const plus = failureOf(await h.api.save({ visibility: { plusControl: { hideDistance: true } } }), 'a plus control');
      expect([plus.code, plus.paywall]).toEqual([ErrorCode.PAYWALL_REQUIRED, { feature: 'your_profile', requiredTier: 'plus' }]);
      expect(valueOf(await h.api.save({ visibility: { discoverable: false, presenceHidden: true } }), 'free toggles').visibility).toMatchObject({ discoverable: false, presenceHidden: true });
      await h.upgrade();
      expect(valueOf(await h.api.load(), 'loading').preferenceFilterAccess).toMatchObject({ allow: true });
      const saved = valueOf(await h.api.save({ discovery: { preferences: { hasBio: true, passions: ['it_7'] } }, visibility: { plusControl: { hideDistance: true, discoverableParty: 'liked' } } }), 'paid');
      expect(saved.settings.preferences).toEqual({ minPhotos: 1, hasBio: true, isVerified: false, passions: ['it_7'] });
      expect(saved.visibility.plusControl).toMatchObject({ hideDistance: true, discoverableParty: 'liked' });
    });
  });

settingsContract('FakeDiscoverySettingsApi', fakeWorld);
settingsContract('HttpDiscoverySettingsApi over ky and the reference server', serverWorld());
