import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVERS_ON_BY_DEFAULT, leverOn, type Levers } from './levers';
import { readLevers } from './read-levers';

const leverName = fc.oneof(fc.constantFrom(...LEVERS_ON_BY_DEFAULT, 'developerTools', 'select', 'preferences'), fc.string({ minLength: 1, maxLength: 12 }));
const leverValue = fc.oneof(fc.boolean(), fc.integer(), fc.string({ maxLength: 8 }));
const leverSet = fc.dictionary(leverName, fc.record({ pid: fc.string({ maxLength: 8 }), value: leverValue })) as fc.Arbitrary<Levers>;

describe('levers (POST /v2/buckets)', () => {
  it('LEV-04: gold, platinum, plus, consumables, web payment, websocket, select onboarding, sdk, onboarding dismiss and music link are on by default; others off', () => {
    fc.assert(
      fc.property(leverSet, leverName, (levers, name) => {
        const delivered = levers[name]?.value;
        const expected = typeof delivered === 'boolean' ? delivered : (LEVERS_ON_BY_DEFAULT as readonly string[]).includes(name);
        expect(leverOn(levers, name)).toBe(expected);
        expect(leverOn(undefined, name)).toBe((LEVERS_ON_BY_DEFAULT as readonly string[]).includes(name));
      }),
    );
  });

  it('ONB-20: the onboarding-dismiss switch is on when the server says nothing of it, and off only when it says false', () => {
    expect(leverOn(undefined, 'onboardingDismiss')).toBe(true);
    expect(leverOn({}, 'onboardingDismiss')).toBe(true);
    expect(leverOn({ onboardingDismiss: { pid: 'p', value: false } }, 'onboardingDismiss')).toBe(false);
  });

  it('LEV-03: every well-formed `{ pid, value }` entry is read; malformed ones are left out by name', () => {
    fc.assert(
      fc.property(leverSet, fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }).map((k) => `bad_${k}`), fc.constantFrom(null, 3, 'x', { pid: 1, value: true }, { pid: 'p' }, { pid: 'p', value: null })), (good, bad) => {
        const { levers, skipped } = readLevers({ levers: { ...good, ...bad } });
        expect(levers).toEqual(good);
        expect([...skipped].sort()).toEqual(Object.keys(bad).sort());
      }),
    );
  });

  it('LEV-03: an answer without a lever object reads as no levers', () => {
    for (const data of [undefined, null, {}, { levers: [] }, { levers: 'x' }]) expect(readLevers(data)).toEqual({ levers: {}, skipped: ['levers'] });
  });

  it('LEV-03: a lever named like a prototype key is an ordinary lever and changes no prototype', () => {
    const { levers } = readLevers(JSON.parse('{ "levers": { "__proto__": { "pid": "p", "value": true } } }'));
    expect(Object.getOwnPropertyNames(levers)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(levers)).toBe(Object.prototype);
    expect(leverOn(levers, '__proto__')).toBe(true);
    expect(leverOn(levers, 'gold')).toBe(true);
  });
});
