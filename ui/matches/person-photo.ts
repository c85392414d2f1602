import type { MatchPerson } from '../../core/matches';

/** The smallest rendering of a member's first photo at least twice `px` wide (the photo itself without sizes). */
export const photoUrl = (person: MatchPerson, px: number): string | undefined => {
  const photo = person.photos[0];
  if (photo === undefined) return undefined;
  return photo.sizes?.find((rendering) => rendering.width >= px * 2)?.url ?? photo.url;
};
