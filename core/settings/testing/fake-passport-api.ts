import { ErrorCode } from '../../errors/error-codes';
import { err, ok, type AppError, type Result } from '../../shared';
import { AT_HOME, type PassportAccess, type PassportPlace, type Travel } from '../passport';
import type { PassportApiPort, PassportProfile } from '../passport-api.port';

const place = (id: string, name: string, country: string, countryCode: string, lat: number, lng: number): PassportPlace => ({ id, name, country, countryCode, lat, lng });

/** A few places of the catalogue, for tests and previews. */
export const FAKE_PLACES: readonly PassportPlace[] = [
  place('paris-fr', 'Paris', 'France', 'FR', 48.8566, 2.3522),
  place('tokyo-jp', 'Tokyo', 'Japan', 'JP', 35.6762, 139.6503),
  place('sao-paulo-br', 'São Paulo', 'Brazil', 'BR', -23.5558, -46.6396),
  place('lisbon-pt', 'Lisbon', 'Portugal', 'PT', 38.7223, -9.1393),
];

/** An in-memory passport provider: a Plus member at home by default; `refuseNext` fails the next call. */
export class FakePassportApi implements PassportApiPort {
  travelState: Travel = AT_HOME;
  access: PassportAccess = { allow: true, requiredTier: 'plus' };
  readonly calls: string[] = [];
  #refusal: AppError | null = null;
  /** Answers held until released (to test answers that arrive out of order). */
  readonly held = new Map<string, () => void>();
  holdSearches = false;

  refuseNext(code: string | number = 40000): void {
    this.#refusal = { code };
  }

  #refused(): AppError | null {
    const refusal = this.#refusal ?? (this.access.allow ? null : { code: ErrorCode.PAYWALL_REQUIRED });
    this.#refusal = null;
    return refusal;
  }

  async load(): Promise<Result<PassportProfile, AppError>> {
    this.calls.push('load');
    const refusal = this.#refusal;
    this.#refusal = null;
    return refusal ? err(refusal) : ok({ travel: this.travelState, access: this.access });
  }

  async popular(): Promise<Result<readonly PassportPlace[], AppError>> {
    this.calls.push('popular');
    const refusal = this.#refused();
    return refusal ? err(refusal) : ok(FAKE_PLACES.slice(0, 2));
  }

  async search(query: string): Promise<Result<readonly PassportPlace[], AppError>> {
    this.calls.push(`search ${query}`);
    const refusal = this.#refused();
    if (this.holdSearches) await new Promise<void>((resolve) => this.held.set(query, resolve));
    if (refusal) return err(refusal);
    const q = query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return ok(FAKE_PLACES.filter((p) => p.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().startsWith(q)));
  }

  async travel(placeId: string): Promise<Result<Travel, AppError>> {
    this.calls.push(`travel ${placeId}`);
    const refusal = this.#refused();
    if (refusal) return err(refusal);
    const found = FAKE_PLACES.find((p) => p.id === placeId);
    if (!found) return err({ code: ErrorCode.NOT_FOUND });
    this.travelState = { kind: 'traveling', place: found };
    return ok(this.travelState);
  }

  async reset(): Promise<Result<Travel, AppError>> {
    this.calls.push('reset');
    const refusal = this.#refused();
    if (refusal) return err(refusal);
    this.travelState = AT_HOME;
    return ok(AT_HOME);
  }
}
