import type { Decoder } from './decoder';

/**
 * Turns data stored under version `from` into the shape of version `from + 1`.
 * It receives untrusted data and may throw on a shape it does not expect: that counts as unmigratable.
 */
export type SliceMigration = (stored: unknown) => unknown;

/** Everything persistence needs to know about one slice of state kept across app loads. */
export interface SliceDefinition<T, N extends string = string> {
  readonly name: N;
  /** The current version; data stored under another version is migrated or dropped. */
  readonly version: number;
  readonly decode: Decoder<T>;
  /** The clean state used when nothing usable is stored. */
  readonly defaultValue: T;
  /** Step migrations keyed by the version they start from (`{ 1: v1ToV2, 2: v2ToV3 }`). */
  readonly migrations?: Readonly<Record<number, SliceMigration>>;
}

/** The state type a slice definition describes. */
export type SliceValue<D> = D extends SliceDefinition<infer T, string> ? T : never;

/** A set of slice definitions keyed by slice name. */
export type SliceRegistry = { readonly [name: string]: SliceDefinition<unknown> };

/** The rehydrated state of every slice of a registry. */
export type SliceStates<R extends SliceRegistry> = { readonly [K in keyof R]: SliceValue<R[K]> };
