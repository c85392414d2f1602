import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { WardenTier } from '../routing/routes';
import type { AppealCase, BanSummary } from './appeal-case';

/** The ban this device heard of: its warden screen, its policy, and the appeal token (held in memory only, BAN-02). */
export interface HeardBan {
  readonly tier: WardenTier;
  readonly policy: string | null;
  readonly appealable: boolean;
  readonly appealToken: string | null;
}

export type AppealsState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly ban: BanSummary; readonly cases: readonly AppealCase[] }
  /** No appeal token on this device (a reload forgets it), or the ban is gone (lifted). */
  | { readonly kind: 'no-ban' }
  | { readonly kind: 'failed' };

/** BAN-07: the selfie challenge this device heard of (40324). */
export interface SelfieChallenge {
  readonly token: string | null;
  readonly status: string;
}

export class BansStore {
  readonly #ban = signal<HeardBan | null>(null);
  readonly #selfie = signal<SelfieChallenge | null>(null);
  readonly #challenge = signal<string | null>(null);
  /** BAN-07: the selfie challenge heard (its token and status), held in memory. */
  readonly selfieChallenge: ReadonlySignal<SelfieChallenge | null> = this.#selfie;
  /** BAN-03, BAN-06: the ban challenge's token the verify page answers. */
  readonly challengeToken: ReadonlySignal<string | null> = this.#challenge;
  readonly #appeals = signal<AppealsState>({ kind: 'idle' });

  readonly ban: ReadonlySignal<HeardBan | null> = this.#ban;
  readonly appeals: ReadonlySignal<AppealsState> = this.#appeals;

  heard(ban: HeardBan): void {
    this.#ban.value = ban;
  }

  selfieChallengeIs(challenge: SelfieChallenge | null): void {
    this.#selfie.value = challenge;
  }
  challengeIs(token: string | null): void {
    this.#challenge.value = token;
  }
  appealsAre(state: AppealsState): void {
    this.#appeals.value = state;
  }

  /** A new appeal joins the top of the list. */
  filed(appeal: AppealCase): void {
    const state = this.#appeals.peek();
    if (state.kind === 'ready') this.#appeals.value = { ...state, cases: [appeal, ...state.cases] };
  }
}
