import type { IdGenerator, KeyValueStorage, Logger } from '../shared';
import { SESSION_STORAGE_KEYS } from './session-storage-keys';

/** A stored id is used only if it is safe to send as a header value (API-02): no spaces, no line breaks. */
const USABLE_DEVICE_ID = /^[\w.:-]{1,128}$/;

export const isUsableDeviceId = (value: string | null): value is string => value !== null && USABLE_DEVICE_ID.test(value);

/**
 * SESS-01: the persistent device id. Created once and kept; a missing or unusable stored value is replaced.
 * When it cannot be stored the id still serves this app load, and the failure is logged.
 */
export const loadPersistentDeviceId = async (
  storage: KeyValueStorage,
  ids: IdGenerator,
  logger: Logger,
): Promise<string> => {
  const stored = await storage.getItem(SESSION_STORAGE_KEYS.deviceId);
  if (isUsableDeviceId(stored)) return stored;
  const created = ids.next();
  const saved = await storage.setItem(SESSION_STORAGE_KEYS.deviceId, created);
  if (!saved.ok) logger.log('warn', 'Persistent device id could not be stored', { code: saved.error.code });
  return created;
};
