import { effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { ONBOARDING, PagesQueueStore } from '../../core/onboarding';
import { provide } from './provide';

/**
 * Binds the post-onboarding pages queue (ONB-16) at start, so the app shell's onboarding overlay can read it
 * without loading the onboarding chunk; it is forgotten on sign-out. The location module watches its denial into
 * it (location.module.ts), the onboarding flow opens it.
 */
export const onboardingPagesModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    ONBOARDING.PagesQueue,
    (session) => {
      const pages = new PagesQueueStore();
      effect(() => {
        if (session.status.value === 'signed-out') pages.reset();
      });
      return pages;
    },
    [AUTH.Session],
  );
});
