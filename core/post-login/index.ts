/**
 * core/post-login — what happens once a member is signed in (PL items, D1 section 4, D2 section 4).
 * Owns: the steps in the spec's order, the skip rule and the double-run guard, the steps' conditions
 * (biometrics, e-mail prompt, redirect) and the post-login modal priority (PL-13).
 * Needs: the handlers of the steps the app has, a logger and the settings of PL-01 (given by the composition root).
 * Exposes: the rules, the use-case and the token.
 */
import { token } from '../shared';
import type { RunPostLoginUseCase } from './run-post-login.use-case';

export * from './post-login';
export { RunPostLoginUseCase, type PostLoginHandlers, type RunPostLoginDeps } from './run-post-login.use-case';

export const POST_LOGIN = {
  Run: token<RunPostLoginUseCase>('postLogin.Run'),
} as const;
