import { ContainerModule } from 'inversify';
import { LOCATION, LocationStore, TrackLocationUseCase } from '../../core/location';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds location tracking (LOC items). */
export const locationModule = new ContainerModule(({ bind }) => {
  provide(bind, LOCATION.Store, () => new LocationStore(), []);
  provide(
    bind,
    LOCATION.TrackLocation,
    (store, geolocation, visibility, clock, scheduler, logger, random) =>
      new TrackLocationUseCase({ store, geolocation, visibility, clock, scheduler, logger, random }),
    [LOCATION.Store, LOCATION.Geolocation, LOCATION.PageVisibility, SHARED.Clock, SHARED.Scheduler, SHARED.Logger, SHARED.Random],
  );
});
