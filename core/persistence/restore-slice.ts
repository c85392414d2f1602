import { appError, err, type Result } from '../shared';
import type { DecodeError } from './decoder';
import { parseEnvelope, type EnvelopeFault } from './envelope';
import { PERSIST_GRACE_MS } from './persistence-constants';
import type { SliceDefinition } from './slice-definition';

/** Why stored data was thrown away. */
export type DiscardReason = EnvelopeFault | 'future-version' | 'no-migration' | 'migration-failed' | 'invalid-data';

/** What rehydration made of one slice; `value` is always usable state. */
export type SliceRestore<T> =
  | { readonly kind: 'absent'; readonly value: T }
  | { readonly kind: 'restored'; readonly value: T; readonly storedVersion: number }
  | { readonly kind: 'expired'; readonly value: T; readonly ageMs: number }
  | { readonly kind: 'discarded'; readonly value: T; readonly reason: DiscardReason };

/** Whether the stored entry must be deleted from storage. */
export const shouldRemoveStored = (restore: SliceRestore<unknown>): boolean =>
  restore.kind === 'expired' || restore.kind === 'discarded';

/**
 * Whether data written at `savedAtMs` is too old to use at `nowMs` (PERS-03). A stamp more than the
 * grace period in the future is as untrustworthy as an old one: only a broken clock or tampering makes it.
 */
export const isStale = (savedAtMs: number, nowMs: number): boolean => Math.abs(nowMs - savedAtMs) > PERSIST_GRACE_MS;

type Migrated = { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly reason: DiscardReason };

const migrate = (definition: SliceDefinition<unknown>, from: number, data: unknown): Migrated => {
  let current = data;
  for (let version = from; version < definition.version; version++) {
    const step = definition.migrations?.[version];
    if (!step) return { ok: false, reason: 'no-migration' };
    try {
      current = step(current);
    } catch {
      return { ok: false, reason: 'migration-failed' };
    }
  }
  return { ok: true, data: current };
};

// A decoder that throws is a bug, but it must not cost the user the app: treat it as a refusal.
const safeDecode = <T>(definition: SliceDefinition<T>, data: unknown): Result<T, DecodeError> => {
  try {
    return definition.decode(data);
  } catch {
    return err(appError('PERSIST.INVALID_DATA', 'decoder threw'));
  }
};

/**
 * Turns what storage holds for a slice (or null) into state: decoded data when it is fresh, of a known
 * version and of the right shape, else the slice's default with the reason. Pure; never throws.
 */
export const restoreSlice = <T>(definition: SliceDefinition<T>, raw: string | null, nowMs: number): SliceRestore<T> => {
  const fallback = definition.defaultValue;
  if (raw === null) return { kind: 'absent', value: fallback };
  const envelope = parseEnvelope(raw);
  if (typeof envelope === 'string') return { kind: 'discarded', value: fallback, reason: envelope };
  if (isStale(envelope.t, nowMs)) return { kind: 'expired', value: fallback, ageMs: nowMs - envelope.t };
  if (envelope.v > definition.version) return { kind: 'discarded', value: fallback, reason: 'future-version' };
  const migrated = migrate(definition, envelope.v, envelope.d);
  if (!migrated.ok) return { kind: 'discarded', value: fallback, reason: migrated.reason };
  const decoded = safeDecode(definition, migrated.data);
  return decoded.ok
    ? { kind: 'restored', value: decoded.value, storedVersion: envelope.v }
    : { kind: 'discarded', value: fallback, reason: 'invalid-data' };
};
