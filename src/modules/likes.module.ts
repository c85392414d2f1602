import { effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { BOOSTS, BoostsStore, BoostUseCase } from '../../core/boosts';
import { LIKES_YOU, LikesYouStore, LikesYouUseCase } from '../../core/likes-you';
import { NAVIGATION } from '../../core/navigation';
import { SHARED } from '../../core/shared';
import { lookup, provide, provideMemberStore } from './provide';

/** Binds likes-you (LIKES, and the navigation's likes badge, NAV-03) and boosts (BOOST); both are forgotten when the member signs out. */
export const likesModule = new ContainerModule(({ bind, onActivation }) => {
  provideMemberStore(bind, LIKES_YOU.Store, () => new LikesYouStore());
  // NAV-03: the navigation (at start) shows the badge this store works out.
  onActivation(LIKES_YOU.Store, (ctx, store: LikesYouStore) => {
    const badge = lookup(ctx, NAVIGATION.InboxBadge);
    effect(() => badge.setLikes(store.badge.value));
    return store;
  });
  provide(
    bind,
    LIKES_YOU.UseCase,
    (api, store, clock, storage, baseTimeUnitMs, modals) => new LikesYouUseCase({ api, store, clock, storage, baseTimeUnitMs, modals }),
    [LIKES_YOU.Api, LIKES_YOU.Store, SHARED.Clock, SHARED.KeyValueStorage, SHARED.BaseTimeUnitMs, NAVIGATION.Modals],
  );
  provideMemberStore(bind, BOOSTS.Store, () => new BoostsStore());
  provide(
    bind,
    BOOSTS.UseCase,
    (api, store, clock, scheduler, baseTimeUnitMs) => new BoostUseCase({ api, store, clock, scheduler, baseTimeUnitMs }),
    [BOOSTS.Api, BOOSTS.Store, SHARED.Clock, SHARED.Scheduler, SHARED.BaseTimeUnitMs],
  );
});
