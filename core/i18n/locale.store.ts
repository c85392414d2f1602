import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { KeyValueStorage, Logger } from '../shared';
import { noLocaleHint, type LocaleHintPort } from './locale-hint.port';
import { DEFAULT_LOCALE, directionOf, negotiateLocale, SUPPORTED_LOCALES } from './locales';

const STORAGE_KEY = 'spark:locale';

/** The member's language: chosen, stored, and turned into a text direction. */
export class LocaleStore {
  readonly #locale = signal<string>(DEFAULT_LOCALE);
  readonly locale: ReadonlySignal<string> = this.#locale;
  readonly direction: ReadonlySignal<'ltr' | 'rtl'> = computed(() => directionOf(this.#locale.value));

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly logger: Logger,
    private readonly hint: LocaleHintPort = noLocaleHint,
  ) {}

  /** Picks the starting locale: a `locale` query value, then the stored choice, then the browser's languages. */
  async initialise(fromQuery: string | null, fromPlatform: readonly string[]): Promise<void> {
    let stored: string | null = null;
    try {
      stored = await this.storage.getItem(STORAGE_KEY);
    } catch {
      stored = null;
    }
    this.#locale.value = negotiateLocale([fromQuery, stored, ...fromPlatform]);
  }

  /** Switches the language and remembers it (here, and for the server's next page). Unsupported tags fall back by CONF-09 rules. */
  async select(locale: string): Promise<void> {
    const chosen = negotiateLocale([locale], SUPPORTED_LOCALES);
    this.#locale.value = chosen;
    this.hint.remember(chosen);
    const saved = await this.storage.setItem(STORAGE_KEY, chosen);
    if (!saved.ok) this.logger.log('warn', 'locale choice not saved', { code: saved.error.code });
  }
}
