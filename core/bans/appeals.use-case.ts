import { statementProblem, type AppealCase, type StatementProblem } from './appeal-case';
import type { AppealsApiPort } from './appeals-api.port';
import { withCaptcha, type BanCaptchaPort } from './ban-captcha';
import type { BansStore } from './bans.store';

/** `captcha`: the device could not pass the captcha that guards the appeal (BAN-13); trying again may. */
export type AppealRefusal = StatementProblem | 'no-ban' | 'already-open' | 'captcha' | 'failed';
export type AppealOutcome = { readonly filed: AppealCase } | { readonly refused: AppealRefusal };

/**
 * BAN-13, BAN-14: the appeals center of a banned member, without a session: the ban and its cases by the appeal
 * token this device heard, and a new appeal (one open at a time, as the server keeps it).
 */
export class AppealsUseCase {
  constructor(private readonly deps: { readonly api: AppealsApiPort; readonly store: BansStore; readonly captcha: BanCaptchaPort }) {}

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
    const text = statement.trim();
    const answer = await withCaptcha(this.deps.captcha, (proof) => this.deps.api.appeal(token, text, proof));
    if (answer.ok) {
      this.deps.store.filed(answer.value);
      return { filed: answer.value };
    }
    if (answer.error.kind === 'captcha') return { refused: 'captcha' };
    const status = answer.error.kind === 'http' ? answer.error.status : 0;
    return { refused: status === 409 ? 'already-open' : status === 404 ? 'no-ban' : 'failed' };
  }
}

export type ChallengeOutcome = 'passed' | 'no-challenge' | 'captcha' | 'failed';

/**
 * BAN-03, BAN-06: the verify page of a ban with a challenge (40307 named `challenge`): the device passes the captcha
 * with the ban's challenge token and no session; the answer is the appeal token, kept in memory (BAN-02) so the
 * appeals center opens.
 */
export class BanChallengeUseCase {
  constructor(private readonly deps: { readonly api: AppealsApiPort; readonly store: BansStore; readonly captcha: BanCaptchaPort }) {}

  async pass(): Promise<ChallengeOutcome> {
    const { api, store, captcha } = this.deps;
    const challengeToken = store.challengeToken.peek();
    const heard = store.ban.peek();
    if (challengeToken === null) return 'no-challenge';
    const answer = await withCaptcha(captcha, (proof) => api.passChallenge(challengeToken, proof));
    if (answer.ok) {
      store.heard({ tier: heard?.tier ?? 'banned', policy: heard?.policy ?? null, appealable: true, appealToken: answer.value.appealToken });
      store.challengeIs(null);
      return 'passed';
    }
    if (answer.error.kind === 'captcha') return 'captcha';
    return answer.error.kind === 'http' && answer.error.status === 404 ? 'no-challenge' : 'failed';
  }
}
