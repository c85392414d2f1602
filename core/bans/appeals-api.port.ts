import type { ApiFailure } from '../api/api-failure';
import type { Result } from '../shared';
import type { AppealCase, BanSummary } from './appeal-case';
import type { CaptchaProof } from './ban-captcha';

/** BAN-13: the appeals of a banned member, with the ban's appeal token and no session. */
export interface AppealsApiPort {
  cases(appealToken: string): Promise<Result<{ readonly ban: BanSummary; readonly cases: readonly AppealCase[] }, ApiFailure>>;
  /** appealBan: the statement, with the captcha token and vendor once the device solved one (ban-captcha.ts). */
  appeal(appealToken: string, statement: string, captcha: CaptchaProof | null): Promise<Result<AppealCase, ApiFailure>>;
  /** BAN-06 (`POST /challenge/verify`): passes a ban's challenge; answers the ban's appeal token. */
  passChallenge(challengeToken: string, captcha: CaptchaProof | null): Promise<Result<{ readonly appealToken: string }, ApiFailure>>;
}
