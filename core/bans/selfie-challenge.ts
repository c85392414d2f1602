/**
 * BAN-07: the selfie challenge (40324): the member takes or uploads a photo of themselves, sent with the
 * challenge's token and no session; a photo the provider accepts lifts the challenge and the member signs in again.
 */
import type { ApiFailure } from '../api/api-failure';
import type { Result } from '../shared';
import type { BansStore } from './bans.store';

/** A photo as the browser gives it. */
export interface SelfiePhoto {
  readonly type: string;
  readonly bytes: Uint8Array;
}

export interface SelfieChallengeApiPort {
  /** Answers the challenge's new status (`passed`, or why not). */
  submit(token: string, photo: SelfiePhoto): Promise<Result<{ readonly status: string }, ApiFailure>>;
}

/** What the page says after a try. */
export type SelfieOutcome = 'passed' | 'no-challenge' | 'not-a-photo' | 'rejected' | 'failed';

/** The photo types the challenge takes (the server says the same, server/bans). */
export const SELFIE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export class SelfieChallengeUseCase {
  constructor(private readonly deps: { readonly api: SelfieChallengeApiPort; readonly store: BansStore }) {}

  async submit(photo: SelfiePhoto): Promise<SelfieOutcome> {
    const challenge = this.deps.store.selfieChallenge.peek();
    if (challenge?.token == null) return 'no-challenge';
    if (!SELFIE_TYPES.includes(photo.type) || photo.bytes.length === 0) return 'not-a-photo';
    const answer = await this.deps.api.submit(challenge.token, photo);
    if (answer.ok) {
      this.deps.store.selfieChallengeIs({ token: answer.value.status === 'passed' ? null : challenge.token, status: answer.value.status });
      return answer.value.status === 'passed' ? 'passed' : 'rejected';
    }
    if (answer.error.kind === 'http' && answer.error.status === 404) return 'no-challenge';
    if (answer.error.kind === 'http' && (answer.error.status === 400 || answer.error.status === 422)) return 'rejected';
    return 'failed';
  }
}
