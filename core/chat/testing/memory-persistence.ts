import type { OutboxSliceState, RecentEmojiSliceState } from '../../persistence';
import type { OutboxPersistencePort } from '../outbox-persistence.port';
import type { RecentEmojiPersistencePort } from '../recent-emoji';

/** Keeps the outbox in memory, as a copy (a reload reads what was saved, never a live object). */
export class MemoryOutboxPersistence implements OutboxPersistencePort {
  state: OutboxSliceState = { userId: null, entries: [] };
  saves = 0;

  async load(): Promise<OutboxSliceState> {
    return JSON.parse(JSON.stringify(this.state)) as OutboxSliceState;
  }

  save(state: OutboxSliceState): void {
    this.saves += 1;
    this.state = JSON.parse(JSON.stringify(state)) as OutboxSliceState;
  }
}

export class MemoryRecentEmojiPersistence implements RecentEmojiPersistencePort {
  state: RecentEmojiSliceState = { emoji: [] };

  async load(): Promise<RecentEmojiSliceState> {
    return JSON.parse(JSON.stringify(this.state)) as RecentEmojiSliceState;
  }

  save(state: RecentEmojiSliceState): void {
    this.state = JSON.parse(JSON.stringify(state)) as RecentEmojiSliceState;
  }

  async clear(): Promise<void> {
    this.state = { emoji: [] };
  }
}
