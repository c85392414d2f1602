/**
 * core/explore — Explore's catalogs (EXP-01, EXP-02).
 * Owns: the catalogs and their load on route entry, joining and leaving (shown at once, rolled back when refused),
 * a catalog's card stack as a named recs queue (core/recs) filled from the catalog's recs, and the opt-in offered
 * once per catalog on a device.
 * Needs: `ExploreApiPort` (the provider's `GET /v2/explore`, joining, a catalog's recs), the recs' store and loader,
 * key-value storage.
 * Exposes: the catalog rules, the store, the use-case and the EXPLORE tokens; the fake under ./testing.
 */
import { token } from '../shared';
import type { ExploreApiPort } from './explore-api.port';
import type { ExploreStore } from './explore.store';
import type { ExploreUseCase } from './explore.use-case';

export { catalogOfQueue, catalogQueue, EXPLORE_OPT_IN_KEY, readOffered, type Catalog } from './catalog';
export type { ExploreApiPort } from './explore-api.port';
export { ExploreStore, type ExploreStatus } from './explore.store';
export { ExploreUseCase, type ExploreDeps } from './explore.use-case';

export const EXPLORE = {
  Api: token<ExploreApiPort>('explore.Api'),
  Store: token<ExploreStore>('explore.Store'),
  UseCase: token<ExploreUseCase>('explore.UseCase'),
} as const;
