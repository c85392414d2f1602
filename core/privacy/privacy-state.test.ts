import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryStorage } from '../shared/testing';
import {
  answered,
  answerIsCurrent,
  answersOf,
  categoryValue,
  choicesOf,
  ConsentCallsUseCase,
  currentChoices,
  fromPersisted,
  INITIAL_PRIVACY_STATE,
  LoadPrivacyUseCase,
  PrivacyStore,
  privacyFlags,
  toPersisted,
  UpdateConsentsUseCase,
  updateEnded,
  withCatalogue,
  withPrompt,
  type ConsentCategory,
} from './index';
import { FAKE_CATEGORIES, FakeGpcSignal, FakePrivacyApi } from './testing/fake-privacy-api';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26);

const world = (options: { gpc?: boolean } = {}) => {
  const time = new FakeTime(NOW);
  const api = new FakePrivacyApi();
  const store = new PrivacyStore();
  const storage = new MemoryStorage();
  let signedIn = false;
  const load = new LoadPrivacyUseCase({ api, store, gpc: new FakeGpcSignal(options.gpc ?? false), clock: time, storage, gpcLever: () => true });
  const update = new UpdateConsentsUseCase({ api, store, clock: time, signedIn: () => signedIn });
  const calls = new ConsentCallsUseCase({ api, store, storage });
  return { time, api, store, storage, load, update, calls, signIn: () => (signedIn = true) };
};

const cat = (code: string, extra: Partial<ConsentCategory> = {}): ConsentCategory => ({ code, defaultValue: false, requiresInput: true, changeable: true, consents: [], ...extra });

describe('privacy rules at their edges', () => {
  it('PRIV-11: an answer is current for 180 days: a millisecond before them yes, at 180 days no', () => {
    expect(answerIsCurrent(NOW - 180 * DAY + 1, NOW)).toBe(true);
    expect(answerIsCurrent(NOW - 180 * DAY, NOW)).toBe(false);
    expect(answerIsCurrent(NOW, NOW)).toBe(true);
  });

  it('PRIV-11: each flag follows its own category', () => {
    expect(privacyFlags({ advertising: true })).toEqual({ advertising: true, analytics: false, social: false });
    expect(privacyFlags({ social: true, analytics: false })).toEqual({ advertising: false, analytics: false, social: true });
  });

  it('PRIV-02: a category nobody can change is on; otherwise the choice, else its default', () => {
    expect(categoryValue(cat('strictly_necessary', { changeable: false, defaultValue: false }), { strictly_necessary: false })).toBe(true);
    expect(categoryValue(cat('analytics', { defaultValue: true }), {})).toBe(true);
    expect(categoryValue(cat('analytics', { defaultValue: true }), { analytics: false })).toBe(false);
    expect(choicesOf({ categories: [{ code: 'a', enabled: true }] })).toEqual({ a: true });
  });
});

describe('PRIV-09: the privacy state', () => {
  const categories = [cat('strictly_necessary', { changeable: false, defaultValue: true, consents: [] }), cat('analytics', { consents: [{ code: 'google_analytics', categoryCode: 'analytics', enabled: false, defaultValue: false, requiresInput: true, metadata: {} }] })];

  it('PRIV-09: the catalogue keeps the categories by code, their order and the consents by code', () => {
    const s = withCatalogue(INITIAL_PRIVACY_STATE, categories);
    expect(s.categoryOrder).toEqual(['strictly_necessary', 'analytics']);
    expect(Object.keys(s.categoryData)).toEqual(['strictly_necessary', 'analytics']);
    expect(s.categoryData['analytics']).toBe(categories[1]);
    expect(Object.keys(s.consentData)).toEqual(['google_analytics']);
  });

  it('PRIV-09: the slice keeps consents, order, the deferred flag and the time of the answer; an empty kept order keeps the catalogue`s', () => {
    const s = { ...withCatalogue(INITIAL_PRIVACY_STATE, categories), consents: { analytics: true }, hasDeferredUpdate: true, respondedAt: 7, showPrompt: true };
    expect(toPersisted(s)).toEqual({ consents: { analytics: true }, categoryOrder: ['strictly_necessary', 'analytics'], hasDeferredUpdate: true, respondedAt: 7 });
    const restored = fromPersisted({ consents: { analytics: false }, categoryOrder: [], hasDeferredUpdate: false, respondedAt: null }, s);
    expect(restored).toEqual({ ...s, consents: { analytics: false }, hasDeferredUpdate: false, respondedAt: null });
    expect(fromPersisted({ consents: {}, categoryOrder: ['x'], hasDeferredUpdate: true, respondedAt: 1 }).categoryOrder).toEqual(['x']);
  });

  it('PRIV-06: an answer adds to the answers, keeps its time, and says whether it waits for sign-in', () => {
    const s = { ...INITIAL_PRIVACY_STATE, consents: { social: true, analytics: true } };
    const update = { categories: [{ code: 'analytics', defaultValue: false, enabled: false, responded: true, requiresInput: true }], consents: [{ categoryCode: 'analytics', code: 'google_analytics', enabled: false, responded: true, requiresInput: true }] };
    expect(answersOf(update)).toEqual({ analytics: false, google_analytics: false });
    expect(answered(s, update, 42, true)).toEqual({ ...s, consents: { social: true, analytics: false, google_analytics: false }, respondedAt: 42, hasDeferredUpdate: true });
    expect(answered(s, update, 42, false).hasDeferredUpdate).toBe(false);
  });

  it('PRIV-07, PRIV-10: the prompt opens on its action; an update`s end closes it and keeps or clears the error', () => {
    expect(withPrompt(INITIAL_PRIVACY_STATE, { type: 'prompt' }).showPrompt).toBe(true);
    const failed = updateEnded({ ...INITIAL_PRIVACY_STATE, showPrompt: true }, { code: 50000 });
    expect(failed).toEqual({ ...INITIAL_PRIVACY_STATE, error: { code: 50000, messageKey: 'privacy.error.save' } });
    expect(updateEnded(failed, null)).toEqual(INITIAL_PRIVACY_STATE);
  });

  it('PRIV-09: the current choices are the answers, else each category`s default, else off', () => {
    const s = { ...withCatalogue(INITIAL_PRIVACY_STATE, [cat('a', { defaultValue: true }), cat('b', { defaultValue: false }), cat('c', { defaultValue: true })]), consents: { c: false } };
    expect(currentChoices({ ...s, categoryOrder: [...s.categoryOrder, 'unknown'] })).toEqual({ a: true, b: false, c: false, unknown: false });
  });

  it('PRIV-09: the store lists the categories in order, skipping codes without data', () => {
    const store = new PrivacyStore();
    expect(store.loaded.value).toBe(false);
    store.update((s) => ({ ...withCatalogue(s, categories), categoryOrder: ['analytics', 'gone', 'strictly_necessary'] }));
    expect(store.categories.value.map((c) => c.code)).toEqual(['analytics', 'strictly_necessary']);
    expect(store.southKoreaNeeded.value).toBe(false);
    expect(store.terms.value).toBeNull();
    expect(store.termsAcceptedHere.value).toBeNull();
  });
});

describe('privacy use-cases, the other paths', () => {
  it('PRIV-12: without the catalogue (its call failed) the load is over, nothing is answered and no prompt shows', async () => {
    const w = world({ gpc: true });
    w.api.failing = true;
    await w.load.execute(false);
    expect(w.store.loaded.value).toBe(true);
    expect(w.store.state.value).toEqual(INITIAL_PRIVACY_STATE);
  });

  it('PRIV-04: under GPC a guest`s answers wait for sign-in and are not sent; a member`s are sent with the time of the load', async () => {
    const guest = world({ gpc: true });
    await guest.load.execute(false);
    expect(guest.api.updates).toEqual([]);
    expect(guest.store.state.value).toMatchObject({ hasDeferredUpdate: true, respondedAt: NOW, gpc: true, showPrompt: false });
    const member = world({ gpc: true });
    member.api.terms = { isTermsAcceptanceNeeded: true, showTerms: true, termsVersion: 'v2' };
    await member.load.execute(true);
    expect(member.api.updates.map((u) => u.kind)).toEqual(['member']);
    expect(member.store.state.value.hasDeferredUpdate).toBe(false);
    expect(member.store.terms.value).toEqual({ isTermsAcceptanceNeeded: true, showTerms: true, termsVersion: 'v2' });
  });

  it('PRIV-04: under GPC a member`s failed update leaves the terms unread', async () => {
    const w = world({ gpc: true });
    w.api.update = async () => ({ ok: false, error: { kind: 'network', code: 'API.NETWORK', message: 'x' } }) as never;
    await w.load.execute(true);
    expect(w.store.terms.value).toBeNull();
  });

  it('PRIV-08: a member`s fetched answers and messaging status are applied; a failed fetch leaves the state and shows the prompt', async () => {
    const w = world();
    w.api.answers = { analytics: true };
    w.api.respondedAt = NOW - DAY;
    w.api.messagingStatus = 'accepted';
    await w.load.execute(true);
    expect(w.store.state.value).toMatchObject({ consents: { analytics: true }, respondedAt: NOW - DAY, messaging: 'accepted', showPrompt: false });
    const down = world();
    down.api.memberConsents = async () => ({ ok: false, error: { kind: 'network', code: 'API.NETWORK', message: 'x' } }) as never;
    await down.load.execute(true);
    expect(down.store.state.value.messaging).toBe('not_accepted');
    expect(down.store.state.value.showPrompt).toBe(true);
    expect(down.store.terms.value).toBeNull();
  });

  it('PRIV-05, PRIV-11: an answer older than 180 days asks again', async () => {
    const w = world();
    w.api.answers = { analytics: true };
    w.api.respondedAt = NOW - 180 * DAY;
    await w.load.execute(true);
    expect(w.store.state.value.showPrompt).toBe(true);
  });

  it('PRIV-06: a guest`s deferred answers that fail to go stay deferred; each category sends the guest`s answer, else its default', async () => {
    const w = world();
    await w.load.execute(false);
    await w.update.execute({ analytics: true });
    w.signIn();
    w.api.failing = true;
    w.api.geo = async () => ({ ok: true, value: { categories: FAKE_CATEGORIES, consentVersion: 'v' } });
    await w.load.execute(true);
    expect(w.store.state.value.hasDeferredUpdate).toBe(true);
    w.api.failing = false;
    w.api.messagingStatus = 'accepted';
    await w.load.execute(true);
    expect(w.store.state.value).toMatchObject({ hasDeferredUpdate: false, messaging: 'accepted' });
    const sent = w.api.updates[0]!.update;
    expect(Object.fromEntries(sent.categories.map((c) => [c.code, c.enabled]))).toEqual({ strictly_necessary: true, functional: false, analytics: true, advertising: false, social: false });
    expect(w.store.terms.value).toEqual(w.api.terms);
  });

  it('PRIV-06: a guest`s choices are kept without a call and end GPC`s answers', async () => {
    const w = world({ gpc: true });
    await w.load.execute(false);
    expect(await w.update.execute({ analytics: true })).toBe(true);
    expect(w.api.updates).toEqual([]);
    expect(w.store.state.value).toMatchObject({ gpc: false, showPrompt: false, respondedAt: NOW, error: null });
  });

  it('PRIV-14, PRIV-19: a refused messaging or terms call changes nothing', async () => {
    const w = world();
    w.api.failing = true;
    expect(await w.calls.messaging('accept')).toBe(false);
    expect(w.store.state.value.messaging).toBe('not_accepted');
    expect(await w.calls.acceptTerms('2026-01-01')).toBe(false);
    expect(w.store.termsAcceptedHere.value).toBeNull();
  });
});
