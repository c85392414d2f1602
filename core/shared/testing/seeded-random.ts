import type { Random } from '../random.port';

/** A deterministic generator (mulberry32) for reproducible tests. */
export class SeededRandom implements Random {
  #state: number;
  constructor(seed = 42) {
    this.#state = seed >>> 0;
  }
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** Always answers the same number: for pinning jitter to its bounds. */
export class FixedRandom implements Random {
  constructor(private readonly value: number) {}
  next(): number {
    return this.value;
  }
}
