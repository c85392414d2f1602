import type { KeyValueStorage } from '../shared';
import type { ConsentAction } from './consent';
import { messagingConsentReducer } from './messaging-consent';
import type { PrivacyApiPort } from './privacy-api.port';
import type { PrivacyStore } from './privacy.store';
import { SOUTH_KOREA_ACCEPTED, SOUTH_KOREA_STORAGE_KEY, southKoreaCanContinue, type SouthKoreaAnswers } from './south-korea';

/** The single calls of privacy: the messaging consent (PRIV-13, 14), terms (PRIV-19), South Korea's form (PRIV-16, 17). */
export class ConsentCallsUseCase {
  constructor(private readonly deps: { readonly api: PrivacyApiPort; readonly store: PrivacyStore; readonly storage: KeyValueStorage }) {}

  /** PRIV-14: the status follows the action once the provider took it; answers whether it did. */
  async messaging(action: ConsentAction): Promise<boolean> {
    const answer = await this.deps.api.messaging(action);
    if (answer.ok) this.deps.store.update((s) => ({ ...s, messaging: messagingConsentReducer(s.messaging, action) }));
    return answer.ok;
  }

  /** PRIV-19: accepts a terms version; the modal closes once the provider has it. */
  async acceptTerms(version: string): Promise<boolean> {
    const answer = await this.deps.api.acceptTerms(version);
    if (answer.ok) this.deps.store.termsAccepted(version);
    return answer.ok;
  }

  /** PRIV-16, PRIV-17: only both consents continue; the acceptance is remembered as "true". */
  async acceptSouthKorea(answers: SouthKoreaAnswers): Promise<boolean> {
    if (!southKoreaCanContinue(answers)) return false;
    await this.deps.storage.setItem(SOUTH_KOREA_STORAGE_KEY, SOUTH_KOREA_ACCEPTED);
    this.deps.store.southKoreaAcceptedIs(true);
    return true;
  }
}
