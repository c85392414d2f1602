/**
 * PROF-10 all-in gender: words that say a member's gender more precisely than the three values of PROF-09, the
 * member's sexual orientations (the list comes with the app settings, CONF-05 `orientations`), whether the card
 * shows them, and the all-in screens a member sees once (`hasUserViewedAllInScreensBefore`): the all-in gender
 * introduction, the orientation screen and the safety screen, in that order. Shared with server/profile.
 */
import type { ProfileFieldError } from './profile-rules';

/** The all-in gender words (ids; worded in locales/ as `allIn.gender.<id>`), each under the PROF-09 value it refines. */
export const ALL_IN_GENDERS = [
  { id: 'cis_man', base: 0 },
  { id: 'trans_man', base: 0 },
  { id: 'transmasculine', base: 0 },
  { id: 'cis_woman', base: 1 },
  { id: 'trans_woman', base: 1 },
  { id: 'transfeminine', base: 1 },
  { id: 'agender', base: 2 },
  { id: 'bigender', base: 2 },
  { id: 'genderfluid', base: 2 },
  { id: 'genderqueer', base: 2 },
  { id: 'intersex', base: 2 },
  { id: 'non_binary', base: 2 },
  { id: 'pangender', base: 2 },
  { id: 'two_spirit', base: 2 },
] as const;
export type AllInGenderId = (typeof ALL_IN_GENDERS)[number]['id'];

/** At most this many all-in gender words, and at most this many orientations (docs/decisions.md PROF-10). */
export const ALL_IN_GENDER_MAX = 3;
export const ORIENTATIONS_MAX = 3;

export const isAllInGender = (id: string): id is AllInGenderId => ALL_IN_GENDERS.some((g) => g.id === id);

/** The words offered under a PROF-09 value (all of them when the member gave none). */
export const allInGendersFor = (gender: number | null): readonly AllInGenderId[] =>
  ALL_IN_GENDERS.filter((g) => gender === null || g.base === gender).map((g) => g.id);

/** An orientation of the app settings' list. */
export interface Orientation {
  readonly id: number;
  readonly name: string;
}

/** PROF-10: all-in gender words: known, none twice, at most ALL_IN_GENDER_MAX. */
export const checkAllInGender = (ids: readonly string[]): readonly ProfileFieldError[] => {
  if (ids.some((id) => !isAllInGender(id)) || new Set(ids).size !== ids.length) return [{ field: 'all_in_gender', reason: 'unknown' }];
  return ids.length > ALL_IN_GENDER_MAX ? [{ field: 'all_in_gender', reason: 'range', min: 0, max: ALL_IN_GENDER_MAX }] : [];
};

/** PROF-10: orientations: ids of the list, none twice, at most ORIENTATIONS_MAX. */
export const checkOrientations = (ids: readonly number[], known: (id: number) => boolean): readonly ProfileFieldError[] => {
  if (ids.some((id) => !known(id)) || new Set(ids).size !== ids.length) return [{ field: 'sexual_orientations', reason: 'unknown' }];
  return ids.length > ORIENTATIONS_MAX ? [{ field: 'sexual_orientations', reason: 'range', min: 0, max: ORIENTATIONS_MAX }] : [];
};

/**
 * A choice in a list of at most `max`: chosen again it leaves; a new one joins at the end unless the list is full,
 * when nothing changes (the page says the list is full).
 */
export const toggleChoice = <T>(chosen: readonly T[], choice: T, max: number): readonly T[] =>
  chosen.includes(choice) ? chosen.filter((c) => c !== choice) : chosen.length >= max ? chosen : [...chosen, choice];

/** PROF-10, NAV-15: the all-in screens, in order: the gender introduction, the orientation screen, safety. */
export const ALL_IN_SCREENS = ['allInGender', 'allInOrientation', 'allInSafety'] as const;
export type AllInScreen = (typeof ALL_IN_SCREENS)[number];

/** The screen after this one, or null after the last. */
export const nextAllInScreen = (screen: AllInScreen): AllInScreen | null => ALL_IN_SCREENS[ALL_IN_SCREENS.indexOf(screen) + 1] ?? null;

/** The first all-in screen to show on the gender page: none once the member has seen them (`hasUserViewedAllInScreensBefore`). */
export const firstAllInScreen = (hasUserViewedAllInScreensBefore: boolean): AllInScreen | null => (hasUserViewedAllInScreensBefore ? null : ALL_IN_SCREENS[0]);

/**
 * PROF-02 `editAllInGenderLocalValues`: what the member picks across the all-in screens and the gender select and
 * orientation pages before saving: the words, the orientations and whether the card shows them.
 */
export interface AllInGenderLocalValues {
  readonly allInGender: readonly AllInGenderId[];
  readonly orientations: readonly number[];
  readonly showOrientationOnProfile: boolean;
}
