import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { RecentEmojiSliceState } from '../persistence';

/** How many recently used emoji are kept. */
export const RECENT_EMOJI_LIMIT = 24;

/** The recent list after using `emoji`: it goes first, once; the list keeps RECENT_EMOJI_LIMIT. */
export const withRecentEmoji = (recent: readonly string[], emoji: string): readonly string[] =>
  [emoji, ...recent.filter((other) => other !== emoji)].slice(0, RECENT_EMOJI_LIMIT);

/** An emoji: a short text (a flag or a family is several code points) with a pictograph, a flag or a keycap, and no letters. */
export const isEmoji = (value: string): boolean =>
  value.length <= 16 && /^\S+$/u.test(value) && /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u.test(value) && !/\p{L}/u.test(value);

/** Where the recent emoji are kept on the device (the persisted `recentEmoji` slice). */
export interface RecentEmojiPersistencePort {
  load(): Promise<RecentEmojiSliceState>;
  save(state: RecentEmojiSliceState): void;
  clear(): Promise<void>;
}

/** CHAT-14: recently used emoji, kept on the device and cleared at logout. */
export class RecentEmojiStore {
  readonly #recent = signal<readonly string[]>([]);
  /** Most recent first. */
  readonly recent: ReadonlySignal<readonly string[]> = this.#recent;
  #epoch = 0;

  constructor(private readonly persistence: RecentEmojiPersistencePort) {}

  /** Reads what the device kept (after sign-in). */
  async restore(): Promise<void> {
    const epoch = this.#epoch;
    const kept = await this.persistence.load();
    if (epoch !== this.#epoch) return;
    const valid = kept.emoji.filter(isEmoji).slice(0, RECENT_EMOJI_LIMIT);
    // What was used meanwhile comes first.
    const current = this.#recent.peek();
    this.#recent.value = [...current, ...valid.filter((emoji) => !current.includes(emoji))].slice(0, RECENT_EMOJI_LIMIT);
  }

  use(emoji: string): void {
    if (!isEmoji(emoji)) return;
    this.#recent.value = withRecentEmoji(this.#recent.peek(), emoji);
    this.persistence.save({ emoji: [...this.#recent.peek()] });
  }

  /** Logout: forgotten here and on the device. */
  async clear(): Promise<void> {
    this.#epoch += 1;
    this.#recent.value = [];
    await this.persistence.clear();
  }
}
