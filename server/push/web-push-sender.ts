/**
 * SET-11: one push message to one subscription, by the Web Push protocol: the payload encrypted for the
 * subscription's keys (RFC 8291, aes128gcm) and the request signed with the server's VAPID key (RFC 8292), posted to
 * the push service's endpoint. Answers the push service's status (201 delivered; 404 or 410: the subscription is gone).
 */
import webPush from 'web-push';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export type SendPush = (target: PushTarget, payload: string) => Promise<{ readonly status: number }>;

/** A notification waits at the push service at most this long for the device to come online. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export const webPushSender =
  (keys: VapidKeys, subject: string, timeoutMs: number): SendPush =>
  async (target, payload) => {
    const details = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    });
    const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(details.body),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status };
  };
