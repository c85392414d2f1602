import type { ApiFailure } from '../api/api-failure';
import { routeHref } from '../routing/route-href';
import { wardenBanOf, wardenTierOf } from './ban';
import type { BansStore } from './bans.store';

export interface HandleBanDeps {
  readonly store: BansStore;
  /** Ends the session on this device without asking the server (it ended it already) and goes to `href`. */
  readonly signOutTo: (href: string) => Promise<void>;
  /** BAN-04: the custom ban screen's switch. */
  readonly customBanScreen: () => boolean;
  /** Whether the member is on the appeals center now (a ban heard there leaves them there). */
  readonly onAppealsCenter: () => boolean;
}

/**
 * A call answered with a ban (any call: the HTTP observer hands every failure here). BAN-02: the appeal token is
 * kept (in memory) and the auth token cleared by signing out on this device; BAN-04: the member goes to the warden
 * screen of the code. One ban is handled once while its sign-out runs.
 */
export class HandleBanUseCase {
  #handling: Promise<boolean> | undefined;

  constructor(private readonly deps: HandleBanDeps) {}

  /** True when the failure was a ban (and is handled). */
  execute(failure: ApiFailure): Promise<boolean> {
    const ban = wardenBanOf(failure);
    if (ban === null) return Promise.resolve(false);
    const tier = wardenTierOf(ban.code, { customBanScreen: this.deps.customBanScreen() });
    if (tier === null) return Promise.resolve(false);
    if (this.#handling) return this.#handling;
    this.deps.store.heard({ tier, policy: ban.policy ?? null, appealable: ban.isAppealable, appealToken: ban.appealToken ?? null });
    const destination = this.deps.onAppealsCenter() ? routeHref('appealsCenter') : routeHref('warden', { tier });
    this.#handling = this.deps.signOutTo(destination).then(
      () => true,
      () => true,
    );
    void this.#handling.finally(() => {
      this.#handling = undefined;
    });
    return this.#handling;
  }
}
