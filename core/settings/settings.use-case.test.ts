import { describe, expect, it } from 'vitest';
import { ChangeContactUseCase, CONTACT_REQUIRED } from './change-contact.use-case';
import { DeleteAccountUseCase } from './delete-account.use-case';
import { LoadSettingsUseCase } from './load-settings.use-case';
import { DEFAULT_SETTINGS } from './member-settings';
import { SettingsStore } from './settings.store';
import { FakeSettingsApi } from './testing/fake-settings-api';
import { UpdateSettingsUseCase } from './update-settings.use-case';

const setup = () => {
  const api = new FakeSettingsApi();
  const store = new SettingsStore();
  const load = new LoadSettingsUseCase({ api, store });
  return { api, store, load, update: new UpdateSettingsUseCase({ api, store }), contact: new ChangeContactUseCase({ api, store, load }) };
};

describe('changing settings', () => {
  it('SET-11: a push preference shows at once and is saved', async () => {
    const { api, store, update } = setup();
    const saving = update.execute({ kind: 'push', change: { superLike: false } });
    expect(store.state.value.pushNotifications.superLike).toBe(false);
    expect((await saving).ok).toBe(true);
    expect(api.profile.pushNotifications.superLike).toBe(false);
  });

  it('SET-12: a refused e-mail preference rolls back and says which setting was refused', async () => {
    const { api, store, update } = setup();
    api.refuseNext(50000);
    await update.execute({ kind: 'email', change: { promotions: true } });
    expect(store.state.value.emailNotifications).toEqual(DEFAULT_SETTINGS.emailNotifications);
    expect(store.refused.value).toEqual({ setting: 'email', code: 50000 });
  });

  it('SET-09: a refused message-control change sets error and keeps the old value; the next success clears it', async () => {
    const { api, store, update } = setup();
    api.refuseNext();
    await update.execute({ kind: 'messageControls', onlyVerifiedUsers: true });
    expect(store.state.value.messageControls).toEqual({ onlyVerifiedUsers: false, error: true });
    await update.execute({ kind: 'messageControls', onlyVerifiedUsers: true });
    expect(store.state.value.messageControls).toEqual({ onlyVerifiedUsers: true, error: false });
  });

  it('SET-01: logout resets every setting to its default', async () => {
    const { store, load, update } = setup();
    await load.execute();
    await update.execute({ kind: 'push', change: { match: false } });
    store.reset();
    expect(store.state.value).toEqual(DEFAULT_SETTINGS);
    expect(store.account.value.maskedPhone).toBeNull();
  });
});

describe('changing the account e-mail', () => {
  it('SET-15: enter a new address, a code goes to it, the code makes it the account`s; errors keep what was typed', async () => {
    const { api, store, contact } = setup();
    await contact.send('email', '   ');
    expect(store.emailChange.value).toEqual({ step: 'enter', typed: '   ', error: CONTACT_REQUIRED });
    api.refuseNext(40009);
    await contact.send('email', 'new@example.com');
    expect(store.emailChange.value).toEqual({ step: 'enter', typed: 'new@example.com', error: 40009 });
    await contact.send('email', 'new@example.com');
    expect(store.emailChange.value).toMatchObject({ step: 'code', typed: 'new@example.com', otpLength: 6 });
    expect(await contact.confirm('email', '000000')).toBe(false);
    expect(store.emailChange.value).toMatchObject({ step: 'code', error: 41202, typed: 'new@example.com' });
    expect(await contact.confirm('email', '123456')).toBe(true);
    expect(store.emailChange.value.step).toBe('done');
    expect(store.account.value.isEmailVerified).toBe(true);
  });
});

describe('deleting the account', () => {
  it('PROF-26: sends the deletion dialog`s version, then ends the session; a refusal keeps the member signed in', async () => {
    const { api, store } = setup();
    let ended = 0;
    const deletion = new DeleteAccountUseCase({ api, store, endSession: async () => void (ended += 1) });
    api.refuseNext(50000);
    expect((await deletion.execute()).ok).toBe(false);
    expect(ended).toBe(0);
    expect(store.deleting.value).toBe(false);
    expect((await deletion.execute()).ok).toBe(true);
    expect(api.deleted).toBe(1);
    expect(ended).toBe(1);
  });
});
