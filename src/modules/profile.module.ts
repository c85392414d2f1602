import { ContainerModule } from 'inversify';
import { LoadOwnProfileUseCase, PROFILE, ProfileStore } from '../../core/profile';
import { provide } from './provide';

/** Binds the own profile (PL-03), which every signed-in screen reads; its edits load with profile-edit.module.ts. */
export const profileModule = new ContainerModule(({ bind }) => {
  provide(bind, PROFILE.Store, () => new ProfileStore(), []);
  provide(bind, PROFILE.LoadOwn, (api, store) => new LoadOwnProfileUseCase(api, store), [PROFILE.Api, PROFILE.Store]);
});
