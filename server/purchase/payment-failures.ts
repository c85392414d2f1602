/**
 * Card testing stopped at the door: a member whose payments were refused 10 times in any hour (declined, a 3-D
 * Secure challenge failed, a card number or brand refused) is answered 429/42901 on every payment route until the
 * oldest refusal leaves the hour, before any card is read or charged. Counted in this process, per member.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Clock, Result } from '../../core/shared';
import { ErrorCode } from '../../core/errors/error-codes';
import { authOf } from '../http/auth-guard';
import { sendFailure } from '../http/envelope';
import { failure, type Failure } from '../http/failure';
import { memberFailures } from '../http/member-attempts';
import type { AllowanceRule } from '../recs/allowance';

/** Refused payments one member may have: 10 in any hour (docs/decisions.md, "Payments refused"). */
export const PAYMENT_FAILURES: AllowanceRule = { max: 10, windowMs: 3_600_000 };

const CARD_REFUSALS: ReadonlySet<number> = new Set([ErrorCode.CARD_BRAND_UNSUPPORTED, ErrorCode.CARD_NUMBER_INVALID, ErrorCode.CARD_EXPIRED]);

/** A payment the processor or the card check refused (not a malformed request, not a missing object). */
export const isPaymentRefusal = (answer: Failure): boolean => answer.status === 402 || CARD_REFUSALS.has(answer.code);

export interface PaymentGuard {
  /** Refuses a member over the allowance before the route runs. */
  readonly preHandler: preHandlerAsyncHookHandler;
  /** Counts the answer when it is a refused payment; gives it back unchanged. */
  readonly counted: <T>(userId: string, outcome: Result<T, Failure>) => Result<T, Failure>;
}

export const paymentGuard = (clock: Clock, rule: AllowanceRule = PAYMENT_FAILURES): PaymentGuard => {
  const failures = memberFailures(rule, clock);
  return {
    preHandler: async (request, reply) => {
      const waitMs = failures.waitMs(authOf(request).userId);
      if (waitMs !== undefined) return sendFailure(reply, failure.rateLimited(waitMs, undefined, 'Too many refused payments'));
    },
    counted: (userId, outcome) => {
      if (!outcome.ok && isPaymentRefusal(outcome.error)) failures.failed(userId);
      return outcome;
    },
  };
};
