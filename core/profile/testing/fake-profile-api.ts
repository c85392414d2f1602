import { appError, err, ok, type AppError, type Result } from '../../shared';
import type { OwnProfile } from '../own-profile';
import type { ProfileApiPort } from '../profile-api.port';

/** An in-memory profile API: answers the profile it holds, or a failure; `hold()` keeps the next answer back. */
export class FakeProfileApi implements ProfileApiPort {
  profile: OwnProfile | undefined = { id: 'u-1', name: 'Sam', maskedPhone: '+*******0123', maskedEmail: null };
  calls = 0;
  #held: ((r: Result<OwnProfile, AppError>) => void)[] = [];
  #holding = false;

  hold(): void {
    this.#holding = true;
  }

  release(): void {
    this.#holding = false;
    for (const resolve of this.#held.splice(0)) resolve(this.#answer());
  }

  fetchOwn(): Promise<Result<OwnProfile, AppError>> {
    this.calls += 1;
    if (this.#holding) return new Promise((resolve) => this.#held.push(resolve));
    return Promise.resolve(this.#answer());
  }

  #answer(): Result<OwnProfile, AppError> {
    return this.profile ? ok(this.profile) : err(appError(40400, 'no profile'));
  }
}
