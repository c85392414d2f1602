/**
 * The public card of a member (PROF-01 field names): what any signed-in member may see. Never a phone number,
 * an e-mail address, a birth date or a position: the distance is whole kilometres or miles in the viewer's
 * unit (LOC-06), and only when both positions are known. Empty parts are left out.
 */
import { countryAt } from '../geo/country';
import { shownDistance } from '../geo/distance';
import type { Position } from '../geo/position';
import { interestById } from './interest-catalogue';
import type { MemberProfile } from './profile.repository';
import { ageOn, type User } from './user';

/** A photo as a card shows it (the media module's items: id, url, size, alt text). */
export interface CardPhoto {
  readonly id: string;
  readonly url: string;
}

export interface CardContext {
  readonly now: number;
  /** Where the viewer is, or null; a member viewing their own card gets no distance. */
  readonly viewerPosition: Position | null;
  readonly photos: readonly CardPhoto[];
}

/** PROF-07: prompts in the order of the number in their id. */
const promptOrder = (id: string): number => Number(/\d+/.exec(id)?.[0] ?? Number.MAX_SAFE_INTEGER);

const unlessEmpty = <K extends string, T>(key: K, items: readonly T[]): Partial<Record<K, readonly T[]>> =>
  items.length === 0 ? {} : ({ [key]: items } as Record<K, readonly T[]>);

export const memberCard = (user: User, profile: MemberProfile | null, context: CardContext) => {
  const interests = (profile?.interests ?? []).flatMap((id) => {
    const interest = interestById(id);
    return interest ? [{ id: interest.id, name: interest.name }] : [];
  });
  const prompts = [...(profile?.prompts ?? [])].sort((a, b) => promptOrder(a.id) - promptOrder(b.id));
  const distance =
    profile?.position && context.viewerPosition
      ? shownDistance(context.viewerPosition, profile.position, countryAt(context.viewerPosition.lat, context.viewerPosition.lng))
      : null;
  return {
    _id: user.id,
    name: user.name,
    ...(user.birthDate === null ? {} : { age: ageOn(user.birthDate, context.now) }),
    ...(profile?.bio ? { bio: profile.bio } : {}),
    ...(profile?.gender === null || profile?.gender === undefined ? {} : { gender: profile.gender }),
    ...unlessEmpty(
      'jobs',
      (profile?.jobs ?? []).map((job) => ({
        ...(job.company === undefined ? {} : { company: { name: job.company, displayed: true } }),
        ...(job.title === undefined ? {} : { title: { name: job.title, displayed: true } }),
      })),
    ),
    ...unlessEmpty('schools', (profile?.schools ?? []).map((school) => ({ name: school.name, displayed: true }))),
    ...unlessEmpty('photos', context.photos),
    ...(interests.length === 0 ? {} : { user_interests: { selected_interests: interests } }),
    ...(prompts.length === 0 ? {} : { user_prompts: { prompts } }),
    ...(profile?.verified ? { badges: [{ type: 'selfie_verified' }] } : {}),
    ...(distance === null ? {} : { distance: distance.value, distance_unit: distance.unit }),
  };
};
