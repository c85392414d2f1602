import { appError, err, ok, type AppError, type Result } from '../shared';
import type { ApiBody, ApiRequest, HttpMethod, QueryValue, ResponseType } from './http.port';

type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The parameters a path template needs: `PathParams<'/v2/matches/{matchId}'>` is `{ matchId: string | number }`. */
export type PathParams<T extends string> = [ParamNames<T>] extends [never]
  ? Readonly<Record<string, never>>
  : Readonly<Record<ParamNames<T>, string | number>>;

export type InvalidPathParam = AppError<'API.INVALID_PATH_PARAM'>;

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** URI-encodes one value; a missing, empty, non-finite or unencodable (lone surrogate) value gives undefined. */
const encodeParam = (value: string | number | undefined): string | undefined => {
  if (value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value))) return undefined;
  try {
    return encodeURIComponent(String(value));
  } catch {
    return undefined;
  }
};

/** API-01: fills `{name}` placeholders with URI-encoded values; a missing or invalid value is refused. */
export const buildPath = (
  template: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
): Result<string, InvalidPathParam> => {
  const invalid: string[] = [];
  const path = template.replace(PLACEHOLDER, (_, name: string) => {
    const encoded = encodeParam(Object.hasOwn(params, name) ? params[name] : undefined);
    if (encoded === undefined) invalid.push(name);
    // Stryker disable next-line StringLiteral: equivalent, a path with an invalid parameter is refused whole, never sent
    return encoded ?? '';
  });
  return invalid.length === 0
    ? ok(path)
    : err(appError('API.INVALID_PATH_PARAM', `missing or invalid path parameter(s): ${invalid.join(', ')}`, { template, invalid }));
};

/** An endpoint configured by name (API-01). */
export interface Endpoint<T extends string = string> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: T;
  readonly auth: boolean;
  readonly responseType: ResponseType;
}

/** What a call adds to its endpoint. */
export interface EndpointCall<T extends string> {
  readonly params: PathParams<T>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: ApiBody;
  readonly headers?: Readonly<Record<string, string>>;
}

export const defineEndpoint = <const T extends string>(
  name: string,
  method: HttpMethod,
  path: T,
  options: { readonly auth: boolean; readonly responseType?: ResponseType },
): Endpoint<T> => ({ name, method, path, auth: options.auth, responseType: options.responseType ?? 'json' });

/** The request for one call of an endpoint; the path parameters are checked by type here and by value in `buildPath`. */
export const endpointRequest = <T extends string>(endpoint: Endpoint<T>, call: EndpointCall<T>): ApiRequest => ({
  method: endpoint.method,
  path: endpoint.path,
  params: call.params as Readonly<Record<string, string | number>>,
  auth: endpoint.auth,
  responseType: endpoint.responseType,
  ...(call.query === undefined ? {} : { query: call.query }),
  ...(call.body === undefined ? {} : { body: call.body }),
  ...(call.headers === undefined ? {} : { headers: call.headers }),
});
