import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, localeCandidates } from '../../core/i18n';

export type Messages = Record<string, MessageFormatElement[]>;

// One chunk per language, loaded on demand; the build compiles every message to its AST (no ICU parser shipped).
const files = import.meta.glob<{ default: Messages }>('../../locales/*.json');

const load = async (locale: string): Promise<Messages | undefined> => {
  const file = files[`../../locales/${locale}.json`];
  return file ? (await file()).default : undefined;
};

/** The locales that ship translations. */
export const TRANSLATED_LOCALES: readonly string[] = Object.keys(files).map((f) => f.replace(/^.*\/(.+)\.json$/, '$1'));

/**
 * CONF-09: messages for a locale, falling back full locale → short locale → default; every key missing from a
 * translation falls back to the default language, so no screen ever shows a raw key.
 */
export async function loadMessages(locale: string): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const base = (await load(DEFAULT_LOCALE)) ?? {};
  let messages = base;
  for (const candidate of localeCandidates(locale)) {
    if (candidate === DEFAULT_LOCALE) break;
    const found = await load(candidate);
    if (found) {
      messages = { ...base, ...found };
      break;
    }
  }
  loaded.set(locale, messages);
  return messages;
}

const loaded = new Map<string, Messages>();

/**
 * A locale's messages if they have been loaded already (by the first paint, src/first-paint.tsx): the app then
 * renders in that language at once, with the very markup the first paint showed, instead of its loading screen.
 */
export const loadedMessages = (locale: string): Messages | undefined => loaded.get(locale);
