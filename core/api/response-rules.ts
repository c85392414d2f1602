import { ErrorCode } from '../errors';
import { apiFailure, type ApiFailure, type ServerErrorBody, type WrappedResponse } from './api-failure';
import type { ResponseType } from './http.port';

/**
 * The provider's envelope (shared with the server): success `{ meta: { status }, data }`; error
 * `{ meta: { status }, error: { code, message }, logout?: true }`, with `Retry-After` on 429.
 */
export interface Envelope {
  readonly meta?: { readonly status?: number };
  readonly data?: unknown;
  readonly error?: ServerErrorBody;
  /** The forced-logout flag (AUTH-26) sits at the top of the envelope, beside `error`. */
  readonly logout?: boolean;
}

/** API-04: answers with status 400, or above 401, are wrapped; 401 goes to re-authentication. */
export const shouldWrap = (status: number): boolean => status === 400 || status > 401;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/** A body is an envelope when it is an object with a `meta` object. */
export const isEnvelope = (body: unknown): body is Envelope => isRecord(body) && isRecord(body['meta']);

/** The `error` object of a body, with `code` kept only when it is an integer and `message` only when text. */
export const serverErrorOf = (body: unknown): ServerErrorBody | null => {
  if (!isRecord(body) || !isRecord(body['error'])) return null;
  const { code, message, ...rest } = body['error'];
  return {
    ...rest,
    ...(Number.isInteger(code) ? { code: code as number } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
};

/** AUTH-26: the body asks for a forced logout. */
export const hasLogoutFlag = (body: unknown): boolean => isRecord(body) && body['logout'] === true;

/** What a success answer gives the caller: the envelope's `data`, or the body itself when it is no envelope. */
export const unwrapEnvelope = (body: unknown): unknown => (isEnvelope(body) ? body.data : body);

/** API-04: the wrapped shape of an answer. */
export const wrapResponse = (status: number, url: string, body: unknown): WrappedResponse => ({
  data: (isEnvelope(body) ? body.data : body) ?? null,
  status,
  error: serverErrorOf(body),
  url,
  ok: status >= 200 && status <= 299,
});

const DELTA_SECONDS = /^\s*(\d{1,10})\s*$/;

/** RFC 9110 `Retry-After`: delay seconds or an HTTP date (then measured from `nowMs`); unreadable gives undefined. */
export const parseRetryAfter = (value: string | null | undefined, nowMs: number): number | undefined => {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, "null" and "undefined" read as text are neither seconds nor a date
  if (value === null || value === undefined) return undefined;
  const delta = DELTA_SECONDS.exec(value);
  if (delta) return Number(delta[1]);
  if (!/[a-z]/i.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
};

/**
 * How to read a body: a success of a binary call as bytes; an error as JSON text whenever the server says it
 * is JSON (binary calls fail with the JSON envelope too, except the gateway's own protobuf errors); else text.
 */
export const bodyFormat = (contentType: string | null, responseType: ResponseType, status: number): 'text' | 'bytes' => {
  if (responseType === 'json') return 'text';
  if (status < 400) return 'bytes';
  return contentType !== null && /[/+]json\b/i.test(contentType) ? 'text' : 'bytes';
};

/** JSON text as a value; empty text gives undefined; text that is no JSON gives `ok: false`. */
export const parseJsonBody = (text: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false } => {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** An answer as the transport read it, with its body already decoded. */
export interface ReadAnswer {
  readonly status: number;
  readonly url: string;
  readonly body: unknown;
  readonly retryAfter: string | null;
}

/** ERR-01, API-04, AUTH-26: the failure a wrapped answer stands for. */
export const failureOfWrapped = (answer: ReadAnswer, nowMs: number): ApiFailure => {
  const response = wrapResponse(answer.status, answer.url, answer.body);
  const serverCode = response.error?.code;
  if (answer.status === 403 && hasLogoutFlag(answer.body)) return apiFailure.forcedLogout(response, serverCode);
  if (answer.status === 429 || serverCode === ErrorCode.RATE_LIMITED) {
    return apiFailure.rateLimited(response, serverCode, parseRetryAfter(answer.retryAfter, nowMs));
  }
  return apiFailure.http(response, serverCode);
};
