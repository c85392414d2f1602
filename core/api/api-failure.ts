import { CLIENT_MESSAGES } from '../errors/client-messages';

/** The `error` object of the provider's envelope: `{ code, message }`, sometimes with ban fields (BAN-01). */
export interface ServerErrorBody {
  readonly code?: number;
  readonly message?: string;
  readonly [field: string]: unknown;
}

/** API-04: the shape every answer with status 400 or above 401 is wrapped in. */
export interface WrappedResponse {
  /** The envelope's `data`, the whole body when it is no envelope, bytes for binary answers, null when empty. */
  readonly data: unknown;
  readonly status: number;
  readonly error: ServerErrorBody | null;
  readonly url: string;
  readonly ok: boolean;
}

/** Stable codes of the failures that have no server code of their own. */
export const ApiFailureCode = {
  TIMEOUT: 'API.TIMEOUT',
  NETWORK: 'API.NETWORK',
  MISSING_TOKEN: 'API.MISSING_TOKEN',
  UNAUTHORIZED: 'API.UNAUTHORIZED',
  FORCED_LOGOUT: 'API.FORCED_LOGOUT',
  RATE_LIMITED: 'API.RATE_LIMITED',
  HTTP: 'API.HTTP',
  INVALID_REQUEST: 'API.INVALID_REQUEST',
  BAD_RESPONSE: 'API.BAD_RESPONSE',
} as const;

/**
 * Why a call failed. `kind` is the tag; `code` is stable: an `API.*` code, or for `http` the server's
 * numeric code when the body carried one. `message` is English text for logs; the UI shows a message key
 * (see core/errors).
 */
export type ApiFailure =
  /** API-03: no answer within the timeout. */
  | { readonly kind: 'timeout'; readonly code: 'API.TIMEOUT'; readonly message: string }
  /** API-09: the request could not reach the resource (offline, DNS, refused, CORS). */
  | { readonly kind: 'network'; readonly code: 'API.NETWORK'; readonly message: string }
  /** API-05: an authorised endpoint called without a token; nothing was sent. */
  | { readonly kind: 'missing-token'; readonly code: 'API.MISSING_TOKEN'; readonly message: string }
  /** AUTH-25: 401 and re-authentication logged out, or the retried call was 401 again, or a 401 on an open endpoint. */
  | {
      readonly kind: 'unauthorized';
      readonly code: 'API.UNAUTHORIZED';
      readonly message: string;
      readonly reason: 'logged-out' | 'rejected';
      readonly serverCode?: number;
    }
  /** AUTH-26: a 403 whose body carries `logout: true`. */
  | {
      readonly kind: 'forced-logout';
      readonly code: 'API.FORCED_LOGOUT';
      readonly message: string;
      readonly response: WrappedResponse;
      readonly serverCode?: number;
    }
  /** ERR-01: a 429, or the server code 42901. */
  | {
      readonly kind: 'rate-limited';
      readonly code: 'API.RATE_LIMITED';
      readonly message: string;
      readonly response: WrappedResponse;
      readonly serverCode?: number;
      /** From `Retry-After` (seconds or an HTTP date), when present and readable. */
      readonly retryAfterSeconds?: number;
    }
  /** API-04: any other wrapped answer. */
  | {
      readonly kind: 'http';
      readonly code: number | 'API.HTTP';
      readonly message: string;
      readonly status: number;
      readonly response: WrappedResponse;
      readonly serverCode?: number;
    }
  /** The request could not be built (a path parameter missing): a caller's bug, caught before sending. */
  | { readonly kind: 'invalid-request'; readonly code: 'API.INVALID_REQUEST'; readonly message: string }
  /** A success status whose body could not be read as JSON. */
  | {
      readonly kind: 'bad-response';
      readonly code: 'API.BAD_RESPONSE';
      readonly message: string;
      readonly status: number;
      readonly url: string;
    };

export type ApiFailureKind = ApiFailure['kind'];

type Of<K extends ApiFailureKind> = Extract<ApiFailure, { kind: K }>;

const optionalServerCode = (serverCode: number | undefined) => (serverCode === undefined ? {} : { serverCode });

/** Constructors, so every failure of a kind carries the same code and message. */
export const apiFailure = {
  timeout: (): Of<'timeout'> => ({ kind: 'timeout', code: ApiFailureCode.TIMEOUT, message: CLIENT_MESSAGES['error.requestTimeout'] }),
  network: (): Of<'network'> => ({
    kind: 'network',
    code: ApiFailureCode.NETWORK,
    message: CLIENT_MESSAGES['error.networkUnreachable'],
  }),
  missingToken: (): Of<'missing-token'> => ({
    kind: 'missing-token',
    code: ApiFailureCode.MISSING_TOKEN,
    message: CLIENT_MESSAGES['error.missingApiToken'],
  }),
  unauthorized: (reason: 'logged-out' | 'rejected', serverCode?: number): Of<'unauthorized'> => ({
    kind: 'unauthorized',
    code: ApiFailureCode.UNAUTHORIZED,
    message: reason === 'logged-out' ? 'Re-authentication logged the user out' : 'Request unauthorized',
    reason,
    ...optionalServerCode(serverCode),
  }),
  forcedLogout: (response: WrappedResponse, serverCode?: number): Of<'forced-logout'> => ({
    kind: 'forced-logout',
    code: ApiFailureCode.FORCED_LOGOUT,
    message: 'Logged out by the server',
    response,
    ...optionalServerCode(serverCode),
  }),
  rateLimited: (response: WrappedResponse, serverCode?: number, retryAfterSeconds?: number): Of<'rate-limited'> => ({
    kind: 'rate-limited',
    code: ApiFailureCode.RATE_LIMITED,
    message: CLIENT_MESSAGES['error.rateLimited'],
    response,
    ...optionalServerCode(serverCode),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  }),
  http: (response: WrappedResponse, serverCode?: number): Of<'http'> => ({
    kind: 'http',
    code: serverCode ?? ApiFailureCode.HTTP,
    message: response.error?.message ?? `Request failed with status ${response.status}`,
    status: response.status,
    response,
    ...optionalServerCode(serverCode),
  }),
  invalidRequest: (message: string): Of<'invalid-request'> => ({
    kind: 'invalid-request',
    code: ApiFailureCode.INVALID_REQUEST,
    message,
  }),
  badResponse: (status: number, url: string): Of<'bad-response'> => ({
    kind: 'bad-response',
    code: ApiFailureCode.BAD_RESPONSE,
    message: 'The answer could not be read as JSON',
    status,
    url,
  }),
} as const;
