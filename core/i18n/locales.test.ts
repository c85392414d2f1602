import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../shared';
import { MemoryLogger, MemoryStorage } from '../shared/testing';
import { LocaleStore } from './locale.store';
import { DEFAULT_LOCALE, directionOf, isRtl, localeCandidates, negotiateLocale, RTL_LANGUAGES, SUPPORTED_LOCALES } from './locales';

const lang = fc.stringMatching(/^[a-z]{2}$/);
const region = fc.stringMatching(/^[A-Z]{2}$/);

describe('i18n rules', () => {
  it('CONF-08: exactly ar, dv, fa, ha, he, ks, ku, ps, ur, yi are right to left, with any region', () => {
    expect([...RTL_LANGUAGES].sort()).toEqual(['ar', 'dv', 'fa', 'ha', 'he', 'ks', 'ku', 'ps', 'ur', 'yi']);
    fc.assert(
      fc.property(lang, fc.option(region, { nil: undefined }), (l, r) => {
        const tag = r ? `${l}-${r}` : l;
        const rtl = (RTL_LANGUAGES as readonly string[]).includes(l);
        expect(isRtl(tag)).toBe(rtl);
        expect(directionOf(tag)).toBe(rtl ? 'rtl' : 'ltr');
      }),
    );
  });

  it('CONF-09: translations are tried full locale, then short locale, then the default', () => {
    expect(localeCandidates('es-AR')).toEqual(['es-AR', 'es', 'en']);
    expect(localeCandidates('en-GB')).toEqual(['en-GB', 'en']);
    expect(localeCandidates('en')).toEqual(['en']);
    fc.assert(
      fc.property(lang, region, (l, r) => {
        const c = localeCandidates(`${l}-${r}`);
        expect(c[0]).toBe(`${l}-${r}`);
        expect(c).toContain(l);
        expect(c[c.length - 1]).toBe(DEFAULT_LOCALE);
        expect(new Set(c).size).toBe(c.length);
      }),
    );
  });

  it('CONF-07: negotiation always answers a supported locale, the default when nothing matches', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string({ maxLength: 12 }), { nil: null }), { maxLength: 4 }), (tags) => {
        expect(SUPPORTED_LOCALES as readonly string[]).toContain(negotiateLocale(tags));
      }),
    );
    expect(negotiateLocale(['xx-YY', 'es-MX'])).toBe('es');
    expect(negotiateLocale(['pt-PT'])).toBe('pt-PT');
    expect(negotiateLocale([null, 'zh-hant'])).toBe('zh-Hant');
    expect(negotiateLocale([])).toBe('en');
  });

  it('CONF-08: choosing a right-to-left language flips the direction and is remembered, also for the server\'s next page', async () => {
    const storage = new MemoryStorage();
    const left: string[] = [];
    const store = new LocaleStore(storage, new MemoryLogger(), { remember: (locale) => void left.push(locale) });
    await store.initialise(null, ['en-US']);
    expect(store.direction.value).toBe('ltr');
    expect(left).toEqual([]);
    await store.select('AR');
    expect(left).toEqual(['ar']);
    expect(store.locale.value).toBe('ar');
    expect(store.direction.value).toBe('rtl');
    const again = new LocaleStore(storage, new MemoryLogger());
    await again.initialise(null, ['en-US']);
    expect(again.locale.value).toBe('ar');
    await again.initialise('he', []);
    expect(again.direction.value).toBe('rtl');
  });

  it('CONF-09: tags are normalised before they are tried: spaces and underscores, and the case of each part', () => {
    expect(localeCandidates(' EN_gb ')).toEqual(['en-GB', 'en']);
    expect(localeCandidates('zh-hant-tw')).toEqual(['zh-Hant-TW', 'zh', 'en']);
    expect(localeCandidates('ca-es-VALENCIA')).toEqual(['ca-ES-valencia', 'ca', 'en']);
    expect(localeCandidates('es-419')).toEqual(['es-419', 'es', 'en']);
    expect(localeCandidates('not a tag')).toEqual(['en']);
  });

  it('CONF-07: an English tag settles on English before the later tags are tried; another language never falls to English early', () => {
    expect(negotiateLocale(['en-ZZ', 'fr'], ['en', 'fr'])).toBe('en');
    expect(negotiateLocale(['xx-YY', 'fr'], ['en', 'fr'])).toBe('fr');
  });

  it('CONF-07: a storage that fails to read or to save still leaves a working language, and the failed save is logged', async () => {
    const failing: KeyValueStorage = {
      getItem: () => Promise.reject(new Error('blocked')),
      setItem: async () => ({ ok: false, error: { code: 'STORAGE.QUOTA_EXCEEDED', message: 'full' } }),
      removeItem: async () => undefined,
      keys: async () => [],
    };
    const logger = new MemoryLogger();
    const store = new LocaleStore(failing, logger);
    await store.initialise(null, ['ar']);
    expect(store.locale.value).toBe('ar');
    await store.select('he');
    expect(store.locale.value).toBe('he');
    expect(logger.entries).toEqual([{ level: 'warn', message: 'locale choice not saved', context: { code: 'STORAGE.QUOTA_EXCEEDED' } }]);
  });
});
