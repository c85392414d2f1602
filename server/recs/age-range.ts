/**
 * An age range as a range of birth dates, so that the recs query compares stored dates (and never computes each
 * candidate's age): on `today`, a member is at least `years` old exactly when born on or before
 * `bornBy(today, years)`, and at most `years` old exactly when born after `bornBy(today, years + 1)` (ages as
 * server/users/user.ts counts them, a birthday on 29 February counting on 1 March in other years).
 */

/** `YYYY-MM-DD` of the day `years` years before `today` (UTC); 29 February falls back to the 28th. */
export const bornBy = (today: number, years: number): string => {
  const now = new Date(today);
  const year = now.getUTCFullYear() - years;
  const month = now.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
};
