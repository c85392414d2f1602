import { describe, expect, it } from 'vitest';
import { encodeEnvelope, parseEnvelope } from './envelope';

const raw = (v: unknown, t: unknown): string => JSON.stringify({ v, t, d: { x: 1 } });

describe('the stored envelope { v, t, d }', () => {
  it('reads back what was written', () => {
    expect(parseEnvelope(encodeEnvelope(3, 1000, { x: 1 }))).toEqual({ v: 3, t: 1000, d: { x: 1 } });
  });

  it('accepts a write time of 0 and version 1', () => {
    expect(parseEnvelope(raw(1, 0))).toEqual({ v: 1, t: 0, d: { x: 1 } });
  });

  it('refuses a version that is not a whole number of at least 1', () => {
    for (const v of [1.5, 0, -1, '2', null]) expect(parseEnvelope(raw(v, 1000))).toBe('bad-envelope');
  });

  it('refuses a write time that is negative, not finite or not a number', () => {
    // 1e400 parses to Infinity.
    expect(parseEnvelope('{"v":1,"t":1e400,"d":1}')).toBe('bad-envelope');
    for (const t of [-1, '5', null, true]) expect(parseEnvelope(raw(1, t))).toBe('bad-envelope');
  });

  it('refuses text that is not JSON, and JSON without data', () => {
    expect(parseEnvelope('{')).toBe('not-json');
    expect(parseEnvelope(JSON.stringify({ v: 1, t: 0 }))).toBe('bad-envelope');
    expect(parseEnvelope('[1]')).toBe('bad-envelope');
  });
});
