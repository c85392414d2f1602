import { describe, expect, it } from 'vitest';
import {
  AT_HOME,
  ChangeContactUseCase,
  CODE_REQUIRED,
  DEFAULT_SETTINGS,
  DeleteAccountUseCase,
  EmailSubscriptionsUseCase,
  INITIAL_EMAIL_SUBSCRIPTIONS,
  LoadSettingsUseCase,
  PassportStore,
  PassportUseCase,
  reduceEmailSubscriptions,
  SettingsStore,
  UpdateSettingsUseCase,
  type PassportPlace,
  type SettingsProfile,
} from './index';
import { FAKE_PLACES, FakePassportApi } from './testing/fake-passport-api';
import { FakeSettingsApi } from './testing/fake-settings-api';

const [PARIS, TOKYO] = FAKE_PLACES as [PassportPlace, PassportPlace];

/** The fake, counting its loads. */
class CountingSettingsApi extends FakeSettingsApi {
  loads = 0;
  override load(): ReturnType<FakeSettingsApi['load']> {
    this.loads += 1;
    return super.load();
  }
}

const setup = () => {
  const api = new CountingSettingsApi();
  const store = new SettingsStore();
  const load = new LoadSettingsUseCase({ api, store });
  return { api, store, load, update: new UpdateSettingsUseCase({ api, store }), contact: new ChangeContactUseCase({ api, store, load }) };
};

const profileOf = (overrides: Partial<SettingsProfile> = {}): SettingsProfile => ({
  emailNotifications: { matches: false, messages: true, promotions: true },
  pushNotifications: { match: false, message: true, messageLike: false, superLike: true },
  onlyVerifiedUsers: true,
  readReceipts: false,
  subscriptionToken: 'tok-a',
  account: { maskedEmail: 'a***', maskedPhone: null, newAccountEmail: null, isEmailVerified: true },
  ...overrides,
});

describe('SettingsStore', () => {
  it('SET-01: before the profile answers: idle, the defaults, read receipts on, persisted without the error flag', () => {
    const store = new SettingsStore();
    expect(store.status.value).toEqual({ kind: 'idle' });
    expect(store.state.value).toEqual(DEFAULT_SETTINGS);
    expect(store.readReceipts.value).toBe(true);
    expect(store.deleting.value).toBe(false);
    expect(store.persisted.value).toEqual({
      emailNotifications: { matches: true, messages: true, promotions: false },
      messageControls: { onlyVerifiedUsers: false },
      pushNotifications: { match: true, message: true, messageLike: true, superLike: true },
    });
  });

  it('SET-01: the persisted settings apply until the profile has loaded, never after', () => {
    const store = new SettingsStore();
    const persisted = { emailNotifications: { matches: false, messages: false, promotions: true }, messageControls: { onlyVerifiedUsers: true }, pushNotifications: DEFAULT_SETTINGS.pushNotifications };
    store.restore(persisted);
    expect(store.state.value).toEqual({ ...persisted, messageControls: { onlyVerifiedUsers: true, error: false } });
    store.startLoading();
    expect(store.status.value).toEqual({ kind: 'loading' });
    store.loaded(profileOf());
    store.restore(persisted);
    expect(store.state.value.emailNotifications).toEqual({ matches: false, messages: true, promotions: true });
  });

  it('SET-01, SET-09: a loaded profile sets every setting and keeps the message control`s error flag', () => {
    const store = new SettingsStore();
    store.setState({ ...DEFAULT_SETTINGS, messageControls: { onlyVerifiedUsers: false, error: true } });
    const profile = profileOf();
    store.loaded(profile);
    expect(store.status.value).toEqual({ kind: 'loaded' });
    expect(store.state.value).toEqual({
      emailNotifications: profile.emailNotifications,
      pushNotifications: profile.pushNotifications,
      messageControls: { onlyVerifiedUsers: true, error: true },
    });
    expect(store.readReceipts.value).toBe(false);
    expect(store.account.value).toEqual(profile.account);
    expect(store.subscriptions.value).toEqual({ ...INITIAL_EMAIL_SUBSCRIPTIONS, userToken: 'tok-a' });
  });

  it('SET-13: a reload with the same subscription token keeps the subscriptions fetched; a new token starts them afresh', () => {
    const store = new SettingsStore();
    store.loaded(profileOf());
    store.dispatchSubscriptions({ type: 'fetched', subscriptions: [{ id: 'matches', subscribed: true }] });
    const fetched = store.subscriptions.value;
    store.loaded(profileOf());
    expect(store.subscriptions.value).toBe(fetched);
    store.loaded(profileOf({ subscriptionToken: 'tok-b' }));
    expect(store.subscriptions.value).toEqual({ ...INITIAL_EMAIL_SUBSCRIPTIONS, userToken: 'tok-b' });
  });

  it('SET-01: a failed load says its code; logout resets every part', () => {
    const store = new SettingsStore();
    store.loadFailed(50000);
    expect(store.status.value).toEqual({ kind: 'error', code: 50000 });
    store.loaded(profileOf());
    store.setAccount({ maskedEmail: 'b***', maskedPhone: '+***1', newAccountEmail: 'x', isEmailVerified: false });
    expect(store.account.value.maskedEmail).toBe('b***');
    store.setDeleting(true);
    expect(store.deleting.value).toBe(true);
    store.setRefused({ setting: 'push', code: 1 });
    store.setContactChange('email', { step: 'sending', typed: 'a' });
    store.setContactChange('phone', { step: 'sending', typed: 'b' });
    store.reset();
    expect(store.status.value).toEqual({ kind: 'idle' });
    expect(store.state.value).toEqual(DEFAULT_SETTINGS);
    expect(store.readReceipts.value).toBe(true);
    expect(store.account.value).toEqual({ maskedEmail: null, maskedPhone: null, newAccountEmail: null, isEmailVerified: false });
    expect(store.refused.value).toBeNull();
    expect(store.subscriptions.value).toEqual(INITIAL_EMAIL_SUBSCRIPTIONS);
    expect(store.emailChange.value).toEqual({ step: 'enter', typed: '' });
    expect(store.phoneChange.value).toEqual({ step: 'enter', typed: '' });
    expect(store.deleting.value).toBe(false);
  });
});

describe('LoadSettingsUseCase', () => {
  it('SET-01: the first load shows loading; a load under way is shared; a reload keeps the settings on show, even when it fails', async () => {
    const { api, store, load } = setup();
    const first = load.execute();
    expect(load.execute()).toBe(first);
    expect(store.status.value).toEqual({ kind: 'loading' });
    await first;
    expect(api.loads).toBe(1);
    expect(store.status.value).toEqual({ kind: 'loaded' });
    const again = load.execute();
    expect(store.status.value).toEqual({ kind: 'loaded' });
    await again;
    expect(api.loads).toBe(2);
    api.refuseNext(50000);
    await load.execute();
    expect(store.status.value).toEqual({ kind: 'loaded' });
  });

  it('SET-01: a failed first load says its code', async () => {
    const { api, store, load } = setup();
    api.refuseNext(50000);
    await load.execute();
    expect(store.status.value).toEqual({ kind: 'error', code: 50000 });
  });
});

describe('UpdateSettingsUseCase', () => {
  it('SET-12, SET-09: an e-mail or message-control change shows at once, touching only its own part', async () => {
    const { store, update } = setup();
    const email = update.execute({ kind: 'email', change: { promotions: true } });
    expect(store.state.value).toEqual({ ...DEFAULT_SETTINGS, emailNotifications: { matches: true, messages: true, promotions: true } });
    await email;
    const control = update.execute({ kind: 'messageControls', onlyVerifiedUsers: true });
    expect(store.state.value.messageControls).toEqual({ onlyVerifiedUsers: true, error: false });
    expect(store.state.value.emailNotifications.promotions).toBe(true);
    await control;
    expect(store.state.value.messageControls).toEqual({ onlyVerifiedUsers: true, error: false });
  });

  it('SET-11: a saved push change leaves the message control as it was; a refused one rolls back only its keys', async () => {
    const { api, store, update } = setup();
    await update.execute({ kind: 'push', change: { superLike: false } });
    expect(store.readReceipts.value).toBe(true);
    expect(store.state.value).toEqual({ ...DEFAULT_SETTINGS, pushNotifications: { ...DEFAULT_SETTINGS.pushNotifications, superLike: false } });
    api.refuseNext(40000);
    const refused = update.execute({ kind: 'push', change: { match: false } });
    expect(store.state.value.pushNotifications.match).toBe(false);
    expect((await refused).ok).toBe(false);
    expect(store.state.value.pushNotifications).toEqual({ match: true, message: true, messageLike: true, superLike: false });
    expect(store.refused.value).toEqual({ setting: 'push', code: 40000 });
  });

  it('CHAT-08: read receipts switch at once and leave the settings state alone; a refusal switches them back', async () => {
    const { api, store, update } = setup();
    const before = store.state.value;
    api.refuseNext(40000);
    const refused = update.execute({ kind: 'readReceipts', enabled: false });
    expect(store.readReceipts.value).toBe(false);
    expect(store.state.value).toEqual(before);
    await refused;
    expect(store.readReceipts.value).toBe(true);
    expect(store.refused.value).toEqual({ setting: 'readReceipts', code: 40000 });
    expect(store.state.value).toEqual(before);
    await update.execute({ kind: 'readReceipts', enabled: false });
    expect(store.readReceipts.value).toBe(false);
    expect(store.refused.value).toBeNull();
  });
});

describe('ChangeContactUseCase', () => {
  it('SET-15: a restart goes back to entering, keeping what was typed; sending shows while the code is asked for', async () => {
    const { store, contact } = setup();
    contact.restart('email', 'kept@example.com');
    expect(store.emailChange.value).toEqual({ step: 'enter', typed: 'kept@example.com' });
    contact.restart('phone');
    expect(store.phoneChange.value).toEqual({ step: 'enter', typed: '' });
    const sending = contact.send('email', ' new@example.com ');
    expect(store.emailChange.value).toEqual({ step: 'sending', typed: ' new@example.com ' });
    expect(await sending).toBe(true);
  });

  it('SET-15: a blank entry or a refused send answers false; the code is confirmed trimmed, for the new address trimmed', async () => {
    const { api, store, contact } = setup();
    expect(await contact.send('email', '   ')).toBe(false);
    api.refuseNext(40000);
    expect(await contact.send('email', 'a@example.com')).toBe(false);
    expect(store.emailChange.value).toEqual({ step: 'enter', typed: 'a@example.com', error: 40000 });
    await contact.send('email', ' a@example.com ');
    expect(await contact.confirm('email', '   ')).toBe(false);
    expect(store.emailChange.value).toMatchObject({ step: 'code', error: CODE_REQUIRED });
    const confirming = contact.confirm('email', ' 123456 ');
    expect(store.emailChange.value).toMatchObject({ step: 'code', confirming: true, error: undefined });
    expect(await contact.confirm('email', '123456')).toBe(false);
    expect(await confirming).toBe(true);
    expect(store.emailChange.value).toEqual({ step: 'done', typed: ' a@example.com ' });
    expect(api.profile.account.maskedEmail).toBe('a***');
  });

  it('SET-15: a phone number is confirmed on its own flow; confirming before a code was sent asks nothing', async () => {
    const { api, store, contact } = setup();
    expect(await contact.confirm('phone', '123456')).toBe(false);
    expect(api.pending).toBeNull();
    expect(store.phoneChange.value).toEqual({ step: 'enter', typed: '' });
    await contact.send('phone', '+15550100');
    expect(store.emailChange.value.step).toBe('enter');
    expect(await contact.confirm('phone', '123456')).toBe(true);
    expect(store.phoneChange.value.step).toBe('done');
    expect(api.profile.account.maskedPhone).toBe('+***0100');
  });
});

describe('DeleteAccountUseCase', () => {
  it('PROF-26: a second deletion while one is out is refused on the device', async () => {
    const api = new FakeSettingsApi();
    const store = new SettingsStore();
    let ended = 0;
    const deletion = new DeleteAccountUseCase({ api, store, endSession: async () => void (ended += 1) });
    const first = deletion.execute();
    expect(store.deleting.value).toBe(true);
    expect(await deletion.execute()).toEqual({ ok: false, error: { code: 'SETTINGS.DELETE_IN_PROGRESS' } });
    expect((await first).ok).toBe(true);
    expect(ended).toBe(1);
  });
});

describe('SET-13: e-mail subscriptions', () => {
  const withToken = reduceEmailSubscriptions(INITIAL_EMAIL_SUBSCRIPTIONS, { type: 'token', token: 't' });
  const list = [
    { id: 'matches', subscribed: true },
    { id: 'messages', subscribed: true },
  ];

  it('SET-13: fetched clears the error; a failed fetch sets it; both say the fetch happened', () => {
    const failed = reduceEmailSubscriptions(withToken, { type: 'fetch-failed' });
    expect(failed).toEqual({ ...withToken, hasFetched: true, isError: true });
    expect(reduceEmailSubscriptions(failed, { type: 'fetched', subscriptions: list })).toEqual({ ...withToken, hasFetched: true, isError: false, subscriptions: list });
  });

  it('SET-13: an update changes only the subscriptions it names, at once; its answer or its failure ends the update', () => {
    const fetched = { ...reduceEmailSubscriptions(withToken, { type: 'fetched', subscriptions: list }), isError: true };
    const started = reduceEmailSubscriptions(fetched, { type: 'update-started', changes: [{ id: 'messages', subscribed: false }] });
    expect(started).toEqual({ ...fetched, isUpdating: true, isError: false, subscriptions: [list[0], { id: 'messages', subscribed: false }] });
    expect(reduceEmailSubscriptions(started, { type: 'updated', subscriptions: list })).toEqual({ ...started, isUpdating: false, isError: false, subscriptions: list });
    expect(reduceEmailSubscriptions(started, { type: 'update-failed', before: list })).toEqual({ ...started, isUpdating: false, isError: true, subscriptions: list });
  });

  it('SET-13: the use-case shows an update at once, and a failed fetch as an error; without a token it sends nothing', async () => {
    const api = new FakeSettingsApi();
    const store = new SettingsStore();
    const subscriptions = new EmailSubscriptionsUseCase({ api, store });
    expect(await subscriptions.update([{ id: 'matches', subscribed: false }])).toBe(false);
    expect(api.subscriptionCalls).toEqual([]);
    subscriptions.useToken('t');
    api.refuseNext(50000);
    expect(await subscriptions.fetch()).toBe(false);
    expect(store.subscriptions.value).toMatchObject({ hasFetched: true, isError: true });
    await subscriptions.fetch();
    const updating = subscriptions.update([{ id: 'promotions', subscribed: true }]);
    expect(store.subscriptions.value.isUpdating).toBe(true);
    expect(store.subscriptions.value.subscriptions.find((s) => s.id === 'promotions')?.subscribed).toBe(true);
    expect(await updating).toBe(true);
  });
});

describe('SET-14: passport store and use-case', () => {
  it('SET-14: a new store is idle with no change under way; loading shows only until loaded', () => {
    const store = new PassportStore();
    expect(store.status.value).toEqual({ kind: 'idle' });
    expect(store.change.value).toEqual({ kind: 'none' });
    store.startLoading();
    expect(store.status.value).toEqual({ kind: 'loading' });
    store.loaded(AT_HOME, { allow: true, requiredTier: 'plus' });
    store.startLoading();
    expect(store.status.value).toEqual({ kind: 'loaded' });
    store.loadFailed(50000);
    expect(store.status.value).toEqual({ kind: 'failed', code: 50000 });
  });

  it('SET-14: the place travelled to becomes the recent place only when none is known yet', () => {
    const store = new PassportStore();
    store.travelSaved({ kind: 'traveling', place: PARIS });
    store.loaded({ kind: 'traveling', place: TOKYO }, { allow: true, requiredTier: 'plus' });
    expect(store.recent.value).toEqual([PARIS]);
  });

  it('SET-14: popular places load or fail; a search answer counts only for the query asked last', () => {
    const store = new PassportStore();
    store.popularLoading();
    expect(store.popular.value).toEqual({ kind: 'loading' });
    store.popularFailed(50000);
    expect(store.popular.value).toEqual({ kind: 'failed', code: 50000 });
    store.searched('par', { places: [PARIS] });
    expect(store.search.value).toEqual({ kind: 'idle' });
    store.searching('tok');
    store.searched('par', { places: [PARIS] });
    expect(store.search.value).toEqual({ kind: 'searching', query: 'tok' });
    store.searched('tok', { code: 50000 });
    expect(store.search.value).toEqual({ kind: 'failed', query: 'tok', code: 50000 });
    // A second answer to the same query, once one has come, is not the latest asked.
    store.searching('lis');
    store.searched('lis', { places: [] });
    store.searched('lis', { code: 50000 });
    expect(store.search.value).toEqual({ kind: 'found', query: 'lis', places: [] });
  });

  it('SET-14: a saved travel ends the change; logout forgets everything', () => {
    const store = new PassportStore();
    store.saving(PARIS.id);
    store.travelSaved({ kind: 'traveling', place: PARIS });
    expect(store.change.value).toEqual({ kind: 'none' });
    store.loaded({ kind: 'traveling', place: PARIS }, { allow: true, requiredTier: 'plus' });
    store.popularLoaded([PARIS]);
    store.searching('par');
    store.setZoom(15);
    store.travelRefused(40000);
    store.reset();
    expect(store.status.value).toEqual({ kind: 'idle' });
    expect(store.popular.value).toEqual({ kind: 'idle' });
    expect(store.search.value).toEqual({ kind: 'idle' });
    expect(store.change.value).toEqual({ kind: 'none' });
    expect(store.zoom.value).toBe(10);
    expect(store.recent.value).toEqual([]);
    expect(store.access.value.allow).toBe(false);
  });

  it('SET-14: each load asks again once the last has ended; a failed load says its code; failed popular places and searches say theirs', async () => {
    const api = new FakePassportApi();
    const store = new PassportStore();
    const passport = new PassportUseCase({ api, store, onTravelChanged: () => undefined });
    await passport.load();
    await passport.load();
    expect(api.calls.filter((call) => call === 'load')).toHaveLength(2);
    api.refuseNext(50000);
    await passport.load();
    expect(store.status.value).toEqual({ kind: 'failed', code: 50000 });
    api.refuseNext(50001);
    await passport.loadPopular();
    expect(store.popular.value).toEqual({ kind: 'failed', code: 50001 });
    api.refuseNext(50002);
    await passport.search('Par');
    expect(store.search.value).toEqual({ kind: 'failed', query: 'Par', code: 50002 });
    const calls = api.calls.length;
    await passport.search('   ');
    expect(api.calls).toHaveLength(calls);
    expect(store.search.value).toEqual({ kind: 'idle' });
  });
});
