import { describe, expect, it } from 'vitest';
import { boostTapAction, boostWallet, PRIMETIME_POLL_BTU, readBoost, variantOf } from './index';
import { boostsSetUp as setUp } from './testing/set-up';

describe('boost variants (BOOST-05) and what the boost button opens (BOOST-06)', () => {
  it('BOOST-05: the entity names its variant by is_super_boost and is_primetime_boost; the wallet counts each variant held', () => {
    expect(variantOf(readBoost({ is_super_boost: true }))).toBe('super_boost');
    expect(variantOf(readBoost({ is_primetime_boost: true }))).toBe('primetime_boost');
    expect(variantOf(readBoost({}))).toBe('boost');
    expect(boostWallet(readBoost({ remaining: 2, super_boost_remaining: 1, primetime_boost_remaining: 3 }))).toEqual({ boost: 2, super_boost: 1, primetime_boost: 3 });
    expect(boostWallet(null)).toEqual({ boost: 0, super_boost: 0, primetime_boost: 0 });
  });

  it('BOOST-06: a member who never boosted and has one boost gets the first-time modal; more than one variant held opens the wallet; else the boost starts', () => {
    expect(boostTapAction(readBoost({ boost_id: null, remaining: 1 }))).toBe('first-time');
    expect(boostTapAction(readBoost({ boost_id: 'b0', remaining: 1 }))).toBe('start');
    expect(boostTapAction(readBoost({ boost_id: 'b0', remaining: 1, super_boost_remaining: 1 }))).toBe('wallet');
    expect(boostTapAction(readBoost({ boost_id: null, remaining: 0, primetime_boost_remaining: 2, super_boost_remaining: 1 }))).toBe('wallet');
    // Nothing held: the start is tried, and the provider's refusal says why (paywall or out of boosts).
    expect(boostTapAction(readBoost({ boost_id: null, remaining: 0 }))).toBe('start');
    expect(boostTapAction(null)).toBe('start');
  });

  it('BOOST-05: a super boost starts from a bought one and runs three times as long; without one it fails with the paywall code', async () => {
    const { api, store, useCase } = setUp();
    await useCase.start('super_boost');
    expect(store.machine.value).toMatchObject({ phase: 'failed', errorCode: 40390 });
    useCase.acknowledge();
    api.superBoosts = 1;
    await useCase.start('super_boost');
    expect(store.machine.value.phase).toBe('active');
    expect(store.machine.value.boost).toMatchObject({ is_super_boost: true, duration: 3 * api.durationMs, multiplier: 100, super_boost_remaining: 0 });
    expect(api.started).toEqual(['super_boost']);
    useCase.dispose();
  });

  it('BOOST-03, BOOST-05: a running primetime boost polls its result every 60 BTU, and the polling stops when it ends', async () => {
    const { api, store, time, useCase } = setUp();
    api.primetimeBoosts = 1;
    api.durationMs = 150_000;
    await useCase.start('primetime_boost');
    expect(store.machine.value.primetimePolling).toBe(true);
    const before = api.results;
    time.advance(PRIMETIME_POLL_BTU * 1000);
    await Promise.resolve();
    expect(api.results).toBe(before + 1);
    time.advance(150_000);
    await Promise.resolve();
    expect(store.machine.value.phase).toBe('ended');
    expect(store.machine.value.primetimePolling).toBe(false);
    const after = api.results;
    time.advance(10 * PRIMETIME_POLL_BTU * 1000);
    expect(api.results).toBe(after);
    useCase.dispose();
  });
});
