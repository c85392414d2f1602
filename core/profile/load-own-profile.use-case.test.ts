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

  it('PL-03: the profile of this sign-in loads once: a second ask joins the load under way or finds it loaded; a failed one or a new sign-in loads again', async () => {
    const api = new FakeProfileApi();
    const store = new ProfileStore();
    const load = new LoadOwnProfileUseCase(api, store);
    api.hold();
    const first = load.loadOnce();
    const joined = load.loadOnce();
    expect(api.calls).toBe(1);
    api.release();
    await Promise.all([first, joined]);
    await load.loadOnce();
    expect(api.calls).toBe(1);
    expect(store.profile.value?.name).toBe('Sam');
    // An explicit reload still asks.
    await load.execute();
    expect(api.calls).toBe(2);
    // Signed out: the next sign-in's profile loads again.
    load.clear();
    await load.loadOnce();
    expect(api.calls).toBe(3);
    // A failed load is no profile: the next ask tries again.
    api.profile = undefined;
    load.clear();
    await load.loadOnce();
    expect(store.state.value.kind).toBe('error');
    await load.loadOnce();
    expect(api.calls).toBe(5);
  });

  it('PL-03: an ask for the profile of this sign-in joins the newest load under way, even after an older one ended', async () => {
    const api = new FakeProfileApi();
    const store = new ProfileStore();
    const load = new LoadOwnProfileUseCase(api, store);
    api.hold();
    const older = load.execute();
    api.release();
    api.hold();
    const newer = load.execute();
    await older;
    const joined = load.loadOnce();
    expect(api.calls).toBe(2);
    api.release();
    await Promise.all([newer, joined]);
    expect(store.profile.value?.name).toBe('Sam');
  });
});
