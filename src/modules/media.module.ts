import { ContainerModule, type ResolutionContext } from 'inversify';
import { ManagePhotosUseCase, MEDIA, MediaStore, UploadPhotosUseCase } from '../../core/media';
import { SESSION, type SessionTracker } from '../../core/session';
import { SHARED } from '../../core/shared';
import { lookup, provide, provideMemberStore } from './provide';

/** Binds the member's own photos (PROF-13..17, PROF-19); they are forgotten when the member signs out. */
export const mediaModule = new ContainerModule(({ bind }) => {
  provideMemberStore(bind, MEDIA.Store, () => new MediaStore());
  // SESS-03: a photo change refreshes the session's activity (the tracker is its own chunk, loaded at start).
  const photoChanged = (ctx: ResolutionContext) => () => ctx.get<SessionTracker>(SESSION.Tracker, { optional: true })?.recordActivity('photo-change');
  bind(MEDIA.Manage).toDynamicValue((ctx) => new ManagePhotosUseCase({ api: lookup(ctx, MEDIA.Api), store: lookup(ctx, MEDIA.Store), onPhotoChange: photoChanged(ctx) }));
  bind(MEDIA.Upload)
    .toDynamicValue(
      (ctx) =>
        new UploadPhotosUseCase({
          api: lookup(ctx, MEDIA.Api),
          store: lookup(ctx, MEDIA.Store),
          scheduler: lookup(ctx, SHARED.Scheduler),
          previews: lookup(ctx, MEDIA.Previews),
          logger: lookup(ctx, SHARED.Logger),
          onPhotoChange: photoChanged(ctx),
        }),
    );
});
