import type { Clock, Result } from '../../shared';
import type { ApiFailure } from '../api-failure';
import { ApiClient } from '../api-client';
import { DEFAULT_API_BASE, REQUEST_TIMEOUT_MS } from '../constants';
import type { ApiBody, ApiRequest, HttpMethod, HttpPort } from '../http.port';
import type { HttpTransport, PreparedRequest, TransportOutcome } from '../http-transport.port';
import { queryString } from '../locale-query';
import type { RequestContextProvider } from '../request-headers';
import type { AuthTokenSource } from '../auth-token-source.port';
import { FakeAuthTokenSource } from './fake-auth-token-source';

/** A request as the server side saw it; the real-server contract harness records the same shape. */
export interface RecordedRequest {
  readonly method: HttpMethod;
  /** Path under the API base, as sent (encoded). */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: RecordedBody;
}

export type RecordedBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array; readonly contentType: string }
  | {
      readonly kind: 'form';
      readonly fields: Readonly<Record<string, string>>;
      readonly files: ReadonlyArray<{
        readonly field: string;
        readonly fileName: string;
        readonly contentType: string;
        readonly bytes: Uint8Array;
      }>;
    };

/**
 * A scripted answer: a status with a JSON body (any value) or a binary one (`Uint8Array`), optional
 * headers, and a delay; or a connection that fails.
 */
export type ScriptedReply =
  | {
      readonly status: number;
      readonly body?: unknown;
      readonly headers?: Readonly<Record<string, string>>;
      readonly delayMs?: number;
    }
  | { readonly fail: 'network' };

export type Responder = (request: RecordedRequest) => ScriptedReply;

export interface FakeHttpOptions<S extends AuthTokenSource = FakeAuthTokenSource> {
  /** The token source; by default a FakeAuthTokenSource a test scripts by hand. */
  readonly tokens?: S;
  readonly context?: RequestContextProvider;
  readonly clock?: Clock;
  /** Replies whose `delayMs` reaches this time out (default 30000 ms, API-03); shorter ones answer at once. */
  readonly timeoutMs?: number;
  readonly baseUrl?: string;
}

const NOT_FOUND: ScriptedReply = {
  status: 404,
  body: { meta: { status: 404 }, error: { code: 40400, message: 'Not found' } },
};

/**
 * An in-memory `HttpPort`: the real `ApiClient` rules over a scripted transport. Routes answer by method and
 * concrete path; every request that reached the "wire" is recorded; `offline` makes every call fail to connect.
 */
export class FakeHttp<S extends AuthTokenSource = FakeAuthTokenSource> implements HttpPort, HttpTransport {
  readonly tokens: S;
  readonly requests: RecordedRequest[] = [];
  offline = false;
  readonly #routes = new Map<string, Responder>();
  readonly #client: ApiClient;
  readonly #timeoutMs: number;
  readonly #baseUrl: string;

  constructor(options: FakeHttpOptions<S> = {}) {
    this.tokens = options.tokens ?? (new FakeAuthTokenSource() as AuthTokenSource as S);
    this.#timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    this.#baseUrl = options.baseUrl ?? `http://fake.invalid${DEFAULT_API_BASE}`;
    this.#client = new ApiClient({
      transport: this,
      tokens: this.tokens,
      context: options.context ?? (() => ({ locale: 'en', platform: 'web' })),
      clock: options.clock ?? { now: () => 0 },
    });
  }

  /** Scripts the answer to `method path` (concrete path, e.g. `/v2/matches/m1`); a reply or a function of the request. */
  route(method: HttpMethod, path: string, reply: ScriptedReply | Responder): this {
    this.#routes.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply);
    return this;
  }

  request<T>(req: ApiRequest): Promise<Result<T, ApiFailure>> {
    return this.#client.request<T>(req);
  }

  async send(prepared: PreparedRequest): Promise<TransportOutcome> {
    if (this.offline) return { kind: 'network' };
    const recorded: RecordedRequest = {
      method: prepared.method,
      path: prepared.path,
      query: { ...prepared.query },
      headers: {
        ...Object.fromEntries(Object.entries(prepared.headers).map(([name, value]) => [name.toLowerCase(), value])),
        // What fetch adds on the wire for a form (without its boundary).
        ...(prepared.body?.kind === 'upload' ? { 'content-type': 'multipart/form-data' } : {}),
      },
      body: await recordBody(prepared.body),
    };
    this.requests.push(recorded);
    const reply = (this.#routes.get(`${prepared.method} ${prepared.path}`) ?? (() => NOT_FOUND))(recorded);
    if ('fail' in reply) return { kind: 'network' };
    if ((reply.delayMs ?? 0) >= this.#timeoutMs) return { kind: 'timeout' };
    return answerOf(reply, `${this.#baseUrl}${prepared.path}?${queryString(prepared.query)}`);
  }
}

const answerOf = (reply: Extract<ScriptedReply, { status: number }>, url: string): TransportOutcome => {
  const binary = reply.body instanceof Uint8Array;
  const bytes = binary ? (reply.body as Uint8Array) : utf8Encode(reply.body === undefined ? '' : JSON.stringify(reply.body));
  const headers: Record<string, string> = {};
  if (reply.body !== undefined) headers['content-type'] = binary ? 'application/octet-stream' : 'application/json';
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers[name.toLowerCase()] = value;
  return {
    kind: 'answer',
    status: reply.status,
    url,
    header: (name) => headers[name.toLowerCase()] ?? null,
    text: async () => utf8Decode(bytes),
    bytes: async () => bytes,
  };
};

const recordBody = async (body: ApiBody | undefined): Promise<RecordedBody> => {
  if (body === undefined) return { kind: 'none' };
  switch (body.kind) {
    case 'json':
      // Through the wire format, as a server would see it.
      return { kind: 'json', value: JSON.parse(JSON.stringify(body.value) ?? 'null') as unknown };
    case 'binary':
      return { kind: 'bytes', bytes: body.bytes.slice(), contentType: body.contentType };
    case 'upload': {
      const bytes = body.file instanceof Uint8Array ? body.file.slice() : new Uint8Array(await body.file.arrayBuffer());
      return {
        kind: 'form',
        fields: { ...body.fields },
        files: [{ field: body.field, fileName: body.fileName, contentType: body.contentType, bytes }],
      };
    }
  }
};

// The core has no TextEncoder: UTF-8 through the URI escapes, which are UTF-8 by definition.
const utf8Encode = (text: string): Uint8Array => {
  const escaped = encodeURIComponent(text);
  const bytes: number[] = [];
  for (let i = 0; i < escaped.length; i += 1) {
    if (escaped[i] === '%') {
      bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(escaped.charCodeAt(i));
    }
  }
  return Uint8Array.from(bytes);
};

const utf8Decode = (bytes: Uint8Array): string => {
  let escaped = '';
  for (const byte of bytes) escaped += `%${byte.toString(16).padStart(2, '0')}`;
  try {
    return decodeURIComponent(escaped);
  } catch {
    return String.fromCharCode(...bytes);
  }
};
