import type { IdGenerator, Random } from '../../core/shared';

/** Uniform numbers in [0, 1) from the platform's cryptographic generator. */
export const cryptoRandom: Random = {
  next: () => {
    const buf = new Uint32Array(1);
    globalThis.crypto.getRandomValues(buf);
    return buf[0]! / 4294967296;
  },
};

/** Random UUIDs (v4). */
export const cryptoIds: IdGenerator = {
  next: () => globalThis.crypto.randomUUID(),
};
