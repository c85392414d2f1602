import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clock, Scheduler, TimerHandle } from '../shared';
import type { CurrentPathPort } from './current-path.port';
import { isNotificationSuppressed } from './notification-suppression';

export type NotificationTone = 'info' | 'success' | 'error';

/** An in-app notification (toast). Text is plain: it is never rendered as HTML. */
export interface AppNotification {
  readonly id: number;
  readonly tone: NotificationTone;
  /** A message key in locales/. */
  readonly messageKey: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly createdAt: number;
  readonly ttlMs: number;
}

export type NotificationInput = Omit<AppNotification, 'id' | 'createdAt' | 'ttlMs'> & { readonly ttlMs?: number };

const DEFAULT_TTL_MS = 5_000;

/** The notification manager: shows toasts unless the current path suppresses them (NAV-16), and expires them. */
export class NotificationStore {
  readonly #items = signal<readonly AppNotification[]>([]);
  readonly items: ReadonlySignal<readonly AppNotification[]> = this.#items;
  readonly #timers = new Map<number, TimerHandle>();
  #nextId = 1;

  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly path: CurrentPathPort,
  ) {}

  /** Shows a notification; answers its id, or undefined when the current path suppresses it. */
  notify(input: NotificationInput): number | undefined {
    if (isNotificationSuppressed(this.path.current())) return undefined;
    const id = this.#nextId++;
    const ttlMs = input.ttlMs ?? DEFAULT_TTL_MS;
    this.#items.value = [...this.#items.value, { ...input, id, ttlMs, createdAt: this.clock.now() }];
    this.#timers.set(id, this.scheduler.setTimeout(() => this.dismiss(id), ttlMs));
    return id;
  }

  dismiss(id: number): void {
    const timer = this.#timers.get(id);
    if (timer !== undefined) this.scheduler.clearTimeout(timer);
    this.#timers.delete(id);
    this.#items.value = this.#items.value.filter((n) => n.id !== id);
  }

  dispose(): void {
    for (const t of this.#timers.values()) this.scheduler.clearTimeout(t);
    this.#timers.clear();
    this.#items.value = [];
  }
}
