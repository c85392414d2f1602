import { describe, expect, it } from 'vitest';
import { LoadOwnProfileUseCase } from './load-own-profile.use-case';
import { ProfileStore } from './profile.store';
import { FakeProfileApi } from './testing/fake-profile-api';

describe('own profile', () => {
  it('PL-03: after sign-in the own profile loads: loading, then loaded with masked contact details', async () => {
    const api = new FakeProfileApi();
    const store = new ProfileStore();
    const load = new LoadOwnProfileUseCase(api, store);
    const done = load.execute();
    expect(store.state.value).toEqual({ kind: 'loading' });
    await done;
    expect(store.profile.value).toEqual({ id: 'u-1', name: 'Sam', maskedPhone: '+*******0123', maskedEmail: null });
  });

  it('PL-03: a failed load keeps the code; AUTH-34: a logout while it is out wins', async () => {
    const api = new FakeProfileApi();
    api.profile = undefined;
    const store = new ProfileStore();
    const load = new LoadOwnProfileUseCase(api, store);
    await load.execute();
    expect(store.state.value).toEqual({ kind: 'error', code: 40400 });
    api.profile = { id: 'u-2', name: null, maskedPhone: null, maskedEmail: 'j***@example.com' };
    api.hold();
    const late = load.execute();
    load.clear();
    api.release();
    await late;
    expect(store.state.value).toEqual({ kind: 'not-loaded' });
  });

  it('PL-03: reloading keeps the loaded profile on show until the fresh one arrives', async () => {
    const api = new FakeProfileApi();
    const store = new ProfileStore();
    const load = new LoadOwnProfileUseCase(api, store);
    await load.execute();
    api.profile = { id: 'u-1', name: 'Samira', maskedPhone: '+*******0123', maskedEmail: null };
    api.hold();
    const again = load.execute();
    expect(store.profile.value?.name).toBe('Sam');
    api.release();
    await again;
    expect(store.profile.value?.name).toBe('Samira');
  });
});
