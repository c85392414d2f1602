import { ContainerModule } from 'inversify';
import { EditProfileUseCase, LoadOwnProfileUseCase, PROFILE, ProfileEditStore, ProfileStore } from '../../core/profile';
import { provide } from './provide';

/** Binds the own profile (PL-03) and its edits (PROF items). */
export const profileModule = new ContainerModule(({ bind }) => {
  provide(bind, PROFILE.Store, () => new ProfileStore(), []);
  provide(bind, PROFILE.LoadOwn, (api, store) => new LoadOwnProfileUseCase(api, store), [PROFILE.Api, PROFILE.Store]);
  provide(bind, PROFILE.EditStore, () => new ProfileEditStore(), []);
  provide(bind, PROFILE.Edit, (api, store) => new EditProfileUseCase(api, store), [PROFILE.EditApi, PROFILE.EditStore]);
});
