import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpPrivacyApi } from '../../adapters/privacy/http-privacy-api';
import { FakeAuthTokenSource } from '../../core/api/testing';
import { buildUpdate, rejectOptional, type PrivacyApiPort } from '../../core/privacy';
import { FakePrivacyApi } from '../../core/privacy/testing/fake-privacy-api';
import type { AppError, Result } from '../../core/shared';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';
import { memberSignedInByPhone } from './support/signed-in-member';

/** One `PrivacyApiPort`, for a signed-in member. */
interface PrivacyHarness {
  readonly api: PrivacyApiPort;
}
type PrivacyWorld = ContractWorld<PrivacyHarness>;

const fakeWorld: PrivacyWorld = { start: async () => {}, open: async () => ({ api: new FakePrivacyApi() }), stop: async () => {} };

let phones = 0;
const serverWorld = (): PrivacyWorld =>
  referenceServerWorld(async (t) => {
    const tokens = new FakeAuthTokenSource();
    phones += 1;
    const login = await memberSignedInByPhone(t.client(), t.database.db, `+1415555${String(2200 + phones)}`, 'Ines');
    tokens.set(login.authToken);
    return { api: new HttpPrivacyApi(pageClient(t, tokens)) };
  });

const valueOf = <T>(result: Result<T, AppError>, what: string): T => {
  if (!result.ok) throw new Error(`${what} failed with ${String(result.error.code)}`);
  return result.value;
};

const privacyContract = (name: string, world: PrivacyWorld) =>
  describe(`PrivacyApiPort contract: ${name}`, () => {
    let h: PrivacyHarness;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
    });

    it('PRIV-12, PRIV-01: geo answers the catalogue in camelCase, the necessary category first and not changeable, the optional ones off (an unknown country)', async () => {
      const geo = valueOf(await h.api.geo(), 'geo');
      expect(geo.categories.map((c) => c.code)).toEqual(['strictly_necessary', 'functional', 'analytics', 'advertising', 'social']);
      expect(geo.categories[0]).toMatchObject({ changeable: false, defaultValue: true });
      for (const c of geo.categories.slice(1)) expect(c).toMatchObject({ changeable: true, defaultValue: false, requiresInput: true });
      expect(geo.categories.find((c) => c.code === 'analytics')?.consents.map((k) => k.code)).toEqual(['google_analytics', 'mg_reporting']);
    });

    it('PRIV-08, PRIV-06: a member without answers has none; an update or a guest`s answers are read back', async () => {
      expect(valueOf(await h.api.memberConsents(), 'read')).toMatchObject({ answers: {}, respondedAt: null, messaging: 'not_accepted' });
      const categories = valueOf(await h.api.geo(), 'geo').categories;
      const saved = valueOf(await h.api.sendGuestConsents(buildUpdate(categories, rejectOptional(categories))), 'guest answers');
      expect(saved.answers).toMatchObject({ strictly_necessary: true, analytics: false, google_analytics: false, advertising: false });
      const changed = valueOf(await h.api.update(buildUpdate(categories, { analytics: true })), 'update');
      expect(changed.answers).toMatchObject({ analytics: true, google_analytics: true, advertising: false });
      expect(valueOf(await h.api.memberConsents(), 'read').answers).toMatchObject({ analytics: true, advertising: false });
    });

    it('PRIV-14, PRIV-19: the messaging consent follows accept and revoke; the current terms can be accepted', async () => {
      expect(valueOf(await h.api.messaging('accept'), 'accept')).toBe('accepted');
      expect(valueOf(await h.api.memberConsents(), 'read').messaging).toBe('accepted');
      expect(valueOf(await h.api.messaging('revoke'), 'revoke')).toBe('not_accepted');
      const terms = valueOf(await h.api.memberConsents(), 'read').terms;
      expect(terms).toEqual({ isTermsAcceptanceNeeded: false, showTerms: false, termsVersion: '2026-01-01' });
      expect((await h.api.acceptTerms('2026-01-01')).ok).toBe(true);
      expect((await h.api.acceptTerms('2025-06-01')).ok).toBe(false);
    });
  });

privacyContract('fake', fakeWorld);
privacyContract('HTTP adapter against the reference server', serverWorld());
