import { weightedEntries } from './weighted-header';

/**
 * The languages of an `Accept-Language` header, most wanted first (by `q`, then by their order), as a browser's
 * `navigator.languages` lists them; `*`, refused (`q=0`) and malformed entries are left out.
 */
export const acceptedLanguages = (header: string | undefined): string[] =>
  header
    ? weightedEntries(header)
        .map((entry, at) => ({ ...entry, at }))
        .filter(({ value, q }) => /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(value) && q > 0 && q <= 1)
        .sort((a, b) => b.q - a.q || a.at - b.at)
        .map(({ value }) => value)
    : [];
