import { kindOfCode, type ErrorContext } from './code-catalogue';
import { ErrorCode } from './error-codes';
import { KIND_POLICY, type ErrorKind } from './error-kind';
import type { MessageKey } from './error-messages';

/** ERR-01: 4xx and 5xx reports are sampled at 1 %. */
export const ERROR_REPORT_SAMPLE_RATE = 0.01;

/** What the classifier needs to know about a failed HTTP answer. */
export interface ClassifyInput {
  readonly status: number;
  /** The server's numeric code (`error.code` of the envelope), when the body carried one. */
  readonly code?: number;
  readonly context: ErrorContext;
  /** A ban-appeal challenge token came with the answer (ERR-04, ERR-07). */
  readonly hasChallengeToken?: boolean;
  /** The body carried the forced-logout flag (ERR-01, AUTH-26). */
  readonly logoutFlag?: boolean;
  /** A draw in [0, 1) from the `Random` port; without one, nothing is reported. */
  readonly sample?: number;
}

/** How the product reacts to an error: what it is, whether to report and log it, what to tell the user. */
export interface ErrorClassification {
  readonly kind: ErrorKind;
  /** Send to the error-reporting service (already sampled). */
  readonly report: boolean;
  readonly logAsError: boolean;
  readonly messageKey: MessageKey;
  /** The user may appeal (BAN-05: underage only on 40301; a ban with a challenge token). */
  readonly appealable: boolean;
}

/** 429 answers and the 429xx code family (42901 and the e-mail and SMS limits). */
const RATE_LIMIT_FAMILY = Math.floor(ErrorCode.RATE_LIMITED / 100);

const isRateLimit = (status: number, code: number | undefined): boolean =>
  // Stryker disable next-line ConditionalExpression: equivalent, Math.floor(undefined / 100) is NaN, equal to no family
  status === 429 || (code !== undefined && Math.floor(code / 100) === RATE_LIMIT_FAMILY);

/** The kind of an HTTP answer, first by status class (ERR-01), then by code within its context. */
const kindOf = (input: ClassifyInput): ErrorKind => {
  const { status, code, context } = input;
  if (!Number.isInteger(status) || status < 400 || status > 599) return 'unexpected';
  if (status === 401) return 're-auth';
  if (status === 403 && input.logoutFlag === true) return 'forced-logout';
  if (status >= 500) return 'server';
  if (code === ErrorCode.APPEALABLE_BAN) return input.hasChallengeToken === true ? 'appealable-ban' : 'banned';
  // Stryker disable next-line ConditionalExpression: equivalent, no table has the key undefined
  const byCode = code === undefined ? undefined : kindOfCode(code, context);
  if (byCode !== undefined) return byCode;
  if (isRateLimit(status, code)) return 'rate-limited';
  return 'bad-request';
};

const appealableOf = (kind: ErrorKind, input: ClassifyInput): boolean => {
  switch (kind) {
    case 'underage-ban':
      return input.code === ErrorCode.UNDERAGE_BAN_APPEALABLE;
    // Stryker disable next-line ConditionalExpression: equivalent, the classifier gives this kind only with a token, which `banned` checks
    case 'appealable-ban':
      return true;
    case 'banned':
      return input.hasChallengeToken === true;
    default:
      return false;
  }
};

/** Builds the classification of a kind; rate limits (429, 429xx codes) are never reported. */
export const classificationOf = (
  kind: ErrorKind,
  options: { readonly sample?: number; readonly rateLimited?: boolean; readonly appealable?: boolean } = {},
): ErrorClassification => {
  const policy = KIND_POLICY[kind];
  const sampledIn = options.sample !== undefined && options.sample >= 0 && options.sample < ERROR_REPORT_SAMPLE_RATE;
  return {
    kind,
    report: policy.logAsError && options.rateLimited !== true && sampledIn,
    logAsError: policy.logAsError,
    messageKey: policy.messageKey,
    appealable: options.appealable ?? false,
  };
};

/** ERR-01..14: classifies a failed HTTP answer. Total: any status, code and context gives a classification. */
export const classifyError = (input: ClassifyInput): ErrorClassification => {
  const kind = kindOf(input);
  return classificationOf(kind, {
    sample: input.sample,
    rateLimited: isRateLimit(input.status, input.code),
    appealable: appealableOf(kind, input),
  });
};
