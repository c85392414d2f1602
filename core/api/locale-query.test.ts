import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryString, withLocaleQuery } from './locale-query';

const key = fc.stringMatching(/^[a-z_]{1,8}$/);
const queryValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(undefined));

describe('withLocaleQuery', () => {
  it('API-02: every query carries the locale; other defined values are kept as text and undefined ones dropped', () => {
    fc.assert(
      fc.property(fc.dictionary(key, queryValue), fc.string({ minLength: 1 }), (query, locale) => {
        const result = withLocaleQuery(query, locale);
        expect(result['locale']).toBe(locale);
        for (const [name, value] of Object.entries(query)) {
          if (name === 'locale') continue;
          if (value === undefined) expect(name in result).toBe(false);
          else expect(result[name]).toBe(String(value));
        }
      }),
    );
    expect(withLocaleQuery(undefined, 'en')).toEqual({ locale: 'en' });
  });

  it('the URL form of withLocaleQuery (the client uses the query form): a URL gets exactly one locale parameter, replacing any, keeping the other parameters and the fragment', () => {
    expect(withLocaleQuery('/v2/profile', 'fr')).toBe('/v2/profile?locale=fr');
    expect(withLocaleQuery('/v2/recs?a=1&locale=en#top', 'pt-BR')).toBe('/v2/recs?a=1&locale=pt-BR#top');
    fc.assert(
      fc.property(fc.dictionary(key, fc.string()), fc.string({ minLength: 1 }), (query, locale) => {
        const url = withLocaleQuery(`https://api.example/x?${queryString(query)}`, locale);
        const params = new URL(url).searchParams;
        expect(params.getAll('locale')).toEqual([locale]);
        for (const [name, value] of Object.entries(query)) if (name !== 'locale') expect(params.get(name)).toBe(value);
      }),
    );
  });
});
