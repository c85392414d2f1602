import { apiFailure, type ApiFailure } from '../api/api-failure';
import { routeHref } from '../routing/route-href';
import { wardenBanOf, wardenTierOf, type BanPayload } from './ban';
import type { BansStore } from './bans.store';
import { dispatchBan } from './dispatch';

import { BAN_MODAL } from './modal-kinds';

export { BAN_MODAL, WARNING_MODAL } from './modal-kinds';

export interface HandleBanDeps {
  readonly store: BansStore;
  /** Ends the session on this device without asking the server (it ended it already) and goes to `href`. */
  readonly signOutTo: (href: string) => Promise<void>;
  /** BAN-04: the custom ban screen's switch. */
  readonly customBanScreen: () => boolean;
  /** Whether the member is on the appeals center now (a ban heard there leaves them there). */
  readonly onAppealsCenter: () => boolean;
  /** BAN-03: opens the ban modal (the shell's modal manager). */
  readonly openModal: (modal: { readonly kind: string; readonly title?: string; readonly props?: Readonly<Record<string, unknown>> }) => void;
  /** BAN-12: the ban's policy, kept across loads. */
  readonly keepPolicy?: (policy: string | null) => void;
}

/**
 * A call answered with a ban (any call: the HTTP observer hands every failure here). BAN-02: the appeal token is
 * kept (in memory) and the auth token cleared by signing out on this device; BAN-03: the member goes where the ban's
 * name says (verify, ban modal, selfie challenge, else the warden screen of its code, BAN-04). One ban is handled once
 * while its sign-out runs.
 */
export class HandleBanUseCase {
  #handling: Promise<boolean> | undefined;

  constructor(private readonly deps: HandleBanDeps) {}

  /** True when the failure was a ban (and is handled). */
  execute(failure: ApiFailure): Promise<boolean> {
    const ban = wardenBanOf(failure);
    if (ban === null) return Promise.resolve(false);
    if (this.#handling) return this.#handling;
    const destination = this.#destination(ban);
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: unreachable, wardenBanOf passes only codes with a warden screen or the selfie challenge, so the destination is never null
    if (destination === null) return Promise.resolve(false);
    this.deps.keepPolicy?.(ban.policy ?? null);
    // The sign-out clears every modal: the ban modal opens after it.
    const then = () => {
      destination.then?.();
      return true;
    };
    this.#handling = this.deps.signOutTo(destination.href).then(then, then);
    void this.#handling.finally(() => {
      this.#handling = undefined;
    });
    return this.#handling;
  }

  /** BAN-01, BAN-02: a sign-in or refresh answered with a ban (the auth gateway's failure and its ban payload). */
  fromSignIn(failure: { readonly code: number | string; readonly message: string; readonly status?: number; readonly ban?: Readonly<Record<string, unknown>> }): Promise<boolean> {
    const code = Number(failure.code);
    return this.execute(apiFailure.http({ data: null, status: failure.status ?? 403, error: { ...failure.ban, code, message: failure.message }, url: '/auth', ok: false }, code));
  }

  /** Records what the ban says and answers where the member goes (null: not a ban this app handles). */
  #destination(ban: BanPayload): { readonly href: string; readonly then?: () => void } | null {
    const { store } = this.deps;
    const onAppealsCenter = this.deps.onAppealsCenter();
    const where = dispatchBan(ban, { onAppealsCenter, customBanScreen: this.deps.customBanScreen() });
    const heard = (tier: 'banned' | 'underReview' | 'bcBanned' | 'customBanScreen') =>
      store.heard({ tier, policy: ban.policy ?? null, appealable: ban.isAppealable, appealToken: ban.appealToken ?? null });
    switch (where.kind) {
      case 'nothing':
        // Stryker disable next-line ConditionalExpression: unreachable, dispatchBan answers nothing off the appeals center only for a code readBan refuses
        if (!onAppealsCenter) return null;
        // Stryker disable next-line ObjectLiteral: equivalent, a missing switch reads as off
        heard(wardenTierOf(ban.code, { customBanScreen: false }) ?? 'banned');
        return { href: routeHref('appealsCenter') };
      case 'warden':
        heard(where.tier);
        return { href: routeHref('warden', { tier: where.tier }) };
      case 'selfie-challenge':
        store.selfieChallengeIs({ token: ban.selfieChallengeToken ?? null, status: ban.selfieStatus ?? 'required' });
        return { href: routeHref('selfieChallengeV2') };
      case 'verify':
        heard('banned');
        store.challengeIs(ban.challengeToken ?? null);
        return { href: routeHref('verify', { reason: where.reason }) };
      case 'ban-modal': {
        heard('banned');
        const tier = ban.name ?? 'ban';
        return { href: routeHref('login'), then: () => this.deps.openModal({ kind: BAN_MODAL, title: tier, props: { tier, policy: ban.policy ?? null, ttl: ban.ttl ?? null } }) };
      }
    }
  }
}
