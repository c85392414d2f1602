import { isPlainRecord } from './decoder';

/** What is written under a slice's key: version, time of the write (ms since epoch) and the data. */
export interface PersistedEnvelope {
  readonly v: number;
  readonly t: number;
  readonly d: unknown;
}

export const encodeEnvelope = (version: number, savedAtMs: number, data: unknown): string =>
  JSON.stringify({ v: version, t: savedAtMs, d: data } satisfies PersistedEnvelope);

/** Why stored text is not an envelope at all. */
export type EnvelopeFault = 'not-json' | 'bad-envelope';

/** Reads stored text back into an envelope; anything else is a fault, never a throw. */
export const parseEnvelope = (raw: string): PersistedEnvelope | EnvelopeFault => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'not-json';
  }
  if (!isPlainRecord(parsed) || !Object.hasOwn(parsed, 'd')) return 'bad-envelope';
  const { v, t, d } = parsed;
  const validVersion = typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;
  const validTime = typeof t === 'number' && Number.isFinite(t) && t >= 0;
  return validVersion && validTime ? { v, t, d } : 'bad-envelope';
};
