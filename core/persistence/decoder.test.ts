import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrayDecoder,
  booleanDecoder,
  finiteNumberDecoder,
  nullableDecoder,
  objectDecoder,
  oneOfDecoder,
  recordDecoder,
  stringDecoder,
} from './decoder';

describe('strict decoders', () => {
  it('primitive decoders accept exactly their own type', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stringDecoder(value).ok).toBe(typeof value === 'string');
        expect(booleanDecoder(value).ok).toBe(typeof value === 'boolean');
        expect(finiteNumberDecoder(value).ok).toBe(typeof value === 'number' && Number.isFinite(value));
      }),
    );
  });

  it('refuses NaN and infinities as numbers', () => {
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(finiteNumberDecoder(n).ok).toBe(false);
    }
  });

  it('oneOf accepts only the listed strings', () => {
    const unit = oneOfDecoder('km', 'mi');
    expect(unit('km')).toEqual({ ok: true, value: 'km' });
    expect(unit('KM').ok).toBe(false);
    expect(unit(null).ok).toBe(false);
  });

  it('nullable adds null and nothing else', () => {
    const maybeText = nullableDecoder(stringDecoder);
    expect(maybeText(null)).toEqual({ ok: true, value: null });
    expect(maybeText(undefined).ok).toBe(false);
    expect(maybeText(0).ok).toBe(false);
  });

  it('an object decoder requires every field, keeps only declared fields and names the failing path', () => {
    const decode = objectDecoder({ a: booleanDecoder, inner: objectDecoder({ n: finiteNumberDecoder }) });
    expect(decode({ a: true, inner: { n: 1, extra: 2 }, other: 'x' })).toEqual({
      ok: true,
      value: { a: true, inner: { n: 1 } },
    });
    expect(decode({ a: true }).ok).toBe(false);
    const wrong = decode({ a: true, inner: { n: 'one' } });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.details).toMatchObject({ path: '.inner.n' });
    expect(decode([true]).ok).toBe(false);
    expect(decode(null).ok).toBe(false);
  });

  it('an object decoder never reads fields from the prototype', () => {
    const decode = objectDecoder({ constructor: stringDecoder, toString: stringDecoder });
    expect(decode({}).ok).toBe(false);
  });

  it('a record decoder keeps a "__proto__" key as plain data', () => {
    const parsed: unknown = JSON.parse('{"__proto__": true, "ok": false}');
    const decoded = recordDecoder(booleanDecoder)(parsed);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(Object.getPrototypeOf(decoded.value)).toBe(Object.prototype);
    expect(Object.hasOwn(decoded.value, '__proto__')).toBe(true);
    expect(decoded.value['ok']).toBe(false);
  });

  const notStringArb = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null));
  it('an array decoder refuses the whole array when one item is wrong', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.nat(), notStringArb, (items, at, bad) => {
        const decode = arrayDecoder(stringDecoder);
        expect(decode(items)).toEqual({ ok: true, value: items });
        const spoiled = [...items];
        spoiled.splice(at % (items.length + 1), 0, bad as never);
        expect(decode(spoiled).ok).toBe(false);
      }),
    );
  });
});
