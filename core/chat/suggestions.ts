/**
 * CHAT-13, PRIV-21: chat suggestions, conversation starters offered in an empty conversation's composer. They are
 * offered only when the app setting (`chatSuggestionConsents`) is on and the member accepted the messaging consent
 * (PRIV-13; `chatSuggestionsAllowed`); the starters come from `GET /v2/suggestions` once, and a conversation shows a
 * few of them, the same few each time it opens. Tapping one only fills the composer.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiFailure } from '../api/api-failure';
import type { Result } from '../shared';

export interface SuggestionsApiPort {
  /** The starters in a language (`en`, `ar`); a refusal when the messaging consent is not accepted. */
  suggestions(language: string): Promise<Result<readonly string[], ApiFailure>>;
}

/** How many starters one conversation shows. */
export const SUGGESTIONS_SHOWN = 3;

/** A small string hash (FNV-1a), so a conversation's picks do not change between visits. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
};

/**
 * The starters a conversation shows: `count` distinct ones from the list (all of them when it is shorter), chosen by
 * the match id alone, in the list's order of the picks.
 */
export const pickSuggestions = (all: readonly string[], matchId: string, count = SUGGESTIONS_SHOWN): readonly string[] => {
  const unique = [...new Set(all)];
  if (unique.length <= count) return unique;
  const picked: string[] = [];
  let seed = hash(matchId);
  const left = [...unique];
  while (picked.length < count) {
    seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) >>> 0;
    picked.push(left.splice(seed % left.length, 1)[0]!);
  }
  return picked;
};

export class ChatSuggestionsStore {
  readonly #suggestions = signal<readonly string[]>([]);
  readonly #consent = signal(false);
  /** CHAT-13: the starters loaded (empty until allowed and loaded). */
  readonly messageSuggestions: ReadonlySignal<readonly string[]> = this.#suggestions;
  /** CHAT-13, PRIV-21: whether suggestions may be offered (setting on, messaging consent accepted). */
  readonly consentSuggestions: ReadonlySignal<boolean> = this.#consent;

  set(allowed: boolean, suggestions: readonly string[]): void {
    this.#consent.value = allowed;
    this.#suggestions.value = allowed ? suggestions : [];
  }
}

/** CHAT-13: loads the starters when they are allowed, and forgets them when they no longer are. */
export class ChatSuggestionsUseCase {
  #loadedFor: string | null = null;

  constructor(private readonly deps: { readonly api: SuggestionsApiPort; readonly store: ChatSuggestionsStore }) {}

  async refresh(allowed: boolean, language: string): Promise<void> {
    const { api, store } = this.deps;
    if (!allowed) {
      this.#loadedFor = null;
      store.set(false, []);
      return;
    }
    if (this.#loadedFor === language && store.consentSuggestions.peek()) return;
    const answer = await api.suggestions(language);
    if (answer.ok) {
      this.#loadedFor = language;
      store.set(true, answer.value);
    } else store.set(false, []);
  }
}
