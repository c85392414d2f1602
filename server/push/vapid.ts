/**
 * SET-11: the server's VAPID key pair (RFC 8292), which signs every push request and whose public half the
 * browser subscribes with. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise made once and kept in the
 * data folder (`vapid.json`, readable by its owner only), so subscriptions outlive restarts. Never committed.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { PushConfig } from '../config';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

export const vapidFile = (dataDir: string): string => join(dataDir, 'vapid.json');

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' && value !== null && typeof (value as VapidKeys).publicKey === 'string' && typeof (value as VapidKeys).privateKey === 'string';

export const loadVapidKeys = (push: Pick<PushConfig, 'vapidPublicKey' | 'vapidPrivateKey'>, dataDir: string): VapidKeys => {
  if (push.vapidPublicKey !== undefined && push.vapidPrivateKey !== undefined) return { publicKey: push.vapidPublicKey, privateKey: push.vapidPrivateKey };
  const file = vapidFile(dataDir);
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeys(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  const made = webPush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey })}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return made;
};
