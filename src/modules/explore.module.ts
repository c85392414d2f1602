import { ContainerModule } from 'inversify';
import { EXPLORE, ExploreStore, ExploreUseCase } from '../../core/explore';
import { RECS } from '../../core/recs';
import { SHARED } from '../../core/shared';
import { provide, provideMemberStore } from './provide';

/**
 * Binds Explore (EXPLORE: EXP-01, EXP-02); its store is forgotten when the member signs out. A catalog's cards are a
 * queue of the recs' card stack, so the recs module is loaded before this one is used (the Explore screens ask for
 * both).
 */
export const exploreModule = new ContainerModule(({ bind }) => {
  provideMemberStore(bind, EXPLORE.Store, () => new ExploreStore());
  provide(
    bind,
    EXPLORE.UseCase,
    (api, store, recsStore, load, storage) => new ExploreUseCase({ api, store, recs: { store: recsStore, load }, storage }),
    [EXPLORE.Api, EXPLORE.Store, RECS.Store, RECS.Load, SHARED.KeyValueStorage],
  );
});
