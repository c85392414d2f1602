/**
 * core/api — the rules of the client of the provider's API (API-01..09).
 * Owns: the request shape and `HttpPort`, the endpoint registry helper and `buildPath`, default headers and
 * the `locale` query, the wrap rule and the failure kinds, and `ApiClient`, which applies them all over an
 * `HttpTransport` (the ky adapter in the browser, an in-memory one in tests).
 * Needs: an `HttpTransport`, an `AuthTokenSource` (the auth module), a `RequestContextProvider`, a `Clock`.
 * Exposes: the types and rules below, tokens in `API`, and fakes under ./testing.
 */
import { token } from '../shared';
import type { AuthTokenSource } from './auth-token-source.port';
import type { HttpPort } from './http.port';
import type { Platform } from './constants';
import type { RequestContextProvider } from './request-headers';

export * from './constants';
export type { ApiBody, ApiRequest, HttpMethod, HttpPort, QueryValue, ResponseType, UploadFile } from './http.port';
export type { AuthTokenSource, ReauthOutcome } from './auth-token-source.port';
export { observeHttp, type HttpObserver } from './observed-http';
export type { HttpTransport, PreparedRequest, TransportAnswer, TransportOutcome } from './http-transport.port';
export {
  apiFailure,
  ApiFailureCode,
  type ApiFailure,
  type ApiFailureKind,
  type ServerErrorBody,
  type WrappedResponse,
} from './api-failure';
export {
  buildPath,
  defineEndpoint,
  endpointRequest,
  type Endpoint,
  type EndpointCall,
  type InvalidPathParam,
  type PathParams,
} from './endpoint';
export { defaultHeaders, type RequestContext, type RequestContextProvider } from './request-headers';
export { queryString, withLocaleQuery, type Query } from './locale-query';
export {
  bodyFormat,
  failureOfWrapped,
  hasLogoutFlag,
  isEnvelope,
  parseJsonBody,
  parseRetryAfter,
  serverErrorOf,
  shouldWrap,
  unwrapEnvelope,
  wrapResponse,
  type Envelope,
  type ReadAnswer,
} from './response-rules';
export { ApiClient, type ApiClientDeps } from './api-client';
export { classifyFailure } from './classify-failure';
export { logFailures } from './log-failures';

export const API = {
  Http: token<HttpPort>('api.Http'),
  AuthTokenSource: token<AuthTokenSource>('api.AuthTokenSource'),
  RequestContext: token<RequestContextProvider>('api.RequestContext'),
  /** What the app runs on (API-02 `platform`), bound by the adapter set: `web` in a browser, `ios` or `android` in a native shell. */
  Platform: token<Platform>('api.Platform'),
} as const;
