import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageAt, isAdultAt, parseBirthDate, secondsUntilAdult, ttlDays } from './age';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const minusYears = (ms: number, years: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear() - years}${iso(ms).slice(4)}`;
};

describe('the age threshold, birthdays at 00:00 UTC', () => {
  it('BAN-10: 18 since 00:00 UTC of the birthday, not a second before', () => {
    const birthday = Date.UTC(2026, 4, 17);
    expect(isAdultAt('2008-05-17', birthday)).toBe(true);
    expect(isAdultAt('2008-05-17', birthday - 1)).toBe(false);
    expect(secondsUntilAdult('2008-05-17', birthday - 90_000)).toBe(90);
    expect(secondsUntilAdult('2008-05-17', birthday)).toBe(0);
  });

  it('BAN-10: a 29 February birthday comes on 1 March in a common year', () => {
    expect(isAdultAt('2008-02-29', Date.UTC(2026, 1, 28, 23, 59))).toBe(false);
    expect(isAdultAt('2008-02-29', Date.UTC(2026, 2, 1))).toBe(true);
  });

  it('BAN-10: only real calendar dates count', () => {
    expect(parseBirthDate('2001-02-29')).toBeNull();
    expect(parseBirthDate('2000-02-29')).toEqual([2000, 2, 29]);
    expect(parseBirthDate('2000-13-01')).toBeNull();
    expect(parseBirthDate('20000-01-01')).toBeNull();
    expect(isAdultAt('not a date', Date.UTC(2026, 0, 1))).toBe(false);
  });

  it('BAN-10 [PBT]: someone born 18 years before today (UTC) is adult all day; born 18 years before tomorrow is not, for ttl seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }), (now) => {
        const today = minusYears(now, 18);
        const tomorrow = minusYears(now + DAY, 18);
        // 29 February of a year that has none is not a date; those days are covered above.
        fc.pre(parseBirthDate(today) !== null && parseBirthDate(tomorrow) !== null);
        expect(isAdultAt(today, now)).toBe(true);
        expect(ageAt(today, now)).toBe(18);
        expect(isAdultAt(tomorrow, now)).toBe(false);
        const ttl = secondsUntilAdult(tomorrow, now);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(86_400);
        expect(isAdultAt(tomorrow, now + ttl * 1000)).toBe(true);
      }),
    );
  });

  it('BAN-09 [PBT]: a ttl in seconds is whole days, rounded up', () => {
    expect(ttlDays(1)).toBe(1);
    expect(ttlDays(86_400)).toBe(1);
    expect(ttlDays(86_401)).toBe(2);
    expect(ttlDays(0)).toBe(0);
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 ** 9 }), (ttl) => ttlDays(ttl) * 86_400 >= ttl && (ttlDays(ttl) - 1) * 86_400 < ttl));
  });
});
