import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import { boostEnded, boostProgressLeft, boostReducer, boostTimeRemaining, BoostsStore, BoostUseCase, INITIAL_BOOST_MACHINE, readBoost, type BoostAction } from './index';
import { FakeBoostsApi } from './testing/fake-boosts-api';
import { boostsSetUp } from './testing/set-up';

const setUp = boostsSetUp;

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
        // BOOST-05: the bought boosts and super boosts held.
        'purchased_remaining',
        'super_boost_remaining',
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

describe('boost entity, field by field', () => {
  it('BOOST-01: readBoost keeps each field the provider sends', () => {
    const boost = readBoost(
      {
        multiplier: 3,
        boost_refresh_interval: 30,
        boost_refresh_amount: 2,
        boost_refresh_interval_unit: 'h',
        resets_at: 5000,
        expires_at: '2026-01-01T00:30:00.000Z',
        duration: 1_800_000,
        remaining: 4,
        boost_id: 'b1',
        is_super_boost: true,
        is_primetime_boost: true,
        primetime_boost_remaining: 7,
        consumed_from: 'subscription',
        boost_ended: false,
      },
      3,
    );
    expect(boost).toEqual({
      multiplier: 3,
      boost_refresh_interval: 30,
      boost_refresh_amount: 2,
      boost_refresh_interval_unit: 'h',
      resets_at: 5000,
      expires_at: Date.UTC(2026, 0, 1, 0, 30),
      duration: 1_800_000,
      remaining: 4,
      boost_id: 'b1',
      is_super_boost: true,
      is_primetime_boost: true,
      primetime_boost_remaining: 7,
      consumed_from: 'subscription',
      boost_ended: false,
      boostTimerStarted: false,
      sourceVersion: 3,
      purchased_remaining: 0,
      super_boost_remaining: 0,
    });
  });

  it('BOOST-01, BOOST-02: missing or malformed fields fall back (multiplier 1, counts 0, unit m, no times, ended)', () => {
    const fallback = {
      multiplier: 1,
      boost_refresh_interval: 0,
      boost_refresh_amount: 0,
      boost_refresh_interval_unit: 'm',
      resets_at: null,
      expires_at: null,
      duration: 0,
      remaining: 0,
      boost_id: null,
      is_super_boost: false,
      is_primetime_boost: false,
      primetime_boost_remaining: 0,
      consumed_from: null,
      boost_ended: true,
      boostTimerStarted: false,
      sourceVersion: 1,
      purchased_remaining: 0,
      super_boost_remaining: 0,
    };
    expect(readBoost({})).toEqual(fallback);
    expect(
      readBoost({
        multiplier: Number.NaN,
        boost_refresh_interval: '30',
        boost_refresh_amount: Number.POSITIVE_INFINITY,
        boost_refresh_interval_unit: '',
        resets_at: 'not a date',
        expires_at: Number.NaN,
        duration: '10',
        remaining: null,
        boost_id: 42,
        is_super_boost: 'true',
        is_primetime_boost: 1,
        primetime_boost_remaining: Number.NEGATIVE_INFINITY,
        consumed_from: 7,
        boost_ended: 'no',
      }),
    ).toEqual(fallback);
    expect(readBoost({ boost_refresh_interval_unit: 5 }).boost_refresh_interval_unit).toBe('m');
    expect(readBoost({ resets_at: ['2026-01-01T00:00:00Z'], expires_at: true }).resets_at).toBeNull();
  });

  it('BOOST-07: boost_ended stays false only when the provider says false', () => {
    expect(readBoost({ boost_ended: false }).boost_ended).toBe(false);
    expect(readBoost({ boost_ended: true }).boost_ended).toBe(true);
    expect(readBoost({ boost_ended: 0 }).boost_ended).toBe(true);
  });

  it('BOOST-07: a boost without expires_at has ended; one expiring exactly now has ended, one a millisecond later has not', () => {
    expect(boostEnded(null, 0)).toBe(true);
    expect(boostEnded(1000, 1000)).toBe(true);
    expect(boostEnded(1000, 999)).toBe(false);
    expect(boostTimeRemaining(1000, 999)).toBe(1);
    expect(boostTimeRemaining(1000, 1001)).toBe(0);
  });

  it('the countdown ring shows the share of the duration left, 0 without an end or a duration, at most 1', () => {
    expect(boostProgressLeft({ expires_at: 1000, duration: 4000 }, 0)).toBe(0.25);
    expect(boostProgressLeft({ expires_at: 1000, duration: 500 }, 0)).toBe(1);
    expect(boostProgressLeft({ expires_at: 1000, duration: 500 }, 1500)).toBe(0);
    expect(boostProgressLeft({ expires_at: null, duration: 500 }, 0)).toBe(0);
    expect(boostProgressLeft({ expires_at: 1000, duration: 0 }, 0)).toBe(0);
    expect(boostProgressLeft({ expires_at: 1000, duration: -5 }, 0)).toBe(0);
  });
});

describe('boost state machine, step by step', () => {
  const running = readBoost({ boost_id: 'b', expires_at: 10, duration: 10, boost_ended: false });
  const over = readBoost({ boost_id: 'b', expires_at: 10, boost_ended: true });
  const none = readBoost({ boost_id: null, boost_ended: true });

  it('BOOST-03: start from idle, ended or failed goes to starting and clears the last error; while starting or active it changes nothing', () => {
    const failed = { ...INITIAL_BOOST_MACHINE, phase: 'failed' as const, errorCode: 42901 };
    expect(boostReducer(failed, { type: 'start' })).toEqual({ ...INITIAL_BOOST_MACHINE, phase: 'starting', errorCode: null });
    expect(boostReducer(INITIAL_BOOST_MACHINE, { type: 'start' }).phase).toBe('starting');
    const ended = { ...INITIAL_BOOST_MACHINE, phase: 'ended' as const, boost: over };
    expect(boostReducer(ended, { type: 'start' })).toEqual({ ...ended, phase: 'starting' });
    const starting = { ...INITIAL_BOOST_MACHINE, phase: 'starting' as const };
    expect(boostReducer(starting, { type: 'start' })).toBe(starting);
    const active = { ...INITIAL_BOOST_MACHINE, phase: 'active' as const, boost: running };
    expect(boostReducer(active, { type: 'start' })).toBe(active);
  });

  it('BOOST-03: success keeps the boost; failure keeps the code; neither applies outside starting', () => {
    const starting = { ...INITIAL_BOOST_MACHINE, phase: 'starting' as const };
    expect(boostReducer(starting, { type: 'success', boost: running })).toEqual({ ...starting, phase: 'active', boost: running });
    expect(boostReducer(starting, { type: 'failure', code: 40390 })).toEqual({ ...starting, phase: 'failed', errorCode: 40390 });
    expect(boostReducer(INITIAL_BOOST_MACHINE, { type: 'success', boost: running })).toBe(INITIAL_BOOST_MACHINE);
    expect(boostReducer(INITIAL_BOOST_MACHINE, { type: 'failure', code: 1 })).toBe(INITIAL_BOOST_MACHINE);
  });

  it('BOOST-03: a loaded boost is active while running, ended once over, idle when there is none; a start under way ignores it', () => {
    expect(boostReducer(INITIAL_BOOST_MACHINE, { type: 'loaded', boost: running })).toEqual({ ...INITIAL_BOOST_MACHINE, phase: 'active', boost: running });
    expect(boostReducer(INITIAL_BOOST_MACHINE, { type: 'loaded', boost: over })).toEqual({ ...INITIAL_BOOST_MACHINE, phase: 'ended', boost: over });
    expect(boostReducer(INITIAL_BOOST_MACHINE, { type: 'loaded', boost: none })).toEqual({ ...INITIAL_BOOST_MACHINE, phase: 'idle', boost: none });
    const starting = { ...INITIAL_BOOST_MACHINE, phase: 'starting' as const };
    expect(boostReducer(starting, { type: 'loaded', boost: running })).toBe(starting);
  });

  it('BOOST-03: timer start marks only an active boost; end marks it ended and stops its timer', () => {
    const active = { ...INITIAL_BOOST_MACHINE, phase: 'active' as const, boost: running };
    const timed = boostReducer(active, { type: 'timerStart' });
    expect(timed.boost?.boostTimerStarted).toBe(true);
    expect(timed.phase).toBe('active');
    const ended = boostReducer(timed, { type: 'end' });
    expect(ended.phase).toBe('ended');
    expect(ended.boost).toEqual({ ...running, boost_ended: true, boostTimerStarted: false });
    expect(boostReducer(INITIAL_BOOST_MACHINE, { type: 'timerStart' })).toBe(INITIAL_BOOST_MACHINE);
    expect(boostReducer(INITIAL_BOOST_MACHINE, { type: 'end' })).toBe(INITIAL_BOOST_MACHINE);
    const activeWithout = { ...INITIAL_BOOST_MACHINE, phase: 'active' as const };
    expect(boostReducer(activeWithout, { type: 'timerStart' })).toBe(activeWithout);
    expect(boostReducer(activeWithout, { type: 'end' })).toBe(activeWithout);
    const over = { ...INITIAL_BOOST_MACHINE, phase: 'ended' as const, boost: { ...running, boost_ended: true } };
    expect(boostReducer(over, { type: 'timerStart' })).toBe(over);
    expect(boostReducer(over, { type: 'end' })).toBe(over);
  });

  it('BOOST-03: primetime polling start / stop only flips the polling flag', () => {
    const on = boostReducer(INITIAL_BOOST_MACHINE, { type: 'primetimePollingStart' });
    expect(on).toEqual({ ...INITIAL_BOOST_MACHINE, primetimePolling: true });
    expect(boostReducer(on, { type: 'primetimePollingStop' })).toEqual(INITIAL_BOOST_MACHINE);
  });
});

describe('BoostsStore', () => {
  it('BOOST-07: time remaining counts only for an active boost; reached end only once now ≥ expires_at', () => {
    const store = new BoostsStore();
    store.tick(1000);
    expect(store.now.value).toBe(1000);
    store.dispatch({ type: 'loaded', boost: readBoost({ boost_id: 'b', expires_at: 5000, boost_ended: true }) });
    expect(store.remainingMs.value).toBe(0);
    expect(store.reachedEnd.value).toBe(false);
    store.dispatch({ type: 'loaded', boost: readBoost({ boost_id: 'b', expires_at: 5000, boost_ended: false }) });
    expect(store.remainingMs.value).toBe(4000);
    expect(store.reachedEnd.value).toBe(false);
    store.tick(5000);
    expect(store.remainingMs.value).toBe(0);
    expect(store.reachedEnd.value).toBe(true);
    store.clear();
    expect(store.machine.value).toEqual(INITIAL_BOOST_MACHINE);
  });

  it('BOOST-07: no boost has no time left and has not reached an end', () => {
    const store = new BoostsStore();
    store.tick(5000);
    expect(store.remainingMs.value).toBe(0);
    expect(store.reachedEnd.value).toBe(false);
  });

  it('BOOST-07: an active boost without expires_at has reached its end and has no time left', () => {
    const store = new BoostsStore();
    store.dispatch({ type: 'start' });
    store.dispatch({ type: 'success', boost: readBoost({ boost_id: 'b', boost_ended: false }) });
    expect(store.machine.value.phase).toBe('active');
    expect(store.remainingMs.value).toBe(0);
    expect(store.reachedEnd.value).toBe(true);
  });
});

describe('BoostUseCase, more', () => {
  it('BOOST-03, BOOST-04: load reads GET /boost/result; a running boost starts its timer and ends at expires_at', async () => {
    const { time, api, store, useCase } = setUp();
    api.durationMs = 5000;
    await useCase.start();
    useCase.dispose();
    const fresh = new BoostsStore();
    const second = new BoostUseCase({ api, store: fresh, clock: time, scheduler: time, baseTimeUnitMs: 1000 });
    expect((await second.load()).ok).toBe(true);
    expect(api.results).toBe(1);
    expect(fresh.machine.value.phase).toBe('active');
    expect(fresh.machine.value.boost?.boostTimerStarted).toBe(true);
    expect(time.pendingTimers).toBe(1);
    await second.load();
    expect(time.pendingTimers).toBe(1);
    await time.advanceAsync(4000, 1000);
    expect(fresh.machine.value.phase).toBe('active');
    expect(fresh.remainingMs.value).toBe(1000);
    await time.advanceAsync(1000, 1000);
    expect(fresh.machine.value.phase).toBe('ended');
    expect(time.pendingTimers).toBe(0);
    expect(store.machine.value.phase).toBe('active');
  });

  it('BOOST-07: a boost loaded after its end (the provider not yet saying so) ends at once without a timer', async () => {
    const { time, useCase, store } = setUp();
    const api = {
      start: async () => ({ ok: false as const, error: { code: 500, message: 'x' } }),
      result: async () => ({ ok: true as const, value: readBoost({ boost_id: 'b', expires_at: time.now(), boost_ended: false }) }),
    };
    const late = new BoostUseCase({ api, store, clock: time, scheduler: time, baseTimeUnitMs: 1000 });
    await late.load();
    expect(store.machine.value.phase).toBe('ended');
    expect(time.pendingTimers).toBe(0);
    useCase.dispose();
  });

  it('BOOST-03: a failed load is returned and changes nothing', async () => {
    const { time, store } = setUp();
    const error = { code: 503, message: 'down' };
    const api = { start: async () => ({ ok: false as const, error }), result: async () => ({ ok: false as const, error }) };
    const useCase = new BoostUseCase({ api, store, clock: time, scheduler: time, baseTimeUnitMs: 1000 });
    expect(await useCase.load()).toEqual({ ok: false, error });
    expect(store.machine.value).toEqual(INITIAL_BOOST_MACHINE);
    expect(await useCase.start()).toEqual({ ok: false, error });
    expect(store.machine.value).toMatchObject({ phase: 'failed', errorCode: 503 });
  });

  it('BOOST-03: a second start while one is under way or active does not ask the provider again', async () => {
    const { time, api, store, useCase } = setUp();
    api.allowance = 5;
    const first = useCase.start();
    const second = await useCase.start();
    expect(second).toEqual({ ok: true, value: undefined });
    expect(await first).toEqual({ ok: true, value: undefined });
    expect(api.allowance).toBe(4);
    expect(await useCase.start()).toEqual({ ok: true, value: undefined });
    expect(api.allowance).toBe(4);
    expect(store.machine.value.phase).toBe('active');
    expect(time.pendingTimers).toBe(1);
    useCase.dispose();
    expect(time.pendingTimers).toBe(0);
  });

  it('BOOST-03: acknowledging a failure or an end goes back to what the provider said; an active boost stays', async () => {
    const { time, api, store, useCase } = setUp();
    api.allowance = 0;
    await useCase.start();
    useCase.acknowledge();
    expect(store.machine.value).toEqual(INITIAL_BOOST_MACHINE);

    api.allowance = 1;
    api.durationMs = 1000;
    await useCase.start();
    useCase.acknowledge();
    expect(store.machine.value.phase).toBe('active');
    await time.advanceAsync(1000, 1000);
    expect(store.machine.value.phase).toBe('ended');
    const boost = store.machine.value.boost;
    useCase.acknowledge();
    expect(store.machine.value).toEqual({ ...INITIAL_BOOST_MACHINE, phase: 'ended', boost });
  });

  it('BOOST-03: acknowledging a failure after an ended boost shows that boost ended; a start under way or an active boost is not touched', async () => {
    const { time, api, store, useCase } = setUp();
    api.durationMs = 1000;
    await useCase.start();
    await time.advanceAsync(1000, 1000);
    const boost = store.machine.value.boost;
    api.allowance = 0;
    await useCase.start();
    expect(store.machine.value.phase).toBe('failed');
    useCase.acknowledge();
    expect(store.machine.value).toEqual({ ...INITIAL_BOOST_MACHINE, phase: 'ended', boost });

    const next = setUp();
    const starting = next.useCase.start();
    next.useCase.acknowledge();
    expect(next.store.machine.value.phase).toBe('starting');
    await starting;
    next.useCase.acknowledge();
    expect(next.store.machine.value.phase).toBe('active');
    expect(next.store.machine.value.boost?.boostTimerStarted).toBe(true);
    next.useCase.dispose();
  });

  it('BOOST-03: acknowledging a failure leaves primetime polling as it was', async () => {
    const { api, store, useCase } = setUp();
    api.allowance = 0;
    await useCase.start();
    useCase.acknowledge();
    expect(store.machine.value.primetimePolling).toBe(false);
    await useCase.start();
    useCase.startPrimetimePolling();
    useCase.acknowledge();
    expect(store.machine.value).toEqual({ ...INITIAL_BOOST_MACHINE, primetimePolling: true });
    useCase.dispose();
  });

  it('BOOST-03: a provider answer with no boost leaves the machine idle and starts no timer', async () => {
    const { time, store, useCase } = setUp();
    await useCase.load();
    expect(store.machine.value.phase).toBe('idle');
    expect(time.pendingTimers).toBe(0);
  });

  it('BOOST-03: primetime polling uses the base time unit, starts once, and dispose stops it', async () => {
    const time = new FakeTime();
    const api = new FakeBoostsApi(time);
    const store = new BoostsStore();
    const useCase = new BoostUseCase({ api, store, clock: time, scheduler: time, baseTimeUnitMs: 10 });
    useCase.startPrimetimePolling();
    useCase.startPrimetimePolling();
    expect(time.pendingTimers).toBe(1);
    await time.advanceAsync(599, 1);
    expect(api.results).toBe(0);
    await time.advanceAsync(1, 1);
    expect(api.results).toBe(1);
    useCase.dispose();
    expect(time.pendingTimers).toBe(0);
    expect(store.machine.value.primetimePolling).toBe(true);
    useCase.stopPrimetimePolling();
    expect(store.machine.value.primetimePolling).toBe(false);
  });
});
