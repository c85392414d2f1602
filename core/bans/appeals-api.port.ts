import type { ApiFailure } from '../api/api-failure';
import type { Result } from '../shared';
import type { AppealCase, BanSummary } from './appeal-case';

/** BAN-13: the appeals of a banned member, with the ban's appeal token and no session. */
export interface AppealsApiPort {
  cases(appealToken: string): Promise<Result<{ readonly ban: BanSummary; readonly cases: readonly AppealCase[] }, ApiFailure>>;
  appeal(appealToken: string, statement: string): Promise<Result<AppealCase, ApiFailure>>;
}
