/**
 * The age threshold (BAN-10, D1 section 9: 18) and the birthday rule shared by the server that refuses an
 * under-18 birth date and the client that keeps a device flagged until the 18th birthday.
 *
 * Time zone (docs/decisions.md, BAN-15): a birthday begins at 00:00 UTC of its date, on the server and on every
 * device, so an answer never depends on where the member or the server stands. A 29 February birthday falls on
 * 1 March in a common year.
 */

/** D1 section 9: age threshold 18. */
export const ADULT_AGE = 18;

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` string that names a real calendar date, as [year, month (1-12), day]; null otherwise. */
export const parseBirthDate = (value: string): readonly [number, number, number] | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return [year, month, day];
};

/** The instant (ms, 00:00 UTC) a person born on `birthDate` turns `age`; null for a date that is no date. */
export const birthdayInstant = (birthDate: string, age: number): number | null => {
  const parts = parseBirthDate(birthDate);
  if (parts === null) return null;
  const [year, month, day] = parts;
  // Date.UTC rolls 29 February of a common year over to 1 March.
  return Date.UTC(year + age, month - 1, day);
};

/** Full years at `now` (birthdays at 00:00 UTC); null for a date that is no date. */
export const ageAt = (birthDate: string, now: number): number | null => {
  const parts = parseBirthDate(birthDate);
  if (parts === null) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - parts[0];
  // Stryker disable next-line LogicalOperator: unreachable, the birthday of a date parsed above is never null
  if ((birthdayInstant(birthDate, age) ?? 0) > now) age -= 1;
  return age;
};

/** BAN-15: seconds until the 18th birthday; 0 when it has passed (or the date is no date). */
export const secondsUntilAdult = (birthDate: string, now: number): number => {
  const adult = birthdayInstant(birthDate, ADULT_AGE);
  return adult === null || adult <= now ? 0 : Math.ceil((adult - now) / 1000);
};

/** BAN-10: whether the 18th birthday of `birthDate` has come at `now`. */
export const isAdultAt = (birthDate: string, now: number): boolean => {
  const adult = birthdayInstant(birthDate, ADULT_AGE);
  return adult !== null && adult <= now;
};

/** BAN-09: a ttl in seconds as whole days left (rounded up: a day begun counts as a day to wait). */
export const ttlDays = (ttlSeconds: number): number => Math.max(0, Math.ceil((ttlSeconds * 1000) / DAY_MS));
