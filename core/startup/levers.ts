/**
 * Levers (feature switches) as `POST /v2/buckets` delivers them (LEV-03): each a value and the id of the
 * experiment that decided it. LEV-04: a few switches are on unless the provider says otherwise; every other one
 * is off until it is delivered on.
 */

export type LeverValue = boolean | number | string;

export interface Lever {
  readonly pid: string;
  readonly value: LeverValue;
}

export type Levers = Readonly<Record<string, Lever>>;

/** LEV-04: the switches on by default. */
export const LEVERS_ON_BY_DEFAULT = [
  'gold',
  'platinum',
  'plus',
  'consumables',
  'webPayment',
  'websocket',
  'selectOnboarding',
  'sdkEnabled',
  'onboardingDismiss',
  'musicServiceLink',
] as const;

const ON_BY_DEFAULT: ReadonlySet<string> = new Set(LEVERS_ON_BY_DEFAULT);

/** LEV-04: whether a switch is on: its delivered value when that is a boolean, else its default. */
export const leverOn = (levers: Levers | undefined, name: string): boolean => {
  const value = levers?.[name]?.value;
  return typeof value === 'boolean' ? value : ON_BY_DEFAULT.has(name);
};
