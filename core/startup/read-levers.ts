import type { Lever, LeverValue, Levers } from './levers';

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
    // An own property even for a name like `__proto__`: delivered data never reaches a prototype.
    if (typeof pid === 'string' && isLeverValue(value)) Object.defineProperty(levers, name, { value: { pid, value }, enumerable: true, writable: true, configurable: true });
    else skipped.push(name);
  }
  return { levers, skipped };
};
