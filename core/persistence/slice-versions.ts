import type { Decoder } from './decoder';
import type { SliceDefinition, SliceMigration } from './slice-definition';

/** The version of every persisted slice (PERS-01). Bump a version here when a slice changes shape. */
export const PERSISTED_SLICE_VERSIONS = {
  appSettings: 12,
  appeals: 1,
  user: 2,
  location: 1,
  privacy: 1,
  settings: 2,
  outbox: 1,
  recentEmoji: 1,
} as const;

export type PersistedSliceName = keyof typeof PERSISTED_SLICE_VERSIONS;

/**
 * Declares one of the app's persisted slices; its version comes from PERSISTED_SLICE_VERSIONS, so
 * the module that owns the slice supplies the shape and the table stays the single source of versions.
 */
export const defineSlice = <N extends PersistedSliceName, T>(
  name: N,
  parts: {
    readonly decode: Decoder<T>;
    // The decoder alone fixes T, so a default such as `null` cannot narrow the slice's type.
    readonly defaultValue: NoInfer<T>;
    readonly migrations?: Readonly<Record<number, SliceMigration>>;
  },
): SliceDefinition<T, N> => ({ name, version: PERSISTED_SLICE_VERSIONS[name], ...parts });
