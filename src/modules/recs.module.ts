import { effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { NAVIGATION } from '../../core/navigation';
import { LoadRecsUseCase, RECS, RecsStore, SwipeUseCase } from '../../core/recs';
import { SESSION, type SessionTracker } from '../../core/session';
import { SHARED } from '../../core/shared';
import { lookup, provide } from './provide';

/**
 * Binds discovery: the card stack, its loading and the swipes (RECS, API-08). The store forgets everything when the
 * member signs out (AUTH-34). Swipes refresh session activity through the session tracker when it is loaded
 * (SESS-03), and queue "it's a match" on the modal queue (MATCH-15).
 */
export const recsModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    RECS.Store,
    (session) => {
      const store = new RecsStore();
      effect(() => {
        if (!session.loggedIn.value) store.reset();
      });
      return store;
    },
    [AUTH.Session],
  );
  provide(bind, RECS.Load, (api, store) => new LoadRecsUseCase({ api, store }), [RECS.Api, RECS.Store]);
  bind(RECS.Swipe).toDynamicValue(
    (ctx) =>
      new SwipeUseCase({
        api: lookup(ctx, RECS.Api),
        store: lookup(ctx, RECS.Store),
        load: lookup(ctx, RECS.Load),
        clock: lookup(ctx, SHARED.Clock),
        modals: lookup(ctx, NAVIGATION.Modals),
        onActivity: (activity) => ctx.get<SessionTracker>(SESSION.Tracker, { optional: true })?.recordActivity(activity),
      }),
  );
});
