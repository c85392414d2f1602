import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryStorage } from '../shared/testing';
import {
  acceptAll,
  applyFetched,
  buildUpdate,
  chatSuggestionsAllowed,
  ConsentCallsUseCase,
  COOKIE_MAX_AGE_SECONDS,
  gpcApplies,
  gpcChoices,
  INITIAL_PRIVACY_STATE,
  LoadPrivacyUseCase,
  messagingConsentReducer,
  MESSAGING_CONSENT,
  normalisePrivacyError,
  PRIVACY_FLAG_DEFAULTS,
  PRIVACY_MAX_DAYS,
  privacyFlags,
  PrivacyStore,
  promptNeeded,
  promptReducer,
  promptSuppressedOn,
  rejectOptional,
  SOUTH_KOREA_CONSENTS,
  SOUTH_KOREA_FORM_TEXT,
  southKoreaAccepted,
  southKoreaCanContinue,
  southKoreaFlag,
  termsModalNeeded,
  toWireUpdate,
  UpdateConsentsUseCase,
  updateEnded,
  type ConsentCategory,
  type ConsentUpdate,
} from './index';
import { FAKE_CATEGORIES, FakeGpcSignal, FakePrivacyApi } from './testing/fake-privacy-api';
import { privacySlice } from '../persistence';
import { ROUTE_TABLE, type RouteDefinition } from '../routing/routes';

const code = fc.stringMatching(/^[a-z][a-z0-9_:]{0,20}$/);
const categoryAnswer = fc.record({ code, defaultValue: fc.boolean(), enabled: fc.boolean(), responded: fc.boolean(), requiresInput: fc.boolean() });
const consentAnswer = fc.record({ categoryCode: code, code, enabled: fc.boolean(), responded: fc.boolean(), requiresInput: fc.boolean() });
const update = fc.record({ categories: fc.array(categoryAnswer, { maxLength: 6 }), consents: fc.array(consentAnswer, { maxLength: 10 }) });
const category: fc.Arbitrary<ConsentCategory> = fc.record({
  code,
  defaultValue: fc.boolean(),
  requiresInput: fc.boolean(),
  changeable: fc.boolean(),
  consents: fc.array(fc.record({ code, categoryCode: code, enabled: fc.boolean(), defaultValue: fc.boolean(), requiresInput: fc.boolean(), metadata: fc.constant({}) }), { maxLength: 3 }),
});
const categories = fc.uniqueArray(category, { selector: (c) => c.code, maxLength: 6 });
const DAY = 86_400_000;

const world = (options: { signedIn?: boolean; gpc?: boolean; lever?: boolean } = {}) => {
  const time = new FakeTime(Date.UTC(2026, 10, 26));
  const api = new FakePrivacyApi();
  const store = new PrivacyStore();
  const storage = new MemoryStorage();
  let signedIn = options.signedIn ?? false;
  const load = new LoadPrivacyUseCase({ api, store, gpc: new FakeGpcSignal(options.gpc ?? false), clock: time, storage, gpcLever: () => options.lever ?? true });
  const update = new UpdateConsentsUseCase({ api, store, clock: time, signedIn: () => signedIn });
  const calls = new ConsentCallsUseCase({ api, store, storage });
  return { time, api, store, storage, load, update, calls, signIn: () => (signedIn = true) };
};

describe('privacy: consents', () => {
  it('PRIV-01: a category has code, defaultValue, requiresInput, changeable and consents; a consent has code, categoryCode, enabled, defaultValue, requiresInput, metadata', () => {
    const [first] = FAKE_CATEGORIES.filter((c) => c.consents.length > 0);
    expect(Object.keys(first!).sort()).toEqual(['changeable', 'code', 'consents', 'defaultValue', 'requiresInput']);
    expect(Object.keys(first!.consents[0]!).sort()).toEqual(['categoryCode', 'code', 'defaultValue', 'enabled', 'metadata', 'requiresInput']);
  });

  it('PRIV-02 [PBT]: the update payload goes camelCase → snake_case with its values, with exactly the spec`s field names', () => {
    fc.assert(
      fc.property(update, (u: ConsentUpdate) => {
        const wire = toWireUpdate(u);
        for (const c of wire.categories) expect(Object.keys(c).sort()).toEqual(['code', 'default_value', 'enabled', 'requires_input', 'responded']);
        for (const c of wire.consents) expect(Object.keys(c).sort()).toEqual(['category_code', 'code', 'enabled', 'requires_input', 'responded']);
        expect(wire.categories).toEqual(u.categories.map((c) => ({ code: c.code, default_value: c.defaultValue, enabled: c.enabled, responded: c.responded, requires_input: c.requiresInput })));
        expect(wire.consents).toEqual(u.consents.map((c) => ({ category_code: c.categoryCode, code: c.code, enabled: c.enabled, responded: c.responded, requires_input: c.requiresInput })));
      }),
    );
  });

  it('PRIV-02 [PBT]: choices build an update where every category and consent is answered, consents follow their category, a category nobody can change stays on', () => {
    fc.assert(
      fc.property(categories, fc.dictionary(code, fc.boolean()), (cats, choices) => {
        const u = buildUpdate(cats, choices);
        expect(u.categories.map((c) => c.code)).toEqual(cats.map((c) => c.code));
        for (const [i, c] of u.categories.entries()) {
          const cat = cats[i]!;
          expect(c.responded).toBe(true);
          expect(c.enabled).toBe(cat.changeable ? (choices[cat.code] ?? cat.defaultValue) : true);
        }
        expect(u.consents.length).toBe(cats.reduce((n, c) => n + c.consents.length, 0));
        for (const k of u.consents) expect(k.enabled).toBe(u.categories.find((c) => c.code === k.categoryCode)!.enabled);
        expect(buildUpdate(cats, rejectOptional(cats)).categories.every((c, i) => c.enabled === !cats[i]!.changeable)).toBe(true);
        expect(buildUpdate(cats, acceptAll(cats)).categories.every((c) => c.enabled)).toBe(true);
      }),
    );
  });

  it('PRIV-04 [PBT]: with the GPC lever on and the browser signal present, every category is declined except strictly_necessary and functional; otherwise GPC does nothing', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), categories, (lever, signal, cats) => {
        expect(gpcApplies(lever, signal)).toBe(lever && signal);
        const choices = gpcChoices(cats);
        for (const c of cats) {
          if (c.code === 'strictly_necessary' || c.code === 'functional') expect(choices[c.code]).toBe(c.changeable ? c.defaultValue : true);
          else expect(choices[c.code]).toBe(false);
        }
        expect(promptNeeded({ gpcLever: lever, gpcSignal: signal, respondedAt: null, now: 0 })).toBe(!(lever && signal));
      }),
    );
  });

  it('PRIV-05 [PBT]: otherwise the prompt shows iff there is no answer (or one older than 180 days)', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 400 * DAY })), fc.integer({ min: 400 * DAY, max: 800 * DAY }), (respondedAt, now) => {
        expect(promptNeeded({ gpcLever: false, gpcSignal: true, respondedAt, now })).toBe(respondedAt === null || now - respondedAt >= 180 * DAY);
      }),
    );
  });

  it('PRIV-05: stored answers are applied: a guest who answered sees no prompt on the next load, and the answers are in the state', async () => {
    const w = world();
    await w.load.execute(false);
    expect(w.store.state.value.showPrompt).toBe(true);
    await w.update.execute(rejectOptional(FAKE_CATEGORIES));
    const next = world();
    next.store.update(() => ({ ...INITIAL_PRIVACY_STATE, ...w.store.persisted.value, categoryOrder: [] }));
    await next.load.execute(false);
    expect(next.store.state.value.showPrompt).toBe(false);
    expect(next.store.state.value.consents['analytics']).toBe(false);
  });

  it('PRIV-04: with GPC, the load answers for the visitor (optional off, no prompt) and sends a member`s answers to the provider', async () => {
    const guest = world({ gpc: true });
    await guest.load.execute(false);
    expect(guest.store.state.value).toMatchObject({ showPrompt: false, gpc: true });
    expect(guest.store.state.value.consents).toMatchObject({ strictly_necessary: true, analytics: false, advertising: false, social: false, google_analytics: false });
    const member = world({ gpc: true, signedIn: true });
    await member.load.execute(true);
    expect(member.api.answers['advertising']).toBe(false);
    const leverOff = world({ gpc: true, lever: false });
    await leverOff.load.execute(false);
    expect(leverOff.store.state.value.showPrompt).toBe(true);
  });

  it('PRIV-06 [PBT]: a guest`s changes are kept locally and sent at sign-in; a member`s go to the provider at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.dictionary(fc.constantFrom(...FAKE_CATEGORIES.map((c) => c.code)), fc.boolean()), async (signedIn, choices) => {
        const w = world({ signedIn });
        await w.load.execute(signedIn);
        await w.update.execute(choices);
        expect(w.api.updates.map((u) => u.kind)).toEqual(signedIn ? ['member'] : []);
        expect(w.store.persisted.value.hasDeferredUpdate).toBe(!signedIn);
        for (const c of FAKE_CATEGORIES) expect(w.store.persisted.value.consents[c.code]).toBe(c.changeable ? (choices[c.code] ?? c.defaultValue) : true);
        if (!signedIn) {
          w.signIn();
          await w.load.execute(true);
          expect(w.api.updates.map((u) => u.kind)).toEqual(['guest']);
          for (const c of FAKE_CATEGORIES) expect(w.api.answers[c.code]).toBe(c.changeable ? (choices[c.code] ?? c.defaultValue) : true);
          expect(w.store.state.value.hasDeferredUpdate).toBe(false);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('PRIV-07 [PBT]: showPrompt is true after the prompt action and false after an update`s success or error; the prompt is suppressed on remote checkout routes', () => {
    const event = fc.constantFrom({ type: 'prompt' } as const, { type: 'update-succeeded' } as const, { type: 'update-failed' } as const);
    fc.assert(fc.property(fc.boolean(), event, (show, e) => {
 expect(promptReducer(show, e)).toBe(e.type === 'prompt');
}));
    fc.assert(fc.property(fc.boolean(), fc.boolean(), (show, failed) => {
 expect(updateEnded({ ...INITIAL_PRIVACY_STATE, showPrompt: show }, failed ? { code: 'API.NETWORK' } : null).showPrompt).toBe(false);
}));
    for (const [name, route] of Object.entries(ROUTE_TABLE) as [string, RouteDefinition][]) expect(promptSuppressedOn(route), name).toBe('remoteCheckout' in route);
  });

  it('PRIV-08 [PBT]: fetched consents replace the stored ones only when the answer has data', () => {
    const answers = fc.dictionary(code, fc.boolean());
    fc.assert(
      fc.property(answers, answers, fc.option(fc.nat()), (stored, fetched, at) => {
        const s = { ...INITIAL_PRIVACY_STATE, consents: stored, respondedAt: 5 };
        const next = applyFetched(s, { answers: fetched, respondedAt: at });
        expect(next.consents).toEqual(Object.keys(fetched).length > 0 ? fetched : stored);
      }),
    );
  });

  it('PRIV-09: the privacy state has categoryData, categoryOrder, consentData, consents, hasDeferredUpdate, showPrompt; its slice is version 1', async () => {
    for (const key of ['categoryData', 'categoryOrder', 'consentData', 'consents', 'hasDeferredUpdate', 'showPrompt']) expect(INITIAL_PRIVACY_STATE).toHaveProperty(key);
    expect(privacySlice.version).toBe(1);
    const w = world();
    await w.load.execute(false);
    expect(w.store.state.value.categoryOrder).toEqual(['strictly_necessary', 'functional', 'analytics', 'advertising', 'social']);
    expect(w.store.state.value.consentData['google_analytics']?.categoryCode).toBe('analytics');
  });

  it('PRIV-10: a failed update keeps the normalised error (its code, one message) and closes the prompt', async () => {
    const w = world({ signedIn: true });
    await w.load.execute(true);
    expect(w.store.state.value.showPrompt).toBe(true);
    w.api.failing = true;
    expect(await w.update.execute({ analytics: true })).toBe(false);
    expect(w.store.state.value.error).toEqual({ code: 'API.NETWORK', messageKey: 'privacy.error.save' });
    expect(w.store.state.value.showPrompt).toBe(false);
    expect(normalisePrivacyError({ code: 40000 })).toEqual({ code: 40000, messageKey: 'privacy.error.save' });
  });

  it('PRIV-11: privacy max days is 180; the advertising, analytics and social flags are off by default', () => {
    expect(PRIVACY_MAX_DAYS).toBe(180);
    expect(PRIVACY_FLAG_DEFAULTS).toEqual({ advertising: false, analytics: false, social: false });
    expect(privacyFlags({})).toEqual({ advertising: false, analytics: false, social: false });
    expect(privacyFlags({ analytics: true })).toEqual({ advertising: false, analytics: true, social: false });
  });

  it('PRIV-13: the messaging consent is category message, code chat_suggestion', () => {
    expect(MESSAGING_CONSENT).toEqual({ categoryCode: 'message', code: 'chat_suggestion' });
  });

  it('PRIV-14 [PBT]: accept → accepted; revoke → not_accepted, whatever the status before', async () => {
    fc.assert(
      fc.property(fc.constantFrom('accepted' as const, 'not_accepted' as const), fc.constantFrom('accept' as const, 'revoke' as const), (status, action) => {
 expect(messagingConsentReducer(status, action)).toBe(action === 'accept' ? 'accepted' : 'not_accepted');
}),
    );
    const w = world({ signedIn: true });
    expect(await w.calls.messaging('accept')).toBe(true);
    expect(w.store.state.value.messaging).toBe('accepted');
    await w.calls.messaging('revoke');
    expect(w.store.state.value.messaging).toBe('not_accepted');
  });

  it('PRIV-15: South Korea`s consent ids', () => {
    expect(SOUTH_KOREA_CONSENTS).toEqual({
      categoryCode: 'south_korea_consents',
      location: 'terms_and_conditions_of_location_information_service_to_users',
      sharing: 'match_group_information_sharing_privacy_policy',
    });
  });

  it('PRIV-16 [PBT]: Continue is allowed only when both consents are accepted; the form has its title and helper', async () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), (location, sharing) => {
 expect(southKoreaCanContinue({ location, sharing })).toBe(location && sharing);
}));
    expect(SOUTH_KOREA_FORM_TEXT).toEqual({ title: 'privacy.southKorea.title', helper: 'privacy.southKorea.helper' });
    const w = world();
    expect(await w.calls.acceptSouthKorea({ location: true, sharing: false })).toBe(false);
    expect(await w.storage.getItem('spark.southKoreaConsents')).toBeNull();
  });

  it('PRIV-17 [PBT]: the acceptance is remembered locally as the string "true", and only that string counts', async () => {
    fc.assert(fc.property(fc.option(fc.string()), (stored) => {
 expect(southKoreaAccepted(stored)).toBe(stored === 'true');
}));
    const w = world();
    expect(await w.calls.acceptSouthKorea({ location: true, sharing: true })).toBe(true);
    expect(await w.storage.getItem('spark.southKoreaConsents')).toBe('true');
  });

  it('PRIV-18: with the South Korea flag on and no acceptance the store asks for the SK form (the privacy overlay shows it before anything else); acceptance ends it', async () => {
    expect(southKoreaFlag(FAKE_CATEGORIES)).toBe(false);
    const w = world();
    w.api.categories = [...FAKE_CATEGORIES, { code: 'south_korea_consents', defaultValue: false, requiresInput: true, changeable: true, consents: [] }];
    await w.load.execute(false);
    expect(w.store.southKoreaNeeded.value).toBe(true);
    await w.calls.acceptSouthKorea({ location: true, sharing: true });
    expect(w.store.southKoreaNeeded.value).toBe(false);
  });

  it('PRIV-19: the terms modal needs isTermsAcceptanceNeeded, showTerms and a termsVersion, for a signed-in member, until that version is accepted', async () => {
    const settings = { isTermsAcceptanceNeeded: true, showTerms: true, termsVersion: '2026-01-01' };
    expect(termsModalNeeded(settings, true, null)).toBe(true);
    expect(termsModalNeeded(settings, false, null)).toBe(false);
    expect(termsModalNeeded({ ...settings, isTermsAcceptanceNeeded: false }, true, null)).toBe(false);
    expect(termsModalNeeded({ ...settings, showTerms: false }, true, null)).toBe(false);
    expect(termsModalNeeded({ ...settings, termsVersion: null }, true, null)).toBe(false);
    const w = world({ signedIn: true });
    expect(await w.calls.acceptTerms('2026-01-01')).toBe(true);
    expect(w.api.termsAccepted).toEqual(['2026-01-01']);
    expect(termsModalNeeded(settings, true, w.store.termsAcceptedHere.value)).toBe(false);
    // Read again for the member once signed in.
    w.api.terms = settings;
    await w.load.execute(true);
    expect(w.store.terms.value).toEqual(settings);
    await w.load.execute(false);
    expect(w.store.terms.value).toBeNull();
  });

  it('PRIV-20: the cookie default max age is 604800 s (7 days)', () => {
    expect(COOKIE_MAX_AGE_SECONDS).toBe(604800);
  });

  it('PRIV-21: chat suggestions need the chatSuggestionConsents setting on and the messaging consent accepted', () => {
    for (const on of [true, false]) for (const status of ['accepted', 'not_accepted'] as const) expect(chatSuggestionsAllowed(on, status)).toBe(on && status === 'accepted');
  });
});
