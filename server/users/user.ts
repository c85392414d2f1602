/** A member as stored, and the two views of one: the owner's profile and the card other members see. */

export type OnboardingState = 'onboarding' | 'complete';

export interface User {
  readonly id: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly name: string | null;
  /** `YYYY-MM-DD`. */
  readonly birthDate: string | null;
  readonly onboardingState: OnboardingState;
  readonly createdAt: number;
  readonly bannedAt: number | null;
}

/** Full years on the day `now` falls on (UTC). */
export const ageOn = (birthDate: string, now: number): number => {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const today = new Date(now);
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
};

/** Whether other members may see this member at all. */
export const isVisible = (user: Pick<User, 'onboardingState' | 'bannedAt'>): boolean => user.onboardingState === 'complete' && user.bannedAt === null;
