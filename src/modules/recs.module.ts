import { computed, effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { APP } from '../../core/app';
import { AUTH } from '../../core/auth';
import { DISCOVERY_SETTINGS, DiscoverySettingsStore, LoadDiscoverySettingsUseCase, SaveDiscoverySettingsUseCase } from '../../core/discovery-settings';
import { LOCATION } from '../../core/location';
import { NAVIGATION } from '../../core/navigation';
import { PERSISTENCE } from '../../core/persistence';
import { PROFILE } from '../../core/profile';
import {
  AllowanceTimers,
  EnterDiscoveryUseCase,
  LoadRecsUseCase,
  PriorityLikesOffer,
  RECS,
  RecsStore,
  RecsToolbar,
  RewindUseCase,
  SuperLikeUpsellOffer,
  SwipeUseCase,
  type ToolbarPreferencePort,
} from '../../core/recs';
import { SESSION, type SessionStore, type SessionTracker } from '../../core/session';
import { SHARED, type FeatureLoader, type Resolver } from '../../core/shared';
import { STARTUP } from '../../core/startup';
import { lookup, provide } from './provide';

/** RECS-21: the toolbar's state kept in the `appSettings` slice (PERS), beside what else it holds. */
const toolbarPreference = (features: FeatureLoader, resolver: Resolver): ToolbarPreferencePort => {
  const persistence = () => features.load('persistence').then(() => resolver.get(PERSISTENCE.Service));
  return {
    load: async () => (await (await persistence()).rehydrate()).appSettings.recsToolbarIsOpened,
    save: (open) =>
      void persistence().then(async (service) => {
        const kept = (await service.rehydrate()).appSettings;
        service.save('appSettings', { ...kept, recsToolbarIsOpened: open });
      }),
  };
};

/**
 * Binds discovery: the card stack, its loading, swipes, rewind and the allowance timers (RECS, API-08), the
 * discovery settings (SET), and entering Discover, which starts location tracking and reporting (LOC). Everything
 * forgets itself when the member signs out (AUTH-34, SET-03). Swipes refresh session activity through the session
 * tracker when it is loaded (SESS-03), and queue their modals on the modal queue (NAV-13).
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
  bind(RECS.Swipe).toDynamicValue((ctx) => {
    const startup = lookup(ctx, STARTUP.Store);
    const scheduler = lookup(ctx, SHARED.Scheduler);
    return new SwipeUseCase({
      api: lookup(ctx, RECS.Api),
      store: lookup(ctx, RECS.Store),
      load: lookup(ctx, RECS.Load),
      clock: lookup(ctx, SHARED.Clock),
      modals: lookup(ctx, NAVIGATION.Modals),
      onActivity: (activity) => ctx.get<SessionTracker>(SESSION.Tracker, { optional: true })?.recordActivity(activity),
      yieldToScreen: scheduler.afterPaint ? () => new Promise<void>((resolve) => scheduler.afterPaint!(resolve)) : undefined,
      priorityLikes: new PriorityLikesOffer({
        clock: lookup(ctx, SHARED.Clock),
        storage: lookup(ctx, SHARED.KeyValueStorage),
        modals: lookup(ctx, NAVIGATION.Modals),
        logger: lookup(ctx, SHARED.Logger),
        enabled: () => startup.settings.peek().isConsumablesEnabled,
      }),
      superLikeUpsell: new SuperLikeUpsellOffer({
        modals: lookup(ctx, NAVIGATION.Modals),
        session: () => ctx.get<SessionStore>(SESSION.Store, { optional: true })?.userSession.peek()?.id ?? null,
        enabled: () => startup.settings.peek().isConsumablesEnabled,
      }),
    });
  });
  provide(bind, RECS.Rewind, (api, store, swipes, modals) => new RewindUseCase({ api, store, swipes, modals }), [RECS.Api, RECS.Store, RECS.Swipe, NAVIGATION.Modals]);
  provide(
    bind,
    RECS.Timers,
    (store, scheduler, clock, session) => {
      const timers = new AllowanceTimers({ store, scheduler, clock });
      effect(() => {
        if (!session.loggedIn.value) timers.dispose();
      });
      return timers;
    },
    [RECS.Store, SHARED.Scheduler, SHARED.Clock, AUTH.Session],
  );
  bind(RECS.Toolbar).toDynamicValue((ctx) => {
    const resolver: Resolver = { get: (token) => ctx.get(token) };
    return new RecsToolbar(toolbarPreference(lookup(ctx, SHARED.Features), resolver), lookup(ctx, STARTUP.Store).settings.peek().recsToolbarIsOpened);
  });
  bind(RECS.Enter).toDynamicValue((ctx) => {
    const features = lookup(ctx, SHARED.Features);
    const scheduler = lookup(ctx, SHARED.Scheduler);
    return new EnterDiscoveryUseCase({
      load: lookup(ctx, RECS.Load),
      timers: lookup(ctx, RECS.Timers),
      // The own profile (PL-03) in the same breath as the settings: both read GET /v2/profile, so one request serves
      // both, and the post-login sequence, which waits for the first cards, finds the profile loaded.
      loadSettings: () => Promise.all([lookup(ctx, DISCOVERY_SETTINGS.Load).execute(), lookup(ctx, PROFILE.LoadOwn).loadOnce()]).then(() => undefined),
      // LOC: the location module is its own chunk; tracking and reporting start once it is in.
      startLocation: () =>
        features.load('location').then(() => {
          lookup(ctx, LOCATION.TrackLocation).start();
          lookup(ctx, LOCATION.ReportPosition).start();
        }),
      // The first cards are in (or will not come): a start that opened Discover lets its post-login steps go once
      // they are drawn (a task later, after the render that asks for their photos).
      stackSettled: () => void scheduler.setTimeout(() => lookup(ctx, APP.FirstScreen).release(), 0),
    });
  });

  provide(
    bind,
    DISCOVERY_SETTINGS.Store,
    (startup, session) => {
      const store = new DiscoverySettingsStore(computed(() => startup.settings.value.distanceUnit));
      effect(() => {
        if (!session.loggedIn.value) store.reset();
      });
      return store;
    },
    [STARTUP.Store, AUTH.Session],
  );
  provide(
    bind,
    DISCOVERY_SETTINGS.Load,
    (api, store, recs) => new LoadDiscoverySettingsUseCase({ api, store, onAllowances: (update) => recs.dispatch({ type: 'allowances', update }) }),
    [DISCOVERY_SETTINGS.Api, DISCOVERY_SETTINGS.Store, RECS.Store],
  );
  provide(
    bind,
    DISCOVERY_SETTINGS.Save,
    (api, store, modals, load) => new SaveDiscoverySettingsUseCase({ api, store, modals, onUserDataUpdated: () => void load.reload('user-data-updated') }),
    [DISCOVERY_SETTINGS.Api, DISCOVERY_SETTINGS.Store, NAVIGATION.Modals, RECS.Load],
  );
});
