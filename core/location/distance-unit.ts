import type { Meters } from '../shared';
import { kmToMiles } from './mile-conversion';

/** How distances are shown to the member. */
export type DistanceUnit = 'mi' | 'km';

/** LOC-06: countries that show miles (BU is the former code of Myanmar, kept because older data carries it). */
export const MILE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'MM', 'BU', 'LR', 'GB']);

/** LOC-06: miles in the mile countries, kilometres everywhere else, including an unknown or empty country. */
export const distanceUnitFor = (countryCode: string | null | undefined): DistanceUnit =>
  countryCode && MILE_COUNTRIES.has(countryCode.trim().toUpperCase()) ? 'mi' : 'km';

/** A distance in metres expressed in the given unit. */
export const metersIn = (unit: DistanceUnit, distance: Meters): number =>
  unit === 'km' ? distance / 1000 : kmToMiles(distance / 1000);
