import { effect } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../shared/testing';
import { applyLoadingEvent, LOADING_RISES, type LoadingEvent } from './loading-counter';
import { LoadingStore } from './loading.store';

const EVENTS: readonly LoadingEvent[] = [
  'app-start',
  'logout',
  'login-succeeded',
  'login-failed',
  'onboarding-initialized',
  'onboarding-deleted',
  'completed',
];

describe('APP-02: loading counter', () => {
  it('APP-02: start and logout raise it; login success or failure, onboarding init or delete and other completions lower it', () => {
    expect([...LOADING_RISES].sort()).toEqual(['app-start', 'logout']);
    expect(applyLoadingEvent(0, 'app-start')).toEqual({ count: 1, underflow: false });
    expect(applyLoadingEvent(1, 'logout')).toEqual({ count: 2, underflow: false });
    for (const fall of EVENTS.filter((e) => !LOADING_RISES.has(e))) {
      expect(applyLoadingEvent(2, fall)).toEqual({ count: 1, underflow: false });
    }
  });

  it('APP-02: a fall from zero stays at zero, is logged as an underflow, and isLoading stays false', () => {
    const logger = new MemoryLogger();
    const store = new LoadingStore(logger);
    store.record('login-failed');
    expect(store.count.value).toBe(0);
    expect(store.isLoading.value).toBe(false);
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Loading counter underflow', context: { event: 'login-failed' } }]);
  });

  it('APP-02: for any sequence of events the store matches a model counter: never negative, one log per underflow, isLoading iff count > 0', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 60 }), (events) => {
        const logger = new MemoryLogger();
        const store = new LoadingStore(logger);
        const seen: boolean[] = [];
        const stop = effect(() => {
          seen.push(store.isLoading.value);
        });
        let model = 0;
        let underflows = 0;
        for (const event of events) {
          if (LOADING_RISES.has(event)) model += 1;
          else if (model === 0) underflows += 1;
          else model -= 1;
          store.record(event);
          expect(store.count.value).toBe(model);
          expect(store.count.value).toBeGreaterThanOrEqual(0);
          expect(store.isLoading.value).toBe(model > 0);
        }
        stop();
        expect(logger.messages('warn').filter((m) => m === 'Loading counter underflow')).toHaveLength(underflows);
        // isLoading is only re-announced when it flips.
        for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
      }),
    );
  });
});
