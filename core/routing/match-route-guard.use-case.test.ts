import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, flushMicrotasks } from '../shared/testing';
import { MatchRouteGuardUseCase, type MatchGuardVerdict } from './match-route-guard.use-case';
import { FakeMatchLookup } from './testing/fake-match-lookup';

const BTU = 1_000;

const setup = (options: { initiallyLoaded?: boolean } = {}) => {
  const time = new FakeTime();
  const lookup = new FakeMatchLookup(options);
  const guard = new MatchRouteGuardUseCase({ lookup, scheduler: time }, { baseTimeUnitMs: BTU });
  let verdict: MatchGuardVerdict | undefined;
  const run = (id: string) => {
    verdict = undefined;
    void guard.check(id).then((v) => {
      verdict = v;
    });
  };
  return { time, lookup, run, verdict: () => verdict };
};

const TO_MATCHES = '/app/matches';

describe('MatchRouteGuardUseCase', () => {
  it('ROUTE-21: waits for the first matches load, then opens a match that is in state without fetching it', async () => {
    const { time, lookup, run, verdict } = setup();
    run('m1');
    await time.advanceAsync(4 * BTU, 100);
    expect(verdict()).toBeUndefined();
    lookup.finishInitialLoad(['m1']);
    await flushMicrotasks();
    expect(verdict()).toEqual({ kind: 'allow' });
    expect(lookup.fetched).toEqual([]);
    expect(time.pendingTimers).toBe(0);
  });

  it('ROUTE-21: a match missing from state is fetched; it opens only if the fetch brings it, else → matches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.boolean(), async (inState, onServer) => {
        const { lookup, run, verdict } = setup({ initiallyLoaded: true });
        if (inState) lookup.addToState('m1');
        if (onServer) lookup.addOnServer('m1');
        run('m1');
        await flushMicrotasks(10);
        expect(lookup.fetched).toEqual(inState ? [] : ['m1']);
        expect(verdict()).toEqual(inState || onServer ? { kind: 'allow' } : { kind: 'redirect', to: TO_MATCHES, reason: 'matchNotFound' });
      }),
    );
  });

  it('ROUTE-21: an id that cannot be a match id goes straight to matches', async () => {
    const { lookup, run, verdict } = setup({ initiallyLoaded: true });
    run('not a match/../id');
    await flushMicrotasks();
    expect(verdict()).toEqual({ kind: 'redirect', to: TO_MATCHES, reason: 'invalidMatchId' });
    expect(lookup.fetched).toEqual([]);
  });

  it('ROUTE-27: a first load that never ends is given up after 5 BTU and the guard proceeds with the lookup', async () => {
    const { time, lookup, run, verdict } = setup();
    lookup.addOnServer('m2');
    run('m2');
    await time.advanceAsync(5 * BTU - 1, 100);
    expect(lookup.fetched).toEqual([]);
    await time.advanceAsync(1);
    expect(lookup.fetched).toEqual(['m2']);
    expect(verdict()).toEqual({ kind: 'allow' });
  });

  it('ROUTE-27: a fetch that hangs falls back to matches after 5 BTU', async () => {
    const { time, lookup, run, verdict } = setup({ initiallyLoaded: true });
    lookup.holdFetches();
    run('m3');
    await time.advanceAsync(5 * BTU - 1, 100);
    expect(verdict()).toBeUndefined();
    await time.advanceAsync(1);
    expect(verdict()).toEqual({ kind: 'redirect', to: TO_MATCHES, reason: 'fetchTimedOut' });
    expect(time.pendingTimers).toBe(0);
  });
  it('ROUTE-21: a fetch that fails at once (offline) goes to matches at once, without waiting for the timeout, and leaves no timer', async () => {
    const { time, lookup, run, verdict } = setup({ initiallyLoaded: true });
    lookup.fetchMatch = () => Promise.reject(new Error('offline'));
    run('m4');
    await time.advanceAsync(0, 100);
    expect(verdict()).toEqual({ kind: 'redirect', to: TO_MATCHES, reason: 'matchNotFound' });
    expect(time.pendingTimers).toBe(0);
  });

  it('ROUTE-27: the 5 BTU scale with the base time unit the app is given (200 ms: 1 s)', async () => {
    const time = new FakeTime();
    const lookup = new FakeMatchLookup({ initiallyLoaded: true });
    lookup.holdFetches();
    const guard = new MatchRouteGuardUseCase({ lookup, scheduler: time }, { baseTimeUnitMs: 200 });
    let verdict: MatchGuardVerdict | undefined;
    void guard.check('m5').then((v) => {
      verdict = v;
    });
    await time.advanceAsync(999, 100);
    expect(verdict).toBeUndefined();
    await time.advanceAsync(1, 100);
    expect(verdict).toEqual({ kind: 'redirect', to: TO_MATCHES, reason: 'fetchTimedOut' });
  });
});
