import { OFFERS } from '../../core/offers';
import { effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { ONBOARDING, OnboardingFlowUseCase, OnboardingStore } from '../../core/onboarding';
import { SHARED } from '../../core/shared';
import { leverOn, STARTUP } from '../../core/startup';
import { lookup, provide } from './provide';

/**
 * Binds onboarding (issue 7): the state and the flow, which opens the post-onboarding pages (ONB-16, bound at
 * start by onboarding-pages.module.ts) when the newcomer goes in. The flow's completion is
 * finalised like a sign-in (AUTH-18, AUTH-20: the member lands on recs); giving up logs out. The state is
 * forgotten when the session is neither onboarding nor signed in.
 */
export const onboardingModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    ONBOARDING.Store,
    (session) => {
      const store = new OnboardingStore();
      effect(() => {
        if (session.status.value === 'signed-out') store.reset();
      });
      return store;
    },
    [AUTH.Session],
  );
  bind(ONBOARDING.Flow).toDynamicValue((ctx) => {
    const session = lookup(ctx, AUTH.Session);
    const clock = lookup(ctx, SHARED.Clock);
    return new OnboardingFlowUseCase({
      api: lookup(ctx, ONBOARDING.Api),
      store: lookup(ctx, ONBOARDING.Store),
      storage: lookup(ctx, SHARED.KeyValueStorage),
      scheduler: lookup(ctx, SHARED.Scheduler),
      ids: lookup(ctx, SHARED.IdGenerator),
      logger: lookup(ctx, SHARED.Logger),
      now: () => clock.now(),
      funnelSessionId: () => session.state.peek().funnelSessionId,
      incentivesData: () => {
        const promoCode = lookup(ctx, OFFERS.PromoSession).pendingPromoCode.peek();
        return promoCode === null ? undefined : { promoCode };
      },
      features: () => {
        const levers = lookup(ctx, STARTUP.Store).levers.peek();
        return { orientation: leverOn(levers, 'orientation'), relationshipIntent: leverOn(levers, 'relationshipIntent'), photosFirst: leverOn(levers, 'onboardingPhotosFirst') };
      },
      finaliseLogin: (login) =>
        lookup(ctx, AUTH.FinaliseLogin).execute({
          kind: 'login',
          authToken: login.authToken,
          authTokenTtlMs: login.authTokenTtlMs,
          userId: login.userId,
          isNewUser: true,
          ...(login.refreshToken === undefined ? {} : { refreshToken: login.refreshToken }),
        }),
      signOut: () => lookup(ctx, AUTH.Logout).execute('member'),
      pages: lookup(ctx, ONBOARDING.PagesQueue),
    });
  });
});
