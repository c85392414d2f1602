/**
 * core/post-login — what happens once a member is signed in (PL items, D1 section 4, D2 section 4).
 * Owns: the steps in the spec's order, the skip rule and the double-run guard, the steps' conditions
 * (biometrics, e-mail prompt, redirect), the e-mail prompt's step (PL-10), the post-login modal priority (PL-13) and its use-case, the `getGold` deep link's flag (LIKES-09) and the contact request's payload (PL-05).
 * Needs: the handlers of the steps the app has, a logger and the settings of PL-01 (given by the composition root),
 * and `ContactRequestPort` (PL-05).
 * Exposes: the rules, the use-case and the token.
 */
import { token } from '../shared';
import type { ContactRequestPort } from './contact-request';
import type { GoldDeepLink } from './gold-deep-link';
import type { RunPostLoginUseCase } from './run-post-login.use-case';

export * from './post-login';
export * from './contact-request';
export { EMAIL_PROMPT_MODAL, readEmailPromptSettings, ShowEmailPromptUseCase, type ShowEmailPromptDeps } from './email-prompt.use-case';
export { GoldDeepLink } from './gold-deep-link';
export { ShowPostLoginModalUseCase, type ShowPostLoginModalDeps } from './post-login-modal.use-case';
export { RunPostLoginUseCase, type PostLoginHandlers, type RunPostLoginDeps } from './run-post-login.use-case';

export const POST_LOGIN = {
  Run: token<RunPostLoginUseCase>('postLogin.Run'),
  ContactRequest: token<ContactRequestPort>('postLogin.ContactRequest'),
  /** PL-05: the device's operating system, in a word (null when unknown). */
  DeviceOs: token<string | null>('postLogin.DeviceOs'),
  /** LIKES-09: the `getGold` deep link's flag (bound at start, with the routing). */
  GoldDeepLink: token<GoldDeepLink>('postLogin.GoldDeepLink'),
} as const;
