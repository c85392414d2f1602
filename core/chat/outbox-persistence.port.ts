import type { OutboxSliceState } from '../persistence';

/** Where the outbox is kept across reloads (the persisted `outbox` slice): read once, written on every change. */
export interface OutboxPersistencePort {
  load(): Promise<OutboxSliceState>;
  /** Keeps the state; it must survive a reload that follows at once. */
  save(state: OutboxSliceState): void;
}
