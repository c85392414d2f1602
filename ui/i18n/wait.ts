import type { IntlShape } from 'react-intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long until something, in words and in the reader's language, through Intl.RelativeTimeFormat: "in 42 seconds",
 * "in 12 minutes", "in 3 hours", "tomorrow". Rounded up, so a wait never reads shorter than it is.
 */
export function formatWait(intl: IntlShape, ms: number): string {
  const left = Math.max(0, ms);
  if (left < MINUTE) return intl.formatRelativeTime(Math.max(1, Math.ceil(left / 1000)), 'second');
  if (left < HOUR) return intl.formatRelativeTime(Math.ceil(left / MINUTE), 'minute');
  if (left < DAY) return intl.formatRelativeTime(Math.ceil(left / HOUR), 'hour');
  return intl.formatRelativeTime(Math.ceil(left / DAY), 'day', { numeric: 'auto' });
}
