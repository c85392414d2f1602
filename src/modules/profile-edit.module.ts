import { ContainerModule } from 'inversify';
import { EditProfileUseCase, PROFILE, ProfileEditStore } from '../../core/profile';
import { provide } from './provide';

/** Binds the edits of the own profile (PROF items): its own chunk, loaded by the Profile tab and its edit pages. */
export const profileEditModule = new ContainerModule(({ bind }) => {
  provide(bind, PROFILE.EditStore, () => new ProfileEditStore(), []);
  provide(bind, PROFILE.Edit, (api, store) => new EditProfileUseCase(api, store), [PROFILE.EditApi, PROFILE.EditStore]);
});
