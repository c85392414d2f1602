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

const isLeverValue = (value: unknown): value is LeverValue =>
  typeof value === 'boolean' || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * LEV-03: reads `{ levers: { name: { pid, value } } }`. Entries of another shape are left out and named in
 * `skipped`, so one bad entry never costs the others.
 */
export const readLevers = (data: unknown): { readonly levers: Levers; readonly skipped: readonly string[] } => {
  const raw = typeof data === 'object' && data !== null ? (data as { levers?: unknown }).levers : undefined;
  const levers: Record<string, Lever> = {};
  const skipped: string[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { levers, skipped: ['levers'] };
  for (const [name, entry] of Object.entries(raw as Record<string, unknown>)) {
    const { pid, value } = (typeof entry === 'object' && entry !== null ? entry : {}) as { pid?: unknown; value?: unknown };
    if (typeof pid === 'string' && isLeverValue(value)) levers[name] = { pid, value };
    else skipped.push(name);
  }
  return { levers, skipped };
};
