/**
 * The places a member may travel to with the passport (SET-14): a small catalogue shipped with the server, each a
 * city centre (the traveller's recs are measured from its cell, server/geo/cells.ts). Only places of the catalogue
 * can be travelled to, never an arbitrary point, so the passport cannot be used to probe others' distances by
 * moving a position step by step (location privacy). A real deployment would use a geocoder instead.
 */
import type { Position } from './position';

export interface Place extends Position {
  /** Stable id (`paris-fr`). */
  readonly id: string;
  readonly name: string;
  /** English name of the country. */
  readonly country: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  /** Offered as a popular place (`GET /location/popular`). */
  readonly popular: boolean;
}

type Row = readonly [name: string, country: string, code: string, lat: number, lng: number, popular?: true];

const ROWS: readonly Row[] = [
  ['Amsterdam', 'Netherlands', 'NL', 52.3676, 4.9041, true],
  ['Athens', 'Greece', 'GR', 37.9838, 23.7275],
  ['Auckland', 'New Zealand', 'NZ', -36.8485, 174.7633],
  ['Bangkok', 'Thailand', 'TH', 13.7563, 100.5018, true],
  ['Barcelona', 'Spain', 'ES', 41.3874, 2.1686, true],
  ['Berlin', 'Germany', 'DE', 52.52, 13.405],
  ['Bogotá', 'Colombia', 'CO', 4.711, -74.0721],
  ['Brussels', 'Belgium', 'BE', 50.8503, 4.3517],
  ['Buenos Aires', 'Argentina', 'AR', -34.6037, -58.3816],
  ['Cairo', 'Egypt', 'EG', 30.0444, 31.2357],
  ['Cape Town', 'South Africa', 'ZA', -33.9249, 18.4241],
  ['Chicago', 'United States', 'US', 41.8781, -87.6298],
  ['Copenhagen', 'Denmark', 'DK', 55.6761, 12.5683],
  ['Dublin', 'Ireland', 'IE', 53.3498, -6.2603],
  ['Edinburgh', 'United Kingdom', 'GB', 55.9533, -3.1883],
  ['Hamburg', 'Germany', 'DE', 53.5511, 9.9937],
  ['Helsinki', 'Finland', 'FI', 60.1699, 24.9384],
  ['Hong Kong', 'China', 'HK', 22.3193, 114.1694],
  ['Istanbul', 'Türkiye', 'TR', 41.0082, 28.9784],
  ['Jakarta', 'Indonesia', 'ID', -6.2088, 106.8456],
  ['Kraków', 'Poland', 'PL', 50.0647, 19.945],
  ['Lagos', 'Nigeria', 'NG', 6.5244, 3.3792],
  ['Lima', 'Peru', 'PE', -12.0464, -77.0428],
  ['Lisbon', 'Portugal', 'PT', 38.7223, -9.1393, true],
  ['London', 'United Kingdom', 'GB', 51.5072, -0.1276, true],
  ['Los Angeles', 'United States', 'US', 34.0522, -118.2437, true],
  ['Madrid', 'Spain', 'ES', 40.4168, -3.7038],
  ['Melbourne', 'Australia', 'AU', -37.8136, 144.9631],
  ['Mexico City', 'Mexico', 'MX', 19.4326, -99.1332],
  ['Miami', 'United States', 'US', 25.7617, -80.1918],
  ['Milan', 'Italy', 'IT', 45.4642, 9.19],
  ['Montréal', 'Canada', 'CA', 45.5019, -73.5674],
  ['Mumbai', 'India', 'IN', 19.076, 72.8777],
  ['Munich', 'Germany', 'DE', 48.1351, 11.582],
  ['Nairobi', 'Kenya', 'KE', -1.2921, 36.8219],
  ['New York', 'United States', 'US', 40.7128, -74.006, true],
  ['Oslo', 'Norway', 'NO', 59.9139, 10.7522],
  ['Paris', 'France', 'FR', 48.8566, 2.3522, true],
  ['Prague', 'Czechia', 'CZ', 50.0755, 14.4378],
  ['Rio de Janeiro', 'Brazil', 'BR', -22.9068, -43.1729, true],
  ['Rome', 'Italy', 'IT', 41.9028, 12.4964, true],
  ['San Francisco', 'United States', 'US', 37.7749, -122.4194],
  ['São Paulo', 'Brazil', 'BR', -23.5558, -46.6396],
  ['Seoul', 'South Korea', 'KR', 37.5665, 126.978, true],
  ['Singapore', 'Singapore', 'SG', 1.3521, 103.8198],
  ['Stockholm', 'Sweden', 'SE', 59.3293, 18.0686],
  ['Sydney', 'Australia', 'AU', -33.8688, 151.2093, true],
  ['Tel Aviv', 'Israel', 'IL', 32.0853, 34.7818],
  ['Tokyo', 'Japan', 'JP', 35.6762, 139.6503, true],
  ['Toronto', 'Canada', 'CA', 43.6532, -79.3832],
  ['Vancouver', 'Canada', 'CA', 49.2827, -123.1207],
  ['Vienna', 'Austria', 'AT', 48.2082, 16.3738],
  ['Warsaw', 'Poland', 'PL', 52.2297, 21.0122],
  ['Zürich', 'Switzerland', 'CH', 47.3769, 8.5417],
];

/** Lower case, without accents, single spaces: "São  Paulo" and "sao paulo" are the same words. */
export const foldPlaceText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const slug = (text: string): string => foldPlaceText(text).replace(/[^a-z0-9]+/g, '-');

export const PLACES: readonly Place[] = ROWS.map(([name, country, countryCode, lat, lng, popular]) => ({
  id: `${slug(name)}-${countryCode.toLowerCase()}`,
  name,
  country,
  countryCode,
  lat,
  lng,
  popular: popular === true,
}));

const BY_ID = new Map(PLACES.map((place) => [place.id, place]));

export const placeById = (id: string): Place | undefined => BY_ID.get(id);

/** SET-14: the popular places, in the catalogue's order. */
export const popularPlaces = (): readonly Place[] => PLACES.filter((place) => place.popular);

/** Results of one search at most. */
export const PLACE_SEARCH_LIMIT = 10;

/**
 * SET-14 search: places whose name or country has a word starting with the query (accents and case ignored),
 * names matching from their first letter first, then by name; at most PLACE_SEARCH_LIMIT; none for an empty query.
 */
export const searchPlaces = (query: string): readonly Place[] => {
  const q = foldPlaceText(query);
  if (q === '') return [];
  const wordStarts = (text: string) => {
    const folded = foldPlaceText(text);
    return folded.startsWith(q) || folded.includes(` ${q}`) || folded.includes(`-${q}`);
  };
  const rank = (place: Place): number => (foldPlaceText(place.name).startsWith(q) ? 0 : wordStarts(place.name) ? 1 : wordStarts(place.country) ? 2 : 3);
  return PLACES.map((place) => ({ place, rank: rank(place) }))
    .filter((hit) => hit.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name))
    .slice(0, PLACE_SEARCH_LIMIT)
    .map((hit) => hit.place);
};
