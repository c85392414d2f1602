import { ErrorCode } from '../../errors/error-codes';
import type { RecCard, RecsError } from '../../recs';
import { appError, err, ok, type AppError, type Result } from '../../shared';
import type { Catalog } from '../catalog';
import type { ExploreApiPort } from '../explore-api.port';

type Call = { readonly kind: 'catalogs' } | { readonly kind: 'join' | 'leave' | 'recs'; readonly id: string };

/**
 * An in-memory provider of catalogs: each with its members (cards); a catalog's recs are its members not yet
 * swiped (`swiped`, e.g. a FakeRecsApi's), a page at a time; joining counts the member in. `hold()` keeps answers
 * back until `release()`; `failNext` makes the next call fail with a code.
 */
export class FakeExploreApi implements ExploreApiPort {
  readonly catalogList: Catalog[];
  readonly members = new Map<string, RecCard[]>();
  pageSize = 10;
  readonly calls: Call[] = [];
  #failNext: string | number | undefined;
  #holding = false;
  readonly #held: (() => void)[] = [];

  constructor(
    catalogs: readonly Catalog[],
    /** Whether the member swiped a card already (their swipes go through the recs' provider). */
    private readonly swiped: (id: string) => boolean = () => false,
  ) {
    this.catalogList = [...catalogs];
  }

  failNext(code: string | number): void {
    this.#failNext = code;
  }

  hold(): void {
    this.#holding = true;
  }

  release(): void {
    this.#holding = false;
    for (const answer of this.#held.splice(0)) answer();
  }

  catalogs(): Promise<Result<readonly Catalog[], AppError>> {
    this.calls.push({ kind: 'catalogs' });
    return this.#answer(() => ok([...this.catalogList]));
  }

  setJoined(catalogId: string, joined: boolean): Promise<Result<Catalog, AppError>> {
    this.calls.push({ kind: joined ? 'join' : 'leave', id: catalogId });
    return this.#answer(() => {
      const i = this.catalogList.findIndex((c) => c.id === catalogId);
      const catalog = this.catalogList[i];
      if (catalog === undefined) return err(appError(ErrorCode.NOT_FOUND, 'No such catalog'));
      const next = { ...catalog, joined, members: catalog.members + (joined === catalog.joined ? 0 : joined ? 1 : -1) };
      this.catalogList[i] = next;
      return ok(next);
    });
  }

  recs(catalogId: string): Promise<Result<readonly RecCard[], RecsError>> {
    this.calls.push({ kind: 'recs', id: catalogId });
    return this.#answer(() =>
      this.catalogList.some((c) => c.id === catalogId)
        ? ok((this.members.get(catalogId) ?? []).filter((card) => !this.swiped(card.id)).slice(0, this.pageSize))
        : err(appError(ErrorCode.NOT_FOUND, 'No such catalog')),
    );
  }

  #answer<T, E extends AppError>(answer: () => Result<T, E>): Promise<Result<T, E | AppError>> {
    const failing = this.#failNext;
    this.#failNext = undefined;
    const settle = (): Result<T, E | AppError> => (failing === undefined ? answer() : err(appError(failing, 'failed')));
    if (!this.#holding) return Promise.resolve(settle());
    return new Promise((resolve) => this.#held.push(() => resolve(settle())));
  }
}
