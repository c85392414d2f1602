import type { RecCard, RecsError } from '../recs';
import type { AppError, Result } from '../shared';
import type { Catalog } from './catalog';

/** What Explore needs from the provider (EXP-01: `GET /v2/explore`, a catalog's recs; EXP-02: joining), in domain words. */
export interface ExploreApiPort {
  catalogs(): Promise<Result<readonly Catalog[], AppError>>;
  /** Opts the member in (`joined: true`) or out; answers the catalog as it now stands. */
  setJoined(catalogId: string, joined: boolean): Promise<Result<Catalog, AppError>>;
  /** A page of the catalog's cards, in the shape of the recs. */
  recs(catalogId: string): Promise<Result<readonly RecCard[], RecsError>>;
}
