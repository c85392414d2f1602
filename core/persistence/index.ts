/**
 * core/persistence — state kept across app loads (FEATURES §24, PERS-01..04).
 * Owns: the versioned envelope `{ v, t, d }` under `spark:persist:<slice>`, the slice versions (PERS-01),
 * the rules that turn stored text back into state or into a clean default (PERS-03), and the service
 * that rehydrates once per load (PERS-02) and debounces writes (PERS-04).
 * Needs: KeyValueStorage, Clock, Scheduler, Logger (core/shared ports).
 * Exposes: strict decoders for declaring a slice, `defineSlice`, the six app slices, PersistenceService
 * and the PERSISTENCE token. A module that owns a slice declares it with `defineSlice` and its decoders.
 */
import { token } from '../shared';
import type { PersistenceService } from './persistence.service';
import type { AppSlices } from './slices';

export * from './decoder';
export * from './slice-definition';
export * from './persistence-constants';
export { PERSISTED_SLICE_VERSIONS, defineSlice, type PersistedSliceName } from './slice-versions';
export { encodeEnvelope, parseEnvelope, type PersistedEnvelope, type EnvelopeFault } from './envelope';
export { restoreSlice, isStale, shouldRemoveStored, type SliceRestore, type DiscardReason } from './restore-slice';
export { KeyedDebouncer } from './keyed-debouncer';
export { PersistenceService, type PersistenceDeps, type PersistenceStatus } from './persistence.service';
export * from './slices';

export const PERSISTENCE = {
  Service: token<PersistenceService<AppSlices>>('persistence.Service'),
} as const;
