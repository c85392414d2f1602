import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Random } from '../shared';
import { SeededRandom } from '../shared/testing';
import { initialBackoff, nextBackoff, type BackoffPolicy, type BackoffState } from './backoff';
import { REALTIME_TIMINGS } from './realtime-timings';

/** The longest delay the n-th retry in a row can get when each draw is at most 3 times the previous: min(cap, base × 3^n). */
const ceiling = (policy: BackoffPolicy, attempt: number): number => Math.min(policy.capMs, policy.baseMs * 3 ** attempt);

const SPEC = REALTIME_TIMINGS.backoff;

/** Plays back the given draws in a loop. */
class ScriptedRandom implements Random {
  #i = 0;
  constructor(private readonly draws: readonly number[]) {}
  next(): number {
    const value = this.draws[this.#i % this.draws.length] ?? 0;
    this.#i += 1;
    return value;
  }
}

/** The delays of `count` failed attempts in a row. */
const delaysOf = (policy: BackoffPolicy, random: Random, count: number, from: BackoffState = initialBackoff(policy)): number[] => {
  const delays: number[] = [];
  let state = from;
  for (let i = 0; i < count; i++) {
    const next = nextBackoff(policy, state, random);
    delays.push(next.delayMs);
    state = next.state;
  }
  return delays;
};

const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const draws = fc.array(draw, { minLength: 1, maxLength: 40 });
const policies = fc
  .record({ baseMs: fc.integer({ min: 1, max: 5_000 }), extraMs: fc.integer({ min: 0, max: 60_000 }) })
  .map(({ baseMs, extraMs }): BackoffPolicy => ({ baseMs, capMs: baseMs + extraMs }));

describe('reconnect backoff (decorrelated jitter)', () => {
  it('CHAT-06: the spec policy is base 1 s and cap 10 s', () => {
    expect(SPEC).toEqual({ baseMs: 1_000, capMs: 10_000 });
  });

  it('CHAT-06: every delay lies in [base, cap]', () => {
    fc.assert(
      fc.property(policies, draws, fc.integer({ min: 1, max: 30 }), (policy, values, count) => {
        for (const delay of delaysOf(policy, new ScriptedRandom(values), count)) {
          expect(delay).toBeGreaterThanOrEqual(policy.baseMs);
          expect(delay).toBeLessThanOrEqual(policy.capMs);
        }
      }),
    );
  });

  it('CHAT-06: each delay is at most three times the previous one, and the n-th at most min(cap, base × 3^n)', () => {
    fc.assert(
      fc.property(policies, draws, (policy, values) => {
        const delays = delaysOf(policy, new ScriptedRandom(values), 20);
        delays.forEach((delay, i) => {
          expect(delay).toBeLessThanOrEqual(ceiling(policy, i + 1));
          const previous = delays[i - 1] ?? policy.baseMs;
          expect(delay).toBeLessThanOrEqual(Math.min(policy.capMs, Math.max(policy.baseMs, previous * 3)));
        });
      }),
    );
  });

  it('CHAT-06: with the spec\'s base 1 s and cap 10 s, high draws reach the cap within three delays and stay near it', () => {
    // The cap is reached in practice, not only in theory: the spec's 1 s grows to 10 s in three draws at most.
    fc.assert(
      fc.property(fc.double({ min: 0.9, max: 1, maxExcluded: true, noNaN: true }), (high) => {
        const delays = delaysOf(SPEC, new ScriptedRandom([high]), 10);
        expect(delays.slice(0, 3)).toEqual([...delays.slice(0, 3)].sort((a, b) => a - b));
        expect(delays.slice(3).every((d) => d >= 0.9 * SPEC.capMs)).toBe(true);
      }),
    );
  });

  it('CHAT-06: after a reset the next delay is drawn from the base again, whatever came before', () => {
    fc.assert(
      fc.property(draws, fc.integer({ min: 0, max: 30 }), draw, (values, failures, after) => {
        const random = new ScriptedRandom(values);
        delaysOf(SPEC, random, failures);
        const reset = initialBackoff(SPEC);
        expect(reset).toEqual({ failures: 0, previousDelayMs: SPEC.baseMs });
        const { delayMs, state } = nextBackoff(SPEC, reset, new ScriptedRandom([after]));
        expect(delayMs).toBeGreaterThanOrEqual(SPEC.baseMs);
        expect(delayMs).toBeLessThanOrEqual(3 * SPEC.baseMs);
        expect(state.failures).toBe(1);
      }),
    );
  });

  it('CHAT-06: clients dropped together come back spread out, not in step', () => {
    const clients = 1_000;
    const bucketMs = 100;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const retryTimes = Array.from({ length: clients }, (_, c) => {
          const delays = delaysOf(SPEC, new SeededRandom(seed * 7_919 + c), 5);
          return delays.map((_, i) => delays.slice(0, i + 1).reduce((a, b) => a + b, 0));
        });
        for (let attempt = 0; attempt < 5; attempt++) {
          const buckets = new Map<number, number>();
          for (const times of retryTimes) {
            const bucket = Math.floor((times[attempt] ?? 0) / bucketMs);
            buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
          }
          // A lockstep schedule would put every client in one bucket; here no bucket holds more than 10 %.
          expect(Math.max(...buckets.values())).toBeLessThanOrEqual(0.1 * clients);
        }
      }),
      { numRuns: 30 },
    );
  });
});
