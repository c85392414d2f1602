import type { QueryValue } from './http.port';
import { LOCALE_QUERY_PARAM } from './constants';

/** The query of a call as sent: undefined values dropped, the rest as text. */
export type Query = Readonly<Record<string, string>>;

/** API-02: the query with `locale` set; the context's locale wins over one the caller wrote. */
export function withLocaleQuery(query: Readonly<Record<string, QueryValue>> | undefined, locale: string): Query;
/** API-02: the URL with its `locale` query parameter set (replaced if present), keeping any fragment. */
export function withLocaleQuery(url: string, locale: string): string;
export function withLocaleQuery(
  target: string | Readonly<Record<string, QueryValue>> | undefined,
  locale: string,
): Query | string {
  if (typeof target === 'string') return urlWithLocale(target, locale);
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(target ?? {})) if (value !== undefined) query[name] = String(value);
  query[LOCALE_QUERY_PARAM] = locale;
  return query;
}

const urlWithLocale = (url: string, locale: string): string => {
  const hashAt = url.indexOf('#');
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeFragment = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeFragment.indexOf('?');
  const base = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt);
  const kept = queryAt === -1 ? [] : beforeFragment.slice(queryAt + 1).split('&').filter((pair) => pair !== '' && !isLocalePair(pair));
  const pairs = [...kept, `${LOCALE_QUERY_PARAM}=${encodeURIComponent(locale)}`];
  return `${base}?${pairs.join('&')}${fragment}`;
};

const isLocalePair = (pair: string): boolean => {
  // Stryker disable next-line StringLiteral: unreachable, split gives at least one element
  const name = pair.split('=', 1)[0] ?? '';
  return safeDecode(name) === LOCALE_QUERY_PARAM;
};

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** `a=1&b=2`, URI-encoded, in the record's order: for fakes and logs, where no URL class is at hand. */
export const queryString = (query: Query): string =>
  Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
