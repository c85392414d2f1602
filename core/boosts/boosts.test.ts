import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import { boostEnded, boostReducer, boostTimeRemaining, BoostsStore, BoostUseCase, INITIAL_BOOST_MACHINE, readBoost, type BoostAction } from './index';
import { FakeBoostsApi } from './testing/fake-boosts-api';

const setUp = () => {
  const time = new FakeTime();
  const api = new FakeBoostsApi(time);
  const store = new BoostsStore();
  const useCase = new BoostUseCase({ api, store, clock: time, scheduler: time, baseTimeUnitMs: 1000 });
  return { time, api, store, useCase };
};

describe('boost rules', () => {
  it('BOOST-02: boost_refresh_interval_unit defaults to m (minutes); a given unit is kept (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ minLength: 1, maxLength: 3 }), { nil: undefined }), fc.dictionary(fc.constantFrom('remaining', 'duration', 'multiplier'), fc.nat()), (unit, rest) => {
        const boost = readBoost(unit === undefined ? rest : { ...rest, boost_refresh_interval_unit: unit });
        expect(boost.boost_refresh_interval_unit).toBe(unit ?? 'm');
      }),
    );
  });

  it('BOOST-07: time remaining is expires_at − now (never below 0), and the boost has ended exactly once now ≥ expires_at (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 0, max: 2e12 }), (expiresAt, now) => {
        expect(boostTimeRemaining(expiresAt, now)).toBe(now >= expiresAt ? 0 : expiresAt - now);
        expect(boostEnded(expiresAt, now)).toBe(now >= expiresAt);
      }),
    );
  });

  it('BOOST-01: the entity carries every field of the spec', () => {
    const boost = readBoost({ boost_id: 'b', expires_at: 10, duration: 5, remaining: 0, resets_at: 20, multiplier: 10, boost_ended: false });
    expect(Object.keys(boost).sort()).toEqual(
      [
        'multiplier',
        'boost_refresh_interval',
        'boost_refresh_amount',
        'boost_refresh_interval_unit',
        'resets_at',
        'expires_at',
        'duration',
        'remaining',
        'boost_id',
        'is_super_boost',
        'is_primetime_boost',
        'primetime_boost_remaining',
        'consumed_from',
        'boost_ended',
        'boostTimerStarted',
        'sourceVersion',
      ].sort(),
    );
  });

  it('BOOST-03: the machine goes start → success | failure, and only an active boost starts its timer or ends (property)', () => {
    const actions = fc.constantFrom<BoostAction>(
      { type: 'start' },
      { type: 'success', boost: readBoost({ boost_id: 'b', expires_at: 10, boost_ended: false }) },
      { type: 'failure', code: 42901 },
      { type: 'timerStart' },
      { type: 'end' },
      { type: 'primetimePollingStart' },
      { type: 'primetimePollingStop' },
    );
    fc.assert(
      fc.property(fc.array(actions, { maxLength: 30 }), (sequence) => {
        let state = INITIAL_BOOST_MACHINE;
        for (const action of sequence) {
          const next = boostReducer(state, action);
          if (action.type === 'success' || action.type === 'failure') {
            if (state.phase === 'starting') expect(next.phase).toBe(action.type === 'success' ? 'active' : 'failed');
            else expect(next).toBe(state);
          }
          if (next.phase === 'active' && state.phase !== 'active') expect(state.phase).toBe('starting');
          if (action.type === 'end' && state.phase === 'active') expect(next.phase).toBe('ended');
          if (action.type === 'primetimePollingStart') expect(next.primetimePolling).toBe(true);
          if (action.type === 'primetimePollingStop') expect(next.primetimePolling).toBe(false);
          state = next;
        }
      }),
    );
  });
});

describe('BoostUseCase', () => {
  it('BOOST-03, BOOST-07: a started boost counts down on the clock and ends at expires_at', async () => {
    const { time, api, store, useCase } = setUp();
    api.durationMs = 10_000;
    await useCase.start();
    expect(store.machine.value.phase).toBe('active');
    expect(store.machine.value.boost?.boostTimerStarted).toBe(true);
    expect(store.remainingMs.value).toBe(10_000);
    await time.advanceAsync(4000);
    expect(store.remainingMs.value).toBe(6000);
    await time.advanceAsync(6000);
    expect(store.machine.value.phase).toBe('ended');
    expect(store.machine.value.boost?.boost_ended).toBe(true);
    useCase.dispose();
  });

  it('BOOST-03: a start the provider refuses is a failure with its code (out of boosts)', async () => {
    const { api, store, useCase } = setUp();
    api.allowance = 0;
    const started = await useCase.start();
    expect(started.ok).toBe(false);
    expect(store.machine.value).toMatchObject({ phase: 'failed', errorCode: 42901 });
  });

  it('BOOST-03: primetime polling asks for the result every 60 BTU until stopped', async () => {
    const { time, api, store, useCase } = setUp();
    useCase.startPrimetimePolling();
    expect(store.machine.value.primetimePolling).toBe(true);
    await time.advanceAsync(120_000, 1000);
    expect(api.results).toBe(2);
    useCase.stopPrimetimePolling();
    await time.advanceAsync(120_000, 1000);
    expect(api.results).toBe(2);
    expect(store.machine.value.primetimePolling).toBe(false);
  });
});
