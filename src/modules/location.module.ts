import { effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { LOCATION, LocationStore, ReportPositionUseCase, TrackLocationUseCase } from '../../core/location';
import { ONBOARDING } from '../../core/onboarding';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/**
 * Binds location tracking (LOC items) and the reporting of each stored position to the provider while signed in.
 * Signing out stops the watch; Discover starts it again (RECS.Enter).
 */
export const locationModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    LOCATION.Store,
    (pages) => {
      const store = new LocationStore();
      // ONB-16: a denial puts the post-onboarding location page back.
      pages.watchLocationDenial(store.denied);
      return store;
    },
    [ONBOARDING.PagesQueue],
  );
  provide(
    bind,
    LOCATION.TrackLocation,
    (store, geolocation, visibility, clock, scheduler, logger, random, session, baseTimeUnitMs) => {
      const tracker = new TrackLocationUseCase({ store, geolocation, visibility, clock, scheduler, logger, random }, { baseTimeUnitMs });
      effect(() => {
        if (!session.loggedIn.value) tracker.stop();
      });
      return tracker;
    },
    [LOCATION.Store, LOCATION.Geolocation, LOCATION.PageVisibility, SHARED.Clock, SHARED.Scheduler, SHARED.Logger, SHARED.Random, AUTH.Session, SHARED.BaseTimeUnitMs],
  );
  provide(
    bind,
    LOCATION.ReportPosition,
    (store, reporter, session, logger) => new ReportPositionUseCase({ store, reporter, signedIn: session.loggedIn, logger }),
    [LOCATION.Store, LOCATION.PositionReport, AUTH.Session, SHARED.Logger],
  );
});
