import { appError, err, ok, type AppError, type Result } from '../../shared';
import type { OwnProfile } from '../own-profile';
import type { ProfileApiPort } from '../profile-api.port';

/**
 * The caller's token as the fake's server sees it: a member's; none at all (nothing is sent: `API.MISSING_TOKEN`);
 * or one the server refuses (made up or expired) with no fresh one to be had (`API.UNAUTHORIZED`).
 */
export type FakeProfileToken = 'member' | 'none' | 'refused';

/** Who signed in: their id, their name once onboarding is done, and the phone number or e-mail address they used. */
export interface FakeProfileMember {
  readonly id: string;
  readonly name: string | null;
  readonly phone?: string;
  readonly email?: string;
}

/** The server's masks: `+*******0123` (the last four digits), `j***@example.com`. */
const maskPhone = (phone: string): string => `+${'*'.repeat(Math.max(0, phone.length - 5))}${phone.slice(-4)}`;
const maskEmail = (email: string): string => `${email.slice(0, 1)}***${email.slice(email.lastIndexOf('@'))}`;

/**
 * An in-memory profile API: answers the profile it holds for a member's token, or the failure the real client
 * gives without one; `hold()` keeps the next answer back.
 */
export class FakeProfileApi implements ProfileApiPort {
  profile: OwnProfile | undefined = { id: 'u-1', name: 'Sam', maskedPhone: '+*******0123', maskedEmail: null };
  token: FakeProfileToken = 'member';
  calls = 0;
  #held: ((r: Result<OwnProfile, AppError>) => void)[] = [];
  #holding = false;

  /** `member` signs in: the fake answers their profile, contact details masked as the server masks them. */
  signIn(member: FakeProfileMember): void {
    this.token = 'member';
    this.profile = {
      id: member.id,
      name: member.name,
      maskedPhone: member.phone === undefined ? null : maskPhone(member.phone),
      maskedEmail: member.email === undefined ? null : maskEmail(member.email),
    };
  }

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
    if (this.token === 'none') return err(appError('API.MISSING_TOKEN', 'no token to send'));
    if (this.token === 'refused') return err(appError('API.UNAUTHORIZED', 'the token was refused'));
    return this.profile ? ok(this.profile) : err(appError(40400, 'no profile'));
  }
}
