import { batch } from '@preact/signals-core';
import type { Clock, KeyValueStorage } from '../shared';
import { gpcApplies, gpcChoices } from './gpc';
import { buildUpdate } from './payload';
import type { GpcSignalPort, PrivacyApiPort } from './privacy-api.port';
import { answered, applyFetched, withCatalogue, withPrompt } from './privacy-state';
import type { PrivacyStore } from './privacy.store';
import { promptNeeded } from './prompt';
import { SOUTH_KOREA_STORAGE_KEY, southKoreaAccepted } from './south-korea';

export interface LoadPrivacyDeps {
  readonly api: PrivacyApiPort;
  readonly store: PrivacyStore;
  readonly gpc: GpcSignalPort;
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
  /** PRIV-04: the global-privacy-control lever. */
  readonly gpcLever: () => boolean;
}

/**
 * Loads the privacy state for a visitor or a member (PRIV-04..08): the catalogue of the country, then
 * - with GPC in force, every optional category declined and no prompt (sent to the provider for a member);
 * - for a member, a guest's deferred answers sent first (PRIV-06), else the fetched answers replacing the stored
 *   ones when there are any (PRIV-08);
 * - the prompt shown iff there is no current answer (PRIV-05).
 */
export class LoadPrivacyUseCase {
  constructor(private readonly deps: LoadPrivacyDeps) {}

  async execute(signedIn: boolean): Promise<void> {
    const { api, store, clock } = this.deps;
    const gpc = gpcApplies(this.deps.gpcLever(), this.deps.gpc.present());
    const [geo, korea] = await Promise.all([api.geo(), this.deps.storage.getItem(SOUTH_KOREA_STORAGE_KEY)]);
    batch(() => {
      store.southKoreaAcceptedIs(southKoreaAccepted(korea));
      if (geo.ok) store.update((s) => withCatalogue(s, geo.value.categories));
      store.markLoaded();
    });
    const categories = store.categories.peek();
    if (gpc && categories.length > 0) {
      const update = buildUpdate(categories, gpcChoices(categories));
      store.update((s) => ({ ...answered(s, update, clock.now(), !signedIn), gpc: true, showPrompt: false }));
      if (signedIn) {
        const sent = await api.update(update);
        if (sent.ok) store.termsAre(sent.value.terms);
      }
      return;
    }
    if (!signedIn) store.termsAre(null);
    if (signedIn) {
      const state = store.state.peek();
      if (state.hasDeferredUpdate && categories.length > 0) {
        const update = buildUpdate(categories, Object.fromEntries(categories.map((c) => [c.code, state.consents[c.code] ?? c.defaultValue])));
        const sent = await api.sendGuestConsents(update);
        if (sent.ok) {
          store.update((s) => ({ ...s, hasDeferredUpdate: false, messaging: sent.value.messaging }));
          store.termsAre(sent.value.terms);
        }
      } else {
        const fetched = await api.memberConsents();
        if (fetched.ok) {
          store.update((s) => ({ ...applyFetched(s, fetched.value), messaging: fetched.value.messaging }));
          store.termsAre(fetched.value.terms);
        }
      }
    }
    const s = store.state.peek();
    if (categories.length > 0 && promptNeeded({ gpcLever: false, gpcSignal: false, respondedAt: s.respondedAt, now: clock.now() })) {
      store.update((x) => withPrompt(x, { type: 'prompt' }));
    }
  }
}
