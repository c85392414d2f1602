/**
 * SET-11: the server's VAPID key pair (RFC 8292), which signs every push request and whose public half the
 * browser subscribes with. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise made once and kept in the
 * data folder (`vapid.json`, readable by its owner only), so subscriptions outlive restarts. Never committed.
 * Server processes starting together on one data folder agree on one pair: each writes its own in full under a name
 * of its own, and only the first puts it in place; the others read that one (a file read while another process was
 * still writing it was empty, and the process failed to start).
 */
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/** The pair kept in `file`; null when there is none, or what is there is not a pair. */
const storedKeys = (file: string): VapidKeys | null => {
  if (!existsSync(file)) return null;
  try {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isKeys(stored) ? { publicKey: stored.publicKey, privateKey: stored.privateKey } : null;
  } catch {
    return null;
  }
};

export const loadVapidKeys = (push: Pick<PushConfig, 'vapidPublicKey' | 'vapidPrivateKey'>, dataDir: string): VapidKeys => {
  if (push.vapidPublicKey !== undefined && push.vapidPrivateKey !== undefined) return { publicKey: push.vapidPublicKey, privateKey: push.vapidPrivateKey };
  const file = vapidFile(dataDir);
  const kept = storedKeys(file);
  if (kept) return kept;
  const unreadable = existsSync(file);
  const made = webPush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  const own = `${file}.${randomUUID()}`;
  writeFileSync(own, `${JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey })}\n`, { mode: 0o600 });
  chmodSync(own, 0o600);
  try {
    // A file that holds no pair is replaced; otherwise the pair goes in place only where none is yet.
    if (unreadable) renameSync(own, file);
    else linkSync(own, file);
    return made;
  } catch (error) {
    const winner = (error as NodeJS.ErrnoException).code === 'EEXIST' ? storedKeys(file) : null;
    if (winner === null) throw error;
    return winner;
  } finally {
    rmSync(own, { force: true });
  }
};
