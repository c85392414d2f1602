import { statementProblem, type AppealCase, type StatementProblem } from './appeal-case';
import type { AppealsApiPort } from './appeals-api.port';
import type { BansStore } from './bans.store';

export type AppealRefusal = StatementProblem | 'no-ban' | 'already-open' | 'failed';
export type AppealOutcome = { readonly filed: AppealCase } | { readonly refused: AppealRefusal };

/**
 * BAN-13, BAN-14: the appeals center of a banned member, without a session: the ban and its cases by the appeal
 * token this device heard, and a new appeal (one open at a time, as the server keeps it).
 */
export class AppealsUseCase {
  constructor(private readonly deps: { readonly api: AppealsApiPort; readonly store: BansStore }) {}

  async load(): Promise<void> {
    const { api, store } = this.deps;
    const token = store.ban.peek()?.appealToken ?? null;
    if (token === null) {
      store.appealsAre({ kind: 'no-ban' });
      return;
    }
    store.appealsAre({ kind: 'loading' });
    const answer = await api.cases(token);
    if (answer.ok) store.appealsAre({ kind: 'ready', ...answer.value });
    else store.appealsAre(answer.error.kind === 'http' && answer.error.status === 404 ? { kind: 'no-ban' } : { kind: 'failed' });
  }

  async appeal(statement: string): Promise<AppealOutcome> {
    const problem = statementProblem(statement);
    if (problem !== null) return { refused: problem };
    const token = this.deps.store.ban.peek()?.appealToken ?? null;
    if (token === null) return { refused: 'no-ban' };
    const answer = await this.deps.api.appeal(token, statement.trim());
    if (answer.ok) {
      this.deps.store.filed(answer.value);
      return { filed: answer.value };
    }
    const status = answer.error.kind === 'http' ? answer.error.status : 0;
    return { refused: status === 409 ? 'already-open' : status === 404 ? 'no-ban' : 'failed' };
  }
}
