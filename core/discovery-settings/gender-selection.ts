/**
 * PROF-08: the gender-selection state machine of "show me". It starts at −10 (nothing chosen); each choice
 * (MALE, WOMEN, BEYOND_BINARY) moves it to the state of the genders chosen so far: a single choice is that
 * gender's PROF-09 value (0, 1, 2), two make a combined state (MALE_WOMEN 3, MALE_BB 4, WOMEN_BB 5), and the third
 * makes EVERYONE (−1). Choosing a gender already chosen takes it back out (the chips toggle), so every set of
 * genders has exactly one state.
 */
import type { Gender } from './discovery-settings';

export type GenderChoice = 'MALE' | 'WOMEN' | 'BEYOND_BINARY';

export const GENDER_CHOICE_VALUE: Readonly<Record<GenderChoice, Gender>> = { MALE: 0, WOMEN: 1, BEYOND_BINARY: 2 };

/** The state codes; EVERYONE is also what a stored filter with no gender (or all three) means. */
export const GENDER_SELECTION = { START: -10, EVERYONE: -1, MALE_WOMEN: 3, MALE_BB: 4, WOMEN_BB: 5 } as const;

export interface GenderSelection {
  /** The state's code (−10, −1, 0..5). */
  readonly code: number;
  /** The genders chosen, in PROF-09 order. */
  readonly genders: readonly Gender[];
}

const codeOf = (genders: readonly Gender[]): number => {
  if (genders.length === 0) return GENDER_SELECTION.START;
  if (genders.length === 3) return GENDER_SELECTION.EVERYONE;
  if (genders.length === 1) return genders[0]!;
  const has = (g: Gender) => genders.includes(g);
  return has(0) && has(1) ? GENDER_SELECTION.MALE_WOMEN : has(0) ? GENDER_SELECTION.MALE_BB : GENDER_SELECTION.WOMEN_BB;
};

const selectionOf = (genders: Iterable<Gender>): GenderSelection => {
  const sorted = [...new Set(genders)].sort((a, b) => a - b);
  return { code: codeOf(sorted), genders: sorted };
};

/** One step of the machine: a choice joins the selection, or leaves it when it was in it already. */
export const chooseGender = (selection: GenderSelection, choice: GenderChoice): GenderSelection => {
  const value = GENDER_CHOICE_VALUE[choice];
  return selectionOf(selection.genders.includes(value) ? selection.genders.filter((g) => g !== value) : [...selection.genders, value]);
};

/** The state a stored "show me" list is in (an empty list is the start, −10). */
export const genderSelectionOf = (genders: readonly Gender[]): GenderSelection => selectionOf(genders);

/**
 * The profile's `gender_filter` (PROF-08's final code) for a stored list: nothing chosen is read as everyone, as
 * an empty `interested_in_genders` shows everyone.
 */
export const genderFilterCode = (genders: readonly Gender[]): number => {
  const { code } = selectionOf(genders);
  return code === GENDER_SELECTION.START ? GENDER_SELECTION.EVERYONE : code;
};
