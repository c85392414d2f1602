import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LatLng, UserId } from '../../shared';
import { FakeTime, MemoryLogger, MemoryStorage } from '../../shared/testing';
import { PersistenceService } from '../persistence.service';
import { PERSISTED_SLICE_VERSIONS } from '../slice-versions';
import type { SliceDefinition, SliceStates } from '../slice-definition';
import { APP_SLICES, type AppSlices } from '.';

// JSON has no negative zero, so generated numbers avoid it.
const noNegativeZero = (n: number): number => (Object.is(n, -0) ? 0 : n);
const timestampArb = fc.integer({ min: 0, max: 4_102_444_800_000 });
const coordinateArb = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true }).map(noNegativeZero);

const positionArb = fc
  .record({ lat: coordinateArb(90), lng: coordinateArb(180), timestamp: timestampArb })
  .map((p) => p as LatLng & { readonly timestamp: number });

/** A valid state of every app slice. */
const statesArb: fc.Arbitrary<SliceStates<AppSlices>> = fc.record({
  appSettings: fc.record({
    recsToolbarIsOpened: fc.boolean(),
    distanceUnit: fc.constantFrom('km' as const, 'mi' as const, null),
    themePreference: fc.option(fc.string(), { nil: null }),
  }),
  appeals: fc.record({
    modalFYIviewedAt: fc.option(timestampArb, { nil: null }),
    banPolicy: fc.option(fc.string(), { nil: null }),
  }),
  user: fc.record({
    id: fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/).map((s) => s as UserId), { nil: null }),
    name: fc.option(fc.string({ unit: 'binary' }), { nil: null }),
  }),
  location: fc.record({
    position: fc.option(positionArb, { nil: null }),
    denied: fc.boolean(),
    timeout: fc.boolean(),
    dismissed: fc.boolean(),
  }),
  privacy: fc.record({
    consents: fc.dictionary(fc.string(), fc.boolean()),
    categoryOrder: fc.array(fc.string()),
    hasDeferredUpdate: fc.boolean(),
    respondedAt: fc.option(fc.integer({ min: 0 }), { nil: null }),
  }),
  settings: fc.record({
    emailNotifications: fc.record({ matches: fc.boolean(), messages: fc.boolean(), promotions: fc.boolean() }),
    messageControls: fc.record({ onlyVerifiedUsers: fc.boolean() }),
    pushNotifications: fc.record({
      match: fc.boolean(),
      message: fc.boolean(),
      messageLike: fc.boolean(),
      superLike: fc.boolean(),
    }),
  }),
  outbox: fc.record({
    userId: fc.option(fc.string(), { nil: null }),
    entries: fc.array(
      fc.record({
        clientId: fc.string(),
        matchId: fc.string(),
        createdAt: timestampArb,
        kind: fc.constantFrom('text' as const, 'gif' as const, 'sticker' as const),
        text: fc.string({ unit: 'binary' }),
        media: fc.option(
          fc.record({ id: fc.string(), type: fc.constantFrom('gif' as const, 'sticker' as const), title: fc.string(), url: fc.string(), width: fc.nat(), height: fc.nat() }),
          { nil: null },
        ),
        attempts: fc.nat(20),
        failed: fc.boolean(),
        failure: fc.option(fc.string(), { nil: null }),
      }),
      { maxLength: 4 },
    ),
  }),
  recentEmoji: fc.record({ emoji: fc.array(fc.string(), { maxLength: 8 }) }),
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths to every non-null primitive inside a JSON value. */
const leafPaths = (value: Json, path: (string | number)[] = []): (string | number)[][] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.keys(value).flatMap((key) => leafPaths(value[key] as Json, [...path, key]));
  }
  return value === null ? [] : [path];
};

const replaceAt = (value: Json, path: readonly (string | number)[], replacement: Json): Json => {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = structuredClone(value) as Record<string | number, Json>;
  copy[head] = replaceAt(copy[head] as Json, rest, replacement);
  return copy as Json;
};

const kindOf = (v: unknown): string => (Array.isArray(v) ? 'array' : typeof v);
const slicesNamed = Object.entries(APP_SLICES) as [keyof AppSlices, SliceDefinition<unknown>][];

describe('PERS-01: the persisted slices', () => {
  it('PERS-01: slice versions are appSettings 12, appeals 1, user 2, location 1, privacy 1, settings 2, outbox 1, recentEmoji 1', () => {
    const expected = { appSettings: 12, appeals: 1, user: 2, location: 1, privacy: 1, settings: 2, outbox: 1, recentEmoji: 1 };
    expect(PERSISTED_SLICE_VERSIONS).toEqual(expected);
    expect(Object.fromEntries(slicesNamed.map(([key, d]) => [key, d.version]))).toEqual(expected);
    for (const [key, definition] of slicesNamed) expect(definition.name).toBe(key);
  });

  it('PERS-01: every default is a valid state of its own slice', () => {
    for (const [, definition] of slicesNamed) {
      expect(definition.decode(definition.defaultValue)).toEqual({ ok: true, value: definition.defaultValue });
    }
  });

  it('PERS-01: every valid state survives JSON and decodes to itself', () => {
    fc.assert(
      fc.property(statesArb, (states) => {
        for (const [name, definition] of slicesNamed) {
          const value = states[name];
          expect(definition.decode(JSON.parse(JSON.stringify(value)))).toEqual({ ok: true, value });
        }
      }),
    );
  });

  it('PERS-01: decoders are strict: any field of the wrong type, or a missing field, is refused', () => {
    const wrongArb = fc.constantFrom<Json>(42, 'text', true, [], { nested: 1 });
    const sliceArb = fc.constantFrom(...slicesNamed);
    fc.assert(
      fc.property(statesArb, sliceArb, fc.nat(), wrongArb, (states, [name, def], pick, wrong) => {
        const valid = JSON.parse(JSON.stringify(states[name])) as Json;
        const paths = leafPaths(valid);
        const path = paths[pick % Math.max(1, paths.length)];
        if (path) {
          const original = path.reduce<Json>((at, key) => (at as Record<string | number, Json>)[key] as Json, valid);
          if (kindOf(original) !== kindOf(wrong)) expect(def.decode(replaceAt(valid, path, wrong)).ok).toBe(false);
        }
        const fields = Object.keys(valid as object);
        const dropped = fields[pick % fields.length] as string;
        const { [dropped]: _gone, ...missingOne } = valid as Record<string, Json>;
        expect(def.decode(missingOne).ok).toBe(false);
      }),
    );
  });

  it('PERS-01: a user id that is not a valid id and a position off the earth are refused', () => {
    expect(APP_SLICES.user.decode({ id: 'not an id!', name: null }).ok).toBe(false);
    const off = { position: { lat: 91, lng: 0, timestamp: 1 }, denied: false, timeout: false, dismissed: false };
    expect(APP_SLICES.location.decode(off).ok).toBe(false);
  });

  it('PERS-01: saved states of every slice round-trip through storage, each under its own version', async () => {
    await fc.assert(
      fc.asyncProperty(statesArb, async (states) => {
        const storage = new MemoryStorage();
        const time = new FakeTime();
        const deps = { storage, clock: time, scheduler: time, logger: new MemoryLogger() };
        const writer = new PersistenceService(deps, APP_SLICES);
        for (const [name] of slicesNamed) writer.save(name, states[name] as never);
        await writer.flush();
        for (const [name, definition] of slicesNamed) {
          const stored = JSON.parse((await storage.getItem(`spark:persist:${name}`)) ?? 'null') as { v: number };
          expect(stored.v).toBe(definition.version);
        }
        const reader = new PersistenceService(deps, APP_SLICES);
        expect(await reader.rehydrate()).toEqual(states);
      }),
      { numRuns: 50 },
    );
  });
});
