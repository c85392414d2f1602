/**
 * Where a position is, coarsely: a country code for the few countries whose rules differ (CONF-01 tier
 * toggles, LOC-06 miles), from rectangles checked in order (the first that holds the point wins), so a small
 * country listed before its large neighbour carves itself out of it. Neighbours that a rectangle of a listed
 * country would swallow (Canada and Mexico beside the United States, Ireland beside Great Britain, Togo
 * between Ghana and Benin, ...) are listed too. Anything else is `null`, which means kilometres and every tier
 * on. A real deployment would use a geocoder or the CDN's country header instead.
 */

/** [south, west, north, east] in degrees. */
type Box = readonly [number, number, number, number];

const REGIONS: ReadonlyArray<readonly [string, readonly Box[]]> = [
  // The Gulf, small before large: Bahrain, Qatar, the Emirates, Kuwait, Oman, Yemen, Iraq, Jordan, then Saudi Arabia.
  ['BH', [[25.55, 50.3, 26.35, 50.85]]],
  ['QA', [[24.45, 50.7, 26.2, 51.7]]],
  ['AE', [[22.6, 51.5, 26.1, 56.4]]],
  ['KW', [[28.5, 46.5, 30.1, 48.5]]],
  ['OM', [[16.6, 52.0, 26.4, 59.9]]],
  ['YE', [[12.1, 42.5, 17.3, 54.0]]],
  ['IQ', [[29.1, 38.8, 37.4, 48.6]]],
  ['JO', [[29.2, 34.9, 33.4, 39.3]]],
  ['SA', [[16.3, 34.5, 32.2, 55.7]]],
  ['TW', [[21.8, 119.3, 25.4, 122.1]]],
  ['TN', [[30.2, 7.5, 37.6, 11.6]]],
  // Togo sits between Ghana and Benin; Benin's south is narrow, so Lagos stays out of it.
  ['TG', [[6.1, -0.15, 11.1, 1.6]]],
  ['GH', [[4.7, -3.3, 11.2, 1.2]]],
  ['BJ', [[6.2, 1.6, 9.0, 2.75], [9.0, 1.0, 12.4, 3.85]]],
  ['LR', [[4.3, -11.5, 8.6, -7.4]]],
  // Bangladesh and Thailand before Myanmar.
  ['BD', [[20.6, 88.0, 26.7, 92.3]]],
  ['TH', [[5.6, 98.0, 20.5, 105.7]]],
  ['MM', [[9.6, 92.2, 28.5, 101.2]]],
  // Ireland (the Republic) before Great Britain and Northern Ireland.
  ['IE', [[51.4, -10.7, 54.0, -6.0], [54.0, -10.7, 55.4, -7.6]]],
  ['GB', [[49.9, -8.2, 60.9, 1.8]]],
  // Canada's south (Ontario, Quebec) and Mexico's north before the United States.
  ['CA', [[43.0, -81.5, 45.0, -76.0], [45.0, -79.5, 49.0, -71.0]]],
  ['MX', [[22.8, -117.2, 32.5, -114.8], [22.8, -114.8, 31.3, -106.5], [14.5, -106.5, 29.0, -100.0], [14.5, -100.0, 25.8, -86.7]]],
  // PUR-24: Brazil (its billing asks for a CPF), the inside of it only, clear of its neighbours.
  ['BR', [[-25.0, -50.0, -2.5, -34.8], [-15.0, -60.0, 2.0, -50.0]]],
  ['US', [[24.4, -125.0, 49.0, -66.9], [51.0, -180.0, 71.5, -141.0], [54.5, -141.0, 60.0, -130.0], [18.8, -160.3, 22.3, -154.7]]],
];

const holds = ([south, west, north, east]: Box, lat: number, lon: number): boolean =>
  lat >= south && lat <= north && lon >= west && lon <= east;

/** The ISO 3166-1 alpha-2 code of the country a position falls in, or null when it is none of the listed ones. */
export const countryAt = (lat: number, lon: number): string | null => {
  for (const [code, boxes] of REGIONS) if (boxes.some((box) => holds(box, lat, lon))) return code;
  return null;
};

/** A country code as a client or a proxy sends it: two letters, any case. */
export const normaliseCountryCode = (value: string | undefined): string | null =>
  value !== undefined && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : null;
