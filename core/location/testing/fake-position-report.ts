import { appError, err, ok, type AppError, type LatLng, type Result } from '../../shared';
import type { PositionReportPort } from '../position-report.port';

/** Records the positions sent; `failNext` makes the next send fail; `hold` keeps answers back until `release`. */
export class FakePositionReport implements PositionReportPort {
  readonly sent: LatLng[] = [];
  #failNext: string | number | undefined;
  #holding = false;
  readonly #held: (() => void)[] = [];

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

  report(position: LatLng): Promise<Result<void, AppError>> {
    this.sent.push({ lat: position.lat, lng: position.lng } as LatLng);
    const code = this.#failNext;
    this.#failNext = undefined;
    const answer = (): Result<void, AppError> => (code === undefined ? ok(undefined) : err(appError(code, 'refused')));
    if (!this.#holding) return Promise.resolve(answer());
    return new Promise((resolve) => this.#held.push(() => resolve(answer())));
  }
}
