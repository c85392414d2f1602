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
  refinedDecoder,
  stringDecoder,
} from './decoder';
import { appError, err, ok } from '../shared';

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

describe('decoder refusals name the field and what was expected', () => {
  const refusal = (r: { ok: boolean; error?: { message?: string; details?: unknown } }) =>
    r.ok ? undefined : { message: r.error?.message, details: r.error?.details };

  it('a refusal at the top level is reported against "value", with an empty path', () => {
    expect(refusal(stringDecoder(1))).toEqual({
      message: 'value: expected a string',
      details: { path: '', expected: 'a string' },
    });
    expect(refusal(booleanDecoder('yes'))).toEqual({
      message: 'value: expected a boolean',
      details: { path: '', expected: 'a boolean' },
    });
    expect(refusal(finiteNumberDecoder('1'))).toEqual({
      message: 'value: expected a finite number',
      details: { path: '', expected: 'a finite number' },
    });
    expect(refusal(oneOfDecoder('km', 'mi')('m'))).toEqual({
      message: 'value: expected one of km, mi',
      details: { path: '', expected: 'one of km, mi' },
    });
    expect(refusal(arrayDecoder(stringDecoder)({}))).toEqual({
      message: 'value: expected an array',
      details: { path: '', expected: 'an array' },
    });
    expect(refusal(recordDecoder(stringDecoder)([]))).toEqual({
      message: 'value: expected an object',
      details: { path: '', expected: 'an object' },
    });
    expect(refusal(objectDecoder({ a: stringDecoder })('a'))).toEqual({
      message: 'value: expected an object',
      details: { path: '', expected: 'an object' },
    });
  });

  it('a nested refusal names the path to the field', () => {
    expect(refusal(stringDecoder(true, '.name'))).toEqual({
      message: '.name: expected a string',
      details: { path: '.name', expected: 'a string' },
    });
    expect(refusal(arrayDecoder(booleanDecoder)([true, 'no']))).toMatchObject({
      message: '[1]: expected a boolean',
      details: { path: '[1]' },
    });
    expect(refusal(arrayDecoder(booleanDecoder)([1], '.flags'))).toMatchObject({ details: { path: '.flags[0]' } });
    expect(refusal(recordDecoder(finiteNumberDecoder)({ a: 1, b: 'x' }, '.scores'))).toMatchObject({
      message: '.scores.b: expected a finite number',
      details: { path: '.scores.b' },
    });
    expect(refusal(nullableDecoder(stringDecoder)(3, '.bio'))).toMatchObject({ details: { path: '.bio' } });
  });

  it('a record decoder keeps every key and decodes every value', () => {
    expect(recordDecoder(finiteNumberDecoder)({ a: 1, b: 2 })).toEqual({ ok: true, value: { a: 1, b: 2 } });
    expect(arrayDecoder(finiteNumberDecoder)([1, 2])).toEqual({ ok: true, value: [1, 2] });
  });

  it('a refined decoder passes the converted value on and refuses with its own expectation', () => {
    const percent = refinedDecoder(
      finiteNumberDecoder,
      (n) => (n >= 0 && n <= 100 ? ok(n / 100) : err(appError('PERSIST.INVALID_DATA', 'out of range'))),
      'a percentage',
    );
    expect(percent(50)).toEqual({ ok: true, value: 0.5 });
    expect(refusal(percent(150, '.p'))).toEqual({
      message: '.p: expected a percentage',
      details: { path: '.p', expected: 'a percentage' },
    });
    expect(refusal(percent('50', '.p'))).toMatchObject({ details: { path: '.p', expected: 'a finite number' } });
  });
});

describe('decoder refusals, without a path', () => {
  it('are PERSIST.INVALID_DATA errors reported against "value", wrapped decoders included', () => {
    const maybe = nullableDecoder(stringDecoder)(3);
    expect(maybe.ok ? undefined : [maybe.error.code, maybe.error.message]).toEqual([
      'PERSIST.INVALID_DATA',
      'value: expected a string',
    ]);
    const positive = refinedDecoder(finiteNumberDecoder, (n) => (n > 0 ? ok(n) : err(appError('X', 'no'))), 'a positive number');
    const refused = positive(-1);
    expect(refused.ok ? undefined : [refused.error.code, refused.error.message]).toEqual([
      'PERSIST.INVALID_DATA',
      'value: expected a positive number',
    ]);
  });
});
