import { err, ok, type Clock, type Result } from '../shared';
import { apiFailure, type ApiFailure } from './api-failure';
import type { AuthTokenSource, ReauthOutcome } from './auth-token-source.port';
import { buildPath } from './endpoint';
import type { ApiBody, ApiRequest, HttpPort, ResponseType } from './http.port';
import type { HttpTransport, PreparedRequest, TransportAnswer, TransportOutcome } from './http-transport.port';
import { withLocaleQuery } from './locale-query';
import { defaultHeaders, type RequestContextProvider } from './request-headers';
import { bodyFormat, failureOfWrapped, parseJsonBody, serverErrorOf, shouldWrap, unwrapEnvelope } from './response-rules';

export interface ApiClientDeps {
  readonly transport: HttpTransport;
  readonly tokens: AuthTokenSource;
  readonly context: RequestContextProvider;
  /** Reads `Retry-After` dates. */
  readonly clock: Clock;
}

const ACCEPT_JSON = { accept: 'application/json' } as const;

/** The body's content type; a multipart upload gets its own from the transport, with the boundary. */
const contentTypeOf = (body: ApiBody | undefined): Readonly<Record<string, string>> => {
  if (body?.kind === 'json') return { 'content-type': 'application/json' };
  if (body?.kind === 'binary') return { 'content-type': body.contentType };
  return {};
};

/**
 * The one generic client (API-01): applies every client rule over a transport. Headers and `locale` on
 * every call (API-02); no call without a token to an authorised endpoint (API-05); on a 401 of an
 * authorised call, one re-authentication and one retry with the new token (AUTH-25); the wrap rules and
 * failure kinds of API-04 and ERR-01.
 */
export class ApiClient implements HttpPort {
  readonly #deps: ApiClientDeps;
  /** The GETs on their way, by what makes them the same request (`#sameGet`). */
  readonly #inFlight = new Map<string, Promise<Result<unknown, ApiFailure>>>();

  constructor(deps: ApiClientDeps) {
    this.#deps = deps;
  }

  /**
   * A GET asked for while the same GET (path, parameters, query, headers, answer type, with the same token) is on
   * its way shares that one's answer instead of going out again: at a start, screens that read the same resource
   * (the profile for the profile screen and for the discovery settings) cost one request. Nothing is kept once the
   * answer is in; other methods always go out.
   */
  request<T>(req: ApiRequest): Promise<Result<T, ApiFailure>> {
    if (req.method !== 'GET' || req.body !== undefined) return this.#request<T>(req);
    const key = JSON.stringify([req.path, req.params ?? null, req.query ?? null, req.headers ?? null, req.responseType ?? 'json', req.auth, this.#deps.tokens.current()]);
    const same = this.#inFlight.get(key);
    if (same !== undefined) return same as Promise<Result<T, ApiFailure>>;
    const answer = this.#request<T>(req).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, answer);
    return answer;
  }

  async #request<T>(req: ApiRequest): Promise<Result<T, ApiFailure>> {
    const path = buildPath(req.path, req.params);
    if (!path.ok) return err(apiFailure.invalidRequest(path.error.message ?? 'invalid path'));

    const token = this.#deps.tokens.current();
    if (req.auth && token === null) return err(apiFailure.missingToken());

    const first = await this.#send(req, path.value, token);
    if (!(req.auth && first.kind === 'answer' && first.status === 401)) return this.#settle<T>(req, first);

    const firstCode = await this.#serverCodeOf(req, first);
    // A token newer than the one this 401 answered means another call has re-authenticated meanwhile: retry
    // with it rather than refreshing again (AUTH-25, single-flight over time, not only over concurrent calls).
    const held = this.#deps.tokens.current();
    const answer = held !== null && held !== token ? 'refreshed' : await this.#reauthenticate();
    const fresh = this.#deps.tokens.current();
    // The refresh could not reach the server: the member is not logged out, the call just failed to get through.
    if (answer === 'unavailable') return err(apiFailure.network());
    if (answer === 'logged-out' || fresh === null) return err(apiFailure.unauthorized('logged-out', firstCode));
    // A second 401 is settled as `unauthorized`: one retry only, so a refused token cannot loop.
    return this.#settle<T>(req, await this.#send(req, path.value, fresh));
  }

  async #reauthenticate(): Promise<ReauthOutcome> {
    try {
      return await this.#deps.tokens.reauthenticate();
    } catch {
      return 'logged-out';
    }
  }

  async #send(req: ApiRequest, path: string, token: string | null): Promise<TransportOutcome> {
    const context = this.#deps.context();
    const prepared: PreparedRequest = {
      method: req.method,
      path,
      query: withLocaleQuery(req.query, context.locale),
      headers: {
        ...defaultHeaders({ ...context, authToken: token }),
        ...(this.#responseType(req) === 'json' ? ACCEPT_JSON : {}),
        ...contentTypeOf(req.body),
        ...req.headers,
      },
      ...(req.body === undefined ? {} : { body: req.body }),
    };
    try {
      return await this.#deps.transport.send(prepared);
    } catch {
      return { kind: 'network' };
    }
  }

  #responseType(req: ApiRequest): ResponseType {
    return req.responseType ?? 'json';
  }

  async #settle<T>(req: ApiRequest, outcome: TransportOutcome): Promise<Result<T, ApiFailure>> {
    if (outcome.kind === 'timeout') return err(apiFailure.timeout());
    if (outcome.kind === 'network') return err(apiFailure.network());
    const body = await this.#read(req, outcome);
    if (body === undefined) return err(apiFailure.network());
    const { status, url } = outcome;
    if (status === 401) return err(apiFailure.unauthorized('rejected', serverErrorOf(body.value)?.code));
    if (shouldWrap(status)) {
      return err(failureOfWrapped({ status, url, body: body.value, retryAfter: outcome.header('retry-after') }, this.#deps.clock.now()));
    }
    if (!body.readable) return err(apiFailure.badResponse(status, url));
    const value = this.#responseType(req) === 'json' ? unwrapEnvelope(body.value) : body.value;
    return ok(value as T);
  }

  /** Reads (and so releases) the body of an answer that will not be settled, for its server code. */
  async #serverCodeOf(req: ApiRequest, answer: TransportAnswer): Promise<number | undefined> {
    const body = await this.#read(req, answer);
    return body === undefined ? undefined : serverErrorOf(body.value)?.code;
  }

  /** Reads the body once; undefined when the stream broke. Text that is no JSON is kept as text. */
  async #read(req: ApiRequest, answer: TransportAnswer): Promise<{ value: unknown; readable: boolean } | undefined> {
    try {
      if (bodyFormat(answer.header('content-type'), this.#responseType(req), answer.status) === 'bytes') {
        return { value: await answer.bytes(), readable: true };
      }
      const text = await answer.text();
      const parsed = parseJsonBody(text);
      return parsed.ok ? { value: parsed.value, readable: true } : { value: text, readable: false };
    } catch {
      return undefined;
    }
  }
}
