import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_IN_GENDERS,
  allInGendersFor,
  checkAllInGender,
  checkOrientations,
  firstAllInScreen,
  nextAllInScreen,
  toggleChoice,
} from './index';

const known = (id: number) => id >= 1 && id <= 9;

describe('PROF-10: all-in gender', () => {
  it('PROF-10: the all-in screens run gender introduction, orientation, safety, once: none once viewed', () => {
    expect(firstAllInScreen(false)).toBe('allInGender');
    expect(nextAllInScreen('allInGender')).toBe('allInOrientation');
    expect(nextAllInScreen('allInOrientation')).toBe('allInSafety');
    expect(nextAllInScreen('allInSafety')).toBeNull();
    expect(firstAllInScreen(true)).toBeNull();
  });

  it('PROF-10: the words refine a PROF-09 value: a man is offered the men\'s words, and every word belongs to one value', () => {
    expect(allInGendersFor(0)).toEqual(['cis_man', 'trans_man', 'transmasculine']);
    expect(allInGendersFor(1)).toContain('trans_woman');
    expect(allInGendersFor(2)).toContain('non_binary');
    expect(allInGendersFor(null)).toHaveLength(ALL_IN_GENDERS.length);
    expect([0, 1, 2].flatMap((g) => allInGendersFor(g)).sort()).toEqual(ALL_IN_GENDERS.map((g) => g.id).sort());
  });

  it('PROF-10: at most 3 words and 3 orientations, all known, none twice', () => {
    expect(checkAllInGender(['agender', 'bigender', 'intersex'])).toEqual([]);
    expect(checkAllInGender(['agender', 'bigender', 'intersex', 'pangender'])).toEqual([{ field: 'all_in_gender', reason: 'range', min: 0, max: 3 }]);
    expect(checkAllInGender(['martian'])).toEqual([{ field: 'all_in_gender', reason: 'unknown' }]);
    expect(checkAllInGender(['agender', 'agender'])).toEqual([{ field: 'all_in_gender', reason: 'unknown' }]);
    expect(checkOrientations([1, 4, 8], known)).toEqual([]);
    expect(checkOrientations([1, 2, 3, 4], known)).toEqual([{ field: 'sexual_orientations', reason: 'range', min: 0, max: 3 }]);
    expect(checkOrientations([10], known)).toEqual([{ field: 'sexual_orientations', reason: 'unknown' }]);
  });

  it('PROF-10 [PBT]: toggling choices never holds more than the maximum nor a choice twice, and a choice made twice in a row leaves the same choices', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 40 }), fc.integer({ min: 1, max: 5 }), (choices, max) => {
        const chosen = choices.reduce<readonly number[]>((list, c) => toggleChoice(list, c, max), []);
        expect(chosen.length).toBeLessThanOrEqual(max);
        expect(new Set(chosen).size).toBe(chosen.length);
        for (const c of [1, 5, 9]) {
          const once = toggleChoice(chosen, c, max);
          if (chosen.includes(c) || chosen.length < max) expect([...toggleChoice(once, c, max)].sort()).toEqual([...chosen].sort());
        }
      }),
    );
  });
});
