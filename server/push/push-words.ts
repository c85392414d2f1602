/**
 * SET-11: the words of the notifications in a device's language, from the app's own locale files (`push.*` keys;
 * English when the language has none). Read once per language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PushWords } from '../../core/push';

const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));
const cache = new Map<string, PushWords>();

const read = (language: string): Record<string, unknown> | undefined => {
  const file = `${LOCALES}${language}.json`;
  return /^[a-z]{2,3}$/.test(language) && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
};

/** The notification words for a language tag (`ar`, `en-GB`); the base language decides. */
export const pushWordsFor = (tag: string): PushWords & { readonly media: string } => {
  const language = tag.split('-')[0]?.toLowerCase() ?? 'en';
  const known = cache.get(language);
  if (known) return known as PushWords & { readonly media: string };
  const en = read('en') ?? {};
  const own = read(language) ?? en;
  const word = (key: string): string => {
    const value = own[key] ?? en[key];
    return typeof value === 'string' ? value : key;
  };
  const words = { matchTitle: word('push.match.title'), matchBody: word('push.match.body'), messageTitle: word('push.message.title'), media: word('push.message.media') };
  cache.set(language, words);
  return words;
};
