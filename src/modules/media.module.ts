import { effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { ManagePhotosUseCase, MEDIA, MediaStore, UploadPhotosUseCase } from '../../core/media';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds the member's own photos (PROF-13..17, PROF-19); they are forgotten when the member signs out. */
export const mediaModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    MEDIA.Store,
    (session) => {
      const store = new MediaStore();
      effect(() => {
        if (!session.loggedIn.value) store.clear();
      });
      return store;
    },
    [AUTH.Session],
  );
  provide(bind, MEDIA.Manage, (api, store) => new ManagePhotosUseCase({ api, store }), [MEDIA.Api, MEDIA.Store]);
  provide(
    bind,
    MEDIA.Upload,
    (api, store, scheduler, previews, logger) => new UploadPhotosUseCase({ api, store, scheduler, previews, logger }),
    [MEDIA.Api, MEDIA.Store, SHARED.Scheduler, MEDIA.Previews, SHARED.Logger],
  );
});
