import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseGender, genderFilterCode, genderSelectionOf, type GenderChoice } from './index';

/** The spec's table (PROF-08, PROF-09), keyed by the chosen genders: 0 men, 1 women, 2 beyond binary. */
const SPEC_CODE: Record<string, number> = { '': -10, '0': 0, '1': 1, '2': 2, '0,1': 3, '0,2': 4, '1,2': 5, '0,1,2': -1 };
const VALUE: Record<GenderChoice, number> = { MALE: 0, WOMEN: 1, BEYOND_BINARY: 2 };
const choice = fc.constantFrom<GenderChoice>('MALE', 'WOMEN', 'BEYOND_BINARY');

describe('PROF-08: the gender-selection state machine', () => {
  it('PROF-08: it starts at -10 with nothing chosen', () => {
    expect(genderSelectionOf([])).toEqual({ code: -10, genders: [] });
  });

  it('PROF-08 [PBT]: after any choices, the state is the spec`s code of the genders chosen (a repeated choice takes it back)', () => {
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 12 }), (choices) => {
        const chosen = new Set<number>();
        let selection = genderSelectionOf([]);
        for (const c of choices) {
          const v = VALUE[c];
          if (chosen.has(v)) chosen.delete(v);
          else chosen.add(v);
          selection = chooseGender(selection, c);
          const key = [...chosen].sort().join(',');
          expect(selection.code).toBe(SPEC_CODE[key]);
          expect(selection.genders).toEqual([...chosen].sort());
        }
      }),
    );
  });

  it('PROF-08: adding the choices one by one walks start → single → combined → everyone', () => {
    const men = chooseGender(genderSelectionOf([]), 'MALE');
    expect(men.code).toBe(0);
    const menWomen = chooseGender(men, 'WOMEN');
    expect(menWomen.code).toBe(3);
    expect(chooseGender(menWomen, 'BEYOND_BINARY').code).toBe(-1);
    expect(chooseGender(chooseGender(genderSelectionOf([]), 'WOMEN'), 'BEYOND_BINARY').code).toBe(5);
    expect(chooseGender(chooseGender(genderSelectionOf([]), 'BEYOND_BINARY'), 'MALE').code).toBe(4);
  });

  it('PROF-08 [PBT]: a stored show-me list gives its final code, none chosen meaning everyone (-1)', () => {
    fc.assert(
      fc.property(fc.subarray([0, 1, 2] as const), (genders) => {
        const key = [...genders].sort().join(',');
        expect(genderFilterCode(genders)).toBe(key === '' ? -1 : SPEC_CODE[key]);
      }),
    );
  });
});
