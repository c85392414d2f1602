/**
 * The device flag for a date-of-birth violation (BAN-09, BAN-10, BAN-15): a device that typed an under-18 birth
 * date stays flagged, across reloads and sign-outs, until the 18th birthday of that date.
 */
import { isAdultAt, ttlDays } from './age';

/** BAN-09: what is stored on the device. */
export interface DobViolation {
  readonly hasViolation: true;
  /** `YYYY-MM-DD`, when known. */
  readonly birthDate?: string;
  /** BAN-09: the ttl of the underage answer, in days (rounded up). */
  readonly dobViolationDaysLeft?: number;
  /** When the flag ends (ms), from the ttl; the birth date decides when it is known. */
  readonly until?: number;
}

/** BAN-09, BAN-15: the flag of an underage answer: the birth date typed and the ttl in days. */
export const flagDevice = (answer: { readonly ttlSeconds?: number; readonly birthDate?: string }, now: number): DobViolation => ({
  hasViolation: true,
  ...(answer.birthDate === undefined ? {} : { birthDate: answer.birthDate }),
  ...(answer.ttlSeconds === undefined ? {} : { dobViolationDaysLeft: ttlDays(answer.ttlSeconds), until: now + answer.ttlSeconds * 1000 }),
});

/**
 * BAN-10: on start, a stored marker without a birth date stays flagged (until its ttl ran out, when one was
 * given); a stored birth date whose 18th birthday has passed is unflagged first.
 */
export const dobFlagOnStart = (stored: DobViolation | null, now: number): 'flagged' | 'unflag' | 'none' => {
  if (stored === null || stored.hasViolation !== true) return 'none';
  if (stored.birthDate !== undefined) return isAdultAt(stored.birthDate, now) ? 'unflag' : 'flagged';
  if (stored.until !== undefined && stored.until <= now) return 'unflag';
  return 'flagged';
};

/** Reads a stored flag (anything else is no flag). */
export const parseDobViolation = (text: string | null): DobViolation | null => {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<DobViolation>;
    if (value?.hasViolation !== true) return null;
    return {
      hasViolation: true,
      ...(typeof value.birthDate === 'string' ? { birthDate: value.birthDate } : {}),
      ...(typeof value.dobViolationDaysLeft === 'number' ? { dobViolationDaysLeft: value.dobViolationDaysLeft } : {}),
      ...(typeof value.until === 'number' ? { until: value.until } : {}),
    };
  } catch {
    return null;
  }
};
