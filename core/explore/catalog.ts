/** An Explore catalog (EXP-01) as the provider lists it; its name and description are the app's messages under `key`. */
export interface Catalog {
  readonly id: string;
  /** The message key (`explore.catalog.<key>.name`, `.description`). */
  readonly key: string;
  /** The look of its tile. */
  readonly theme: string;
  /** How many members joined it. */
  readonly members: number;
  /** Whether the member joined it. */
  readonly joined: boolean;
}

/** The recs queue a catalog's card stack fills (core/recs' named queues). */
export const catalogQueue = (catalogId: string): string => `explore:${catalogId}`;

/** The catalog whose stack a recs queue is, if it is one (the full profile of its card returns there). */
export const catalogOfQueue = (queue: string): string | undefined => (queue.startsWith('explore:') && queue.length > 8 ? queue.slice(8) : undefined);

/** The storage key of the catalogs whose opt-in was offered on this device (EXP-02: once per catalog per device). */
export const EXPLORE_OPT_IN_KEY = 'explore.optInOffered';

/** Reads the stored list of catalogs offered (anything unreadable is none). */
export const readOffered = (raw: string | null): readonly string[] => {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};
