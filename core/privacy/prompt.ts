/**
 * The consent prompt's rules (PRIV-05, PRIV-07): whether it shows, and the one route type it never shows on.
 */
import type { RouteDefinition } from '../routing/routes';
import { answerIsCurrent } from './consent';
import { gpcApplies } from './gpc';

/** PRIV-07: what moves the prompt: the prompt action, and the end of an update. */
export type PromptEvent = { readonly type: 'prompt' } | { readonly type: 'update-succeeded' } | { readonly type: 'update-failed' };

/** PRIV-07: `showPrompt` is true after the prompt action, false after an update's success or error. */
export const promptReducer = (_showPrompt: boolean, event: PromptEvent): boolean => event.type === 'prompt';

/**
 * PRIV-07 (n/s): the route type the prompt is suppressed on: a remote checkout (ROUTE-27), a page another app
 * opens to take a payment; the consents were asked where it came from (docs/decisions.md).
 */
export const promptSuppressedOn = (route: Pick<RouteDefinition, 'remoteCheckout'>): boolean => route.remoteCheckout === true;

/** What decides the prompt. */
export interface PromptFacts {
  readonly gpcLever: boolean;
  readonly gpcSignal: boolean;
  /** When the stored answer was given, or null when there is none. */
  readonly respondedAt: number | null;
  readonly now: number;
}

/**
 * PRIV-04, PRIV-05, PRIV-11: with GPC in force the prompt never shows; otherwise it shows iff there is no current
 * answer (none, or one older than the privacy max days).
 */
export const promptNeeded = (facts: PromptFacts): boolean =>
  !gpcApplies(facts.gpcLever, facts.gpcSignal) && (facts.respondedAt === null || !answerIsCurrent(facts.respondedAt, facts.now));
