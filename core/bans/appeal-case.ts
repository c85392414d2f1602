import type { WardenTier } from '../routing/routes';

/** The ban the member's appeal token stands for, as the appeals center shows it. */
export interface BanSummary {
  readonly tier: WardenTier;
  readonly policy: string;
  readonly appealable: boolean;
  readonly since: number;
}

/** One appeal and its state (BAN-13). */
export interface AppealCase {
  readonly id: string;
  readonly status: 'open' | 'granted' | 'denied';
  readonly policy: string;
  readonly statement: string;
  readonly createdAt: number;
  readonly decidedAt: number | null;
}

/** What an appeal says: from 10 to 1,000 characters once trimmed; one rule for the app and the server (server/bans). */
export const APPEAL_STATEMENT_LENGTH = { min: 10, max: 1000 } as const;

export type StatementProblem = 'too-short' | 'too-long';

export const statementProblem = (statement: string): StatementProblem | null => {
  const length = statement.trim().length;
  if (length < APPEAL_STATEMENT_LENGTH.min) return 'too-short';
  if (length > APPEAL_STATEMENT_LENGTH.max) return 'too-long';
  return null;
};
