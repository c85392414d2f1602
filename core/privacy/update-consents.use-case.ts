import type { Clock } from '../shared';
import { buildUpdate, type ConsentChoices } from './payload';
import type { PrivacyApiPort } from './privacy-api.port';
import { answered, updateEnded } from './privacy-state';
import type { PrivacyStore } from './privacy.store';

export interface UpdateConsentsDeps {
  readonly api: PrivacyApiPort;
  readonly store: PrivacyStore;
  readonly clock: Clock;
  readonly signedIn: () => boolean;
}

/**
 * PRIV-06, PRIV-07, PRIV-10: the member's or the guest's choices. Kept at once (the privacy slice keeps them);
 * a member's go to the provider, a guest's wait for sign-in. The prompt closes on success and on failure; a
 * failure keeps its normalised error. Answers whether the provider has the choices (always true for a guest).
 */
export class UpdateConsentsUseCase {
  constructor(private readonly deps: UpdateConsentsDeps) {}

  async execute(choices: ConsentChoices): Promise<boolean> {
    const { api, store, clock } = this.deps;
    const signedIn = this.deps.signedIn();
    const update = buildUpdate(store.categories.peek(), choices);
    store.update((s) => ({ ...answered(s, update, clock.now(), !signedIn), gpc: false }));
    if (!signedIn) {
      store.update((s) => updateEnded(s, null));
      return true;
    }
    const saved = await api.update(update);
    store.update((s) => updateEnded(s, saved.ok ? null : saved.error));
    return saved.ok;
  }
}
