/**
 * core/privacy — consents and terms (PRIV items).
 * Owns: the consent model and payloads (PRIV-01..03), the GPC rule (PRIV-04), the prompt rules (PRIV-05, 07), the
 * privacy state and its persisted slice (PRIV-06, 08..10), the privacy constants (PRIV-11, 20), the messaging consent
 * (PRIV-13, 14, 21), South Korea's form (PRIV-15..18) and terms acceptance (PRIV-19).
 * Needs: PrivacyApiPort, GpcSignalPort, Clock, KeyValueStorage, the GPC lever. Exposes: the rules, the store, the
 * use-cases and their tokens. Its own chunk: the shell's prompt loads it.
 */
import { token } from '../shared';
import type { ConsentCallsUseCase } from './consent-calls.use-case';
import type { LoadPrivacyUseCase } from './load-privacy.use-case';
import type { GpcSignalPort, PrivacyApiPort } from './privacy-api.port';
import type { PrivacyStore } from './privacy.store';
import type { UpdateConsentsUseCase } from './update-consents.use-case';

export * from './consent';
export * from './payload';
export * from './gpc';
export * from './prompt';
export * from './messaging-consent';
export * from './south-korea';
export * from './terms';
export * from './privacy-state';
export type { GeoConsents, GpcSignalPort, MemberConsents, PrivacyApiPort } from './privacy-api.port';
export { PrivacyStore } from './privacy.store';
export { LoadPrivacyUseCase, type LoadPrivacyDeps } from './load-privacy.use-case';
export { UpdateConsentsUseCase, type UpdateConsentsDeps } from './update-consents.use-case';
export { ConsentCallsUseCase } from './consent-calls.use-case';

export const PRIVACY = {
  Api: token<PrivacyApiPort>('privacy.Api'),
  Gpc: token<GpcSignalPort>('privacy.Gpc'),
  Store: token<PrivacyStore>('privacy.Store'),
  Load: token<LoadPrivacyUseCase>('privacy.Load'),
  Update: token<UpdateConsentsUseCase>('privacy.Update'),
  Calls: token<ConsentCallsUseCase>('privacy.Calls'),
} as const;
