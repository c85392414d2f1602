import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { booleanDecoder, finiteNumberDecoder, objectDecoder, stringDecoder } from './decoder';
import { encodeEnvelope, parseEnvelope } from './envelope';
/** PERS-03: the spec's 14 days, 1209600000 ms (pinned here, not read from the code under test). */
const PERSIST_GRACE_MS = 1_209_600_000;
import { restoreSlice, shouldRemoveStored } from './restore-slice';
import type { SliceDefinition } from './slice-definition';
import { APP_SLICES } from './slices';

const NOW = Date.UTC(2026, 2, 1);
const definitions = Object.values(APP_SLICES) as SliceDefinition<unknown>[];
const definitionArb = fc.constantFrom(...definitions);

/** Text a broken, old, foreign or tampered store could hold under a slice key. */
const storedTextArb = (definition: SliceDefinition<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    fc.uint8Array({ maxLength: 64 }).map((bytes) => String.fromCharCode(...bytes)),
    fc.string({ unit: 'binary', maxLength: 64 }),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc
      .record({
        v: fc.oneof(fc.integer({ min: -2, max: definition.version + 3 }), fc.double(), fc.string(), fc.constant(null)),
        t: fc.oneof(
          fc.integer({ min: -3 * PERSIST_GRACE_MS, max: 3 * PERSIST_GRACE_MS }).map((age) => NOW - age),
          fc.double(),
          fc.string(),
        ),
        d: fc.oneof(fc.jsonValue(), fc.constant(definition.defaultValue)),
      })
      .map((envelope) => JSON.stringify(envelope)),
    fc
      .jsonValue()
      .map((d) => encodeEnvelope(definition.version, NOW, d))
      .chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))),
  );

const counterV3: SliceDefinition<{ readonly count: number; readonly label: string }> = {
  name: 'counter',
  version: 3,
  decode: objectDecoder({ count: finiteNumberDecoder, label: stringDecoder }),
  defaultValue: { count: 0, label: 'none' },
  migrations: {
    1: (old) => ({ count: (old as { n: number }).n }),
    2: (old) => ({ ...(old as object), label: 'migrated' }),
  },
};

describe('PERS-02: rehydrating a slice from whatever storage holds', () => {
  it('PERS-02: random bytes, strings, JSON and old envelopes never throw and give the default or a valid state', () => {
    fc.assert(
      fc.property(
        definitionArb.chain((definition) => fc.tuple(fc.constant(definition), storedTextArb(definition))),
        ([definition, raw]) => {
          const restore = restoreSlice(definition, raw, NOW);
          if (restore.kind === 'restored') {
            expect(definition.decode(restore.value)).toEqual({ ok: true, value: restore.value });
          } else {
            expect(restore.value).toBe(definition.defaultValue);
          }
          expect(shouldRemoveStored(restore)).toBe(restore.kind === 'expired' || restore.kind === 'discarded');
        },
      ),
    );
  });

  it('PERS-02: nothing stored gives the default and nothing to remove', () => {
    for (const definition of definitions) {
      const restore = restoreSlice(definition, null, NOW);
      expect(restore).toEqual({ kind: 'absent', value: definition.defaultValue });
      expect(shouldRemoveStored(restore)).toBe(false);
    }
  });

  it('PERS-02: corrupt, truncated, wrong-typed and future-version data is discarded with its reason', () => {
    const settings = APP_SLICES.settings;
    const valid = encodeEnvelope(settings.version, NOW, settings.defaultValue);
    const reasonOf = (raw: string) => {
      const restore = restoreSlice(settings, raw, NOW);
      return restore.kind === 'discarded' ? restore.reason : restore.kind;
    };
    expect(reasonOf('{"v":2,')).toBe('not-json');
    expect(reasonOf(valid.slice(0, -1))).toBe('not-json');
    expect(reasonOf('[1,2,3]')).toBe('bad-envelope');
    expect(reasonOf(JSON.stringify({ v: 2, t: NOW }))).toBe('bad-envelope');
    expect(reasonOf(JSON.stringify({ v: '2', t: NOW, d: {} }))).toBe('bad-envelope');
    expect(reasonOf(JSON.stringify({ v: 2, t: NOW, d: { emailNotifications: 'yes' } }))).toBe('invalid-data');
    expect(reasonOf(encodeEnvelope(settings.version + 1, NOW, settings.defaultValue))).toBe('future-version');
    expect(reasonOf(encodeEnvelope(settings.version - 1, NOW, settings.defaultValue))).toBe('no-migration');
    expect(reasonOf(valid)).toBe('restored');
  });

  it('PERS-02: older versions are migrated step by step, then decoded', () => {
    expect(restoreSlice(counterV3, encodeEnvelope(1, NOW, { n: 7 }), NOW)).toEqual({
      kind: 'restored',
      value: { count: 7, label: 'migrated' },
      storedVersion: 1,
    });
    expect(restoreSlice(counterV3, encodeEnvelope(2, NOW, { count: 2 }), NOW)).toMatchObject({
      kind: 'restored',
      value: { count: 2, label: 'migrated' },
    });
  });

  it('PERS-02: a migration that throws, or yields the wrong shape, gives the default', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (d) => {
        const restore = restoreSlice(counterV3, encodeEnvelope(1, NOW, d), NOW);
        if (restore.kind === 'restored') expect(counterV3.decode(restore.value).ok).toBe(true);
        else expect(restore).toMatchObject({ kind: 'discarded', value: counterV3.defaultValue });
      }),
    );
    expect(restoreSlice(counterV3, encodeEnvelope(1, NOW, null), NOW)).toMatchObject({ reason: 'migration-failed' });
    expect(restoreSlice(counterV3, encodeEnvelope(1, NOW, { n: 'x' }), NOW)).toMatchObject({ reason: 'invalid-data' });
  });

  it('PERS-02: a decoder that throws costs the slice, not the app', () => {
    const fragile: SliceDefinition<boolean> = {
      name: 'fragile',
      version: 1,
      decode: () => {
        throw new Error('bug');
      },
      defaultValue: false,
    };
    expect(restoreSlice(fragile, encodeEnvelope(1, NOW, true), NOW)).toMatchObject({ kind: 'discarded', value: false });
  });
});

describe('PERS-03: the 14-day grace period', () => {
  const flag: SliceDefinition<{ readonly on: boolean }> = {
    name: 'flag',
    version: 1,
    decode: objectDecoder({ on: booleanDecoder }),
    defaultValue: { on: false },
  };

  it('PERS-03: a slice written more than 1209600000 ms ago is expired and must be removed', () => {
    fc.assert(
      fc.property(fc.integer({ min: PERSIST_GRACE_MS + 1, max: 50 * PERSIST_GRACE_MS }), fc.boolean(), (ageMs, on) => {
        const restore = restoreSlice(flag, encodeEnvelope(1, NOW - ageMs, { on }), NOW);
        expect(restore).toEqual({ kind: 'expired', value: flag.defaultValue, ageMs });
        expect(shouldRemoveStored(restore)).toBe(true);
      }),
    );
  });

  it('PERS-03: a slice up to exactly 14 days old is restored', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PERSIST_GRACE_MS }), fc.boolean(), (ageMs, on) => {
        expect(restoreSlice(flag, encodeEnvelope(1, NOW - ageMs, { on }), NOW)).toEqual({
          kind: 'restored',
          value: { on },
          storedVersion: 1,
        });
      }),
    );
    expect(restoreSlice(flag, encodeEnvelope(1, NOW - PERSIST_GRACE_MS, { on: true }), NOW).kind).toBe('restored');
    expect(restoreSlice(flag, encodeEnvelope(1, NOW - PERSIST_GRACE_MS - 1, { on: true }), NOW).kind).toBe('expired');
  });

  it('PERS-03: a write stamp more than 14 days in the future is treated as stale too', () => {
    expect(restoreSlice(flag, encodeEnvelope(1, NOW + PERSIST_GRACE_MS + 1, { on: true }), NOW).kind).toBe('expired');
    expect(restoreSlice(flag, encodeEnvelope(1, NOW + 60_000, { on: true }), NOW).kind).toBe('restored');
  });
});

describe('the stored envelope', () => {
  it('encodes as { v, t, d } and parses back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 4e12 }), fc.jsonValue(), (v, t, d) => {
        const text = encodeEnvelope(v, t, d);
        expect(Object.keys(JSON.parse(text) as object)).toEqual(['v', 't', 'd']);
        expect(parseEnvelope(text)).toEqual({ v, t, d: JSON.parse(JSON.stringify(d)) });
      }),
    );
  });
});
