/**
 * SET-11: sending push notifications. A new match tells both members, a new message tells its recipient, each on
 * every device they registered, when their push preferences (SET-01 `pushNotifications`, kept by server/settings)
 * let it through. A subscription the push service says is gone (404, 410) is removed. Sending never holds up the
 * request that caused it; `idle()` waits for what is under way (tests, shutdown).
 */
import { pushPayload, pushWanted, type PushKind } from '../../core/push';
import type { Database } from '../db/database';
import { pushDeviceRepository, settingsRepository } from '../settings/settings.repository';
import { pushWordsFor } from './push-words';
import type { SendPush } from './web-push-sender';

export interface PushEvent {
  readonly kind: PushKind;
  readonly matchId: string;
  /** The other member: the sender of the message, or the one matched with. */
  readonly otherId: string;
  /** A message's text, or null for a GIF or a sticker. */
  readonly text?: string | null;
}

export interface PushServiceDeps {
  readonly db: Database;
  readonly send: SendPush;
  readonly warn: (message: string, details: Record<string, unknown>) => void;
}

export class PushService {
  readonly #underWay = new Set<Promise<unknown>>();

  constructor(private readonly deps: PushServiceDeps) {}

  /** Sends the event's notification to the member's devices, in the background. */
  notify(userId: string, event: PushEvent): void {
    this.#track(this.#deliver(userId, event));
  }

  /**
   * A new match: the member's partner is looked up, then told, both in the background; `idle()` waits for the lookup
   * too, so a test or a shutdown right after the match sees the notification.
   */
  notifyMatch(userId: string, matchId: string, partnerOf: () => Promise<string | null>): void {
    this.#track(partnerOf().then((otherId) => (otherId === null ? undefined : this.#deliver(userId, { kind: 'match', matchId, otherId }))));
  }

  /** The devices registered by sessions that ended no longer take the member's notifications. */
  forgetSessions(userId: string, familyIds: readonly string[]): void {
    this.#track(pushDeviceRepository.removeFamilies(this.deps.db, userId, familyIds));
  }

  /** Resolves when every send and removal under way has finished. */
  async idle(): Promise<void> {
    while (this.#underWay.size > 0) await Promise.allSettled([...this.#underWay]);
  }

  #track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => this.deps.warn('push failed', { error: String(error) })).finally(() => this.#underWay.delete(tracked));
    this.#underWay.add(tracked);
  }

  async #deliver(userId: string, event: PushEvent): Promise<void> {
    const { db, send } = this.deps;
    if (!pushWanted((await settingsRepository.find(db, userId)).push, event.kind)) return;
    const devices = (await pushDeviceRepository.listOf(db, userId)).filter((d) => d.p256dh !== null && d.auth !== null);
    if (devices.length === 0) return;
    const [other] = await db.query<{ name: string | null }>('SELECT name FROM users WHERE id = $1', [event.otherId]);
    await Promise.all(
      devices.map(async (device) => {
        const words = pushWordsFor(device.language);
        const text = event.kind === 'message' ? (event.text ?? words.media) : undefined;
        const payload = pushPayload({ kind: event.kind, matchId: event.matchId, name: other?.name ?? '', ...(text === undefined ? {} : { text }) }, words);
        try {
          const { status } = await send({ endpoint: device.endpoint, p256dh: device.p256dh!, auth: device.auth! }, JSON.stringify(payload));
          if (status === 404 || status === 410) await pushDeviceRepository.removeExpired(db, userId, device.deviceParam, device.endpoint);
          else if (status >= 400) this.deps.warn('push refused', { status, deviceParam: device.deviceParam });
        } catch (error) {
          this.deps.warn('push not delivered', { error: String(error), deviceParam: device.deviceParam });
        }
      }),
    );
  }
}
