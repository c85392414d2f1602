/**
 * Every body, path parameter, query string and header is checked by a TypeBox schema before a handler runs.
 * Bodies are checked as sent (a number is not a string); query strings and path parameters arrive as text and
 * are converted first. Routes that declare no schema get the shared ones; a route that takes path parameters
 * without declaring them, or declares a query string without `locale` (API-02), does not start.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { failure, FailureError } from './failure';
import { CommonHeaders, LocaleOnlyQuery, NoBody } from './schemas';

const invalid = (part: string, path: string, message: string) =>
  new FailureError(failure.badRequest(`Invalid ${part}${path ? ` at ${path}` : ''}: ${message}`));

const isEmptyObject = (data: unknown): boolean => {
  if (typeof data !== 'object' || data === null) return false;
  for (const _ in data) return false;
  return true;
};

export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = TypeCompiler.Compile(schema);
  const converts = httpPart === 'querystring' || httpPart === 'params';
  return (data: unknown) => {
    if (httpPart === 'body' && data instanceof Uint8Array) return { error: new FailureError(failure.unsupportedMediaType()) };
    // No query string or no parameters: nothing to convert (the usual case, so no copy is made; issue 11).
    if (converts && isEmptyObject(data) && checker.Check(data)) return true;
    const value = converts ? Value.Convert(schema, data) : data;
    if (checker.Check(value)) return converts ? { value } : true;
    const first = checker.Errors(value).First();
    return { error: invalid(httpPart ?? 'request', first?.path ?? '', first?.message ?? 'does not match the schema') };
  };
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Fills in the shared schemas of a route and refuses one that leaves a part unchecked. */
export const applyRouteSchemas = (route: RouteOptions): void => {
  const schema: FastifySchema = { ...(route.schema ?? {}) };
  schema.headers ??= CommonHeaders;
  schema.querystring ??= LocaleOnlyQuery;
  const queryProperties = (schema.querystring as { properties?: Record<string, unknown> }).properties ?? {};
  if (!('locale' in queryProperties)) {
    throw new Error(`Route ${String(route.method)} ${route.url} declares a query string without \`locale\`; build it with withLocale()`);
  }
  const takesParams = /[:*]/.test(route.url);
  if (takesParams && schema.params === undefined) {
    throw new Error(`Route ${String(route.method)} ${route.url} takes path parameters but declares no params schema`);
  }
  const methods = [route.method].flat().map((method) => String(method).toUpperCase());
  if (methods.some((method) => BODY_METHODS.has(method)) && !route.config?.rawBody) schema.body ??= NoBody;
  route.schema = schema;
};

export const installValidation = (app: FastifyInstance): void => {
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.addHook('onRoute', applyRouteSchemas);
};
