/**
 * PUR-30, PUR-35 "alternate payments": paying with PayPal through the Braintree-like provider. The flow has its own
 * steps: choosing (the modal is open), opening (asking the provider's client token), awaiting approval (the
 * provider's approval step, where the member approves with their PayPal account or cancels), charging, and done,
 * failed or cancelled. The charge is a checkout attempt of the purchase store (its key kept only when the answer
 * was lost, so a retry never charges twice, PUR-22); its errors are kept per kind (PUR-33): the provider's steps
 * under `provider`, the charge under `checkout`, saving the account under `vaulting`.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiFailure } from '../api/api-failure';
import { err, ok, type AppError, type IdGenerator, type Result } from '../shared';
import { isRetryable } from './checkout.use-case';
import type { PurchaseStore } from './purchase.store';
import type { PaymentPlatform } from './platform';
import { isCheckoutBusy, type Cart, type Receipt } from './purchase-state';

/** PUR-19: the Braintree kinds of payment; only PayPal is offered on the web (docs/decisions.md PUR-30). */
export type AlternateMethod = 'paypal';
/** PUR-19: the platform a PayPal payment is made on (its kind is paypal). */
export const PAYPAL_PLATFORM: PaymentPlatform = 'web_braintree_paypal';

/** The provider's session, opened by its client token. */
export interface ProviderSession {
  readonly clientToken: string;
  readonly merchant: string;
  readonly expiresAt: number;
}

/** An approval: the one-time nonce of the approved PayPal account, shown by its masked e-mail only. */
export interface PayPalApproval {
  readonly nonce: string;
  readonly emailMasked: string;
  readonly expiresAt: number;
}

/** A saved PayPal account, by its masked e-mail (`j***@example.com`). */
export interface SavedPayPal {
  readonly emailMasked: string;
}

export type AlternatePayment = { readonly kind: 'nonce'; readonly nonce: string; readonly save: boolean } | { readonly kind: 'saved' };

export interface AlternatePurchaseRequest {
  readonly cart: Cart;
  readonly idempotencyKey: string;
  readonly zip: string;
  readonly payment: AlternatePayment;
}

/** What the alternate payments need from the provider (PUR-30, EP-122, EP-123, EP-170). */
export interface AlternatePaymentPort {
  clientToken(): Promise<Result<ProviderSession, ApiFailure>>;
  approve(clientToken: string, email: string): Promise<Result<PayPalApproval, ApiFailure>>;
  cancelApproval(clientToken: string): Promise<Result<void, ApiFailure>>;
  purchase(request: AlternatePurchaseRequest): Promise<Result<Receipt, ApiFailure>>;
  savedPayPal(): Promise<Result<SavedPayPal | null, ApiFailure>>;
  savePayPal(nonce: string): Promise<Result<SavedPayPal, ApiFailure>>;
  deletePayPal(): Promise<Result<void, ApiFailure>>;
}

export type AlternatePaymentStep =
  | { readonly kind: 'closed' }
  | { readonly kind: 'choosing' }
  | { readonly kind: 'opening' }
  | { readonly kind: 'awaitingApproval'; readonly session: ProviderSession; readonly approving: boolean }
  | { readonly kind: 'charging' }
  /** The charge went through (`receipt`), or the account was saved (`receipt` null, the flow's `save` purpose). */
  | { readonly kind: 'done'; readonly receipt: Receipt | null }
  /** `retryable`: the charge's answer was lost; trying again resends the same payment with the same key. */
  | { readonly kind: 'failed'; readonly error: AppError; readonly retryable: boolean }
  | { readonly kind: 'cancelled' };

/** Why the flow runs: to pay for the cart, or (EP-122) only to save the account for later. */
export type AlternatePurpose = 'pay' | 'save';

export interface AlternatePaymentState {
  readonly step: AlternatePaymentStep;
  readonly purpose: AlternatePurpose;
  /** The member's saved PayPal account, once read; null when none is saved. */
  readonly saved: SavedPayPal | null;
}

export type AlternatePaymentEvent =
  | { readonly type: 'open'; readonly purpose: AlternatePurpose }
  | { readonly type: 'close' }
  | { readonly type: 'sessionRequested' }
  | { readonly type: 'sessionOpened'; readonly session: ProviderSession }
  | { readonly type: 'approvalSent' }
  | { readonly type: 'approved' }
  | { readonly type: 'cancelled' }
  | { readonly type: 'charging' }
  | { readonly type: 'charged'; readonly receipt: Receipt | null }
  | { readonly type: 'failed'; readonly error: AppError; readonly retryable: boolean }
  | { readonly type: 'savedLoaded'; readonly saved: SavedPayPal | null };

export const INITIAL_ALTERNATE_PAYMENT: AlternatePaymentState = { step: { kind: 'closed' }, purpose: 'pay', saved: null };

/** Nothing else may start while the provider or the charge is asked. */
export const isAlternateBusy = (step: AlternatePaymentStep): boolean => step.kind === 'opening' || step.kind === 'charging' || (step.kind === 'awaitingApproval' && step.approving);

/**
 * The flow's steps as one reducer: a charge starts only from an approval (or the saved account, from choosing), a
 * cancelled approval ends the flow without one, and only a charge in flight can end done.
 */
export const alternatePaymentReducer = (state: AlternatePaymentState, event: AlternatePaymentEvent): AlternatePaymentState => {
  const step = state.step;
  const to = (next: AlternatePaymentStep): AlternatePaymentState => ({ ...state, step: next });
  switch (event.type) {
    case 'open':
      return isAlternateBusy(step) ? state : { ...state, purpose: event.purpose, step: { kind: 'choosing' } };
    case 'close':
      return isAlternateBusy(step) ? state : to({ kind: 'closed' });
    case 'sessionRequested':
      return step.kind === 'choosing' || step.kind === 'failed' || step.kind === 'cancelled' ? to({ kind: 'opening' }) : state;
    case 'sessionOpened':
      return step.kind === 'opening' ? to({ kind: 'awaitingApproval', session: event.session, approving: false }) : state;
    case 'approvalSent':
      return step.kind === 'awaitingApproval' && !step.approving ? to({ ...step, approving: true }) : state;
    case 'approved':
      return step.kind === 'awaitingApproval' && step.approving ? to({ kind: 'charging' }) : state;
    case 'cancelled':
      return step.kind === 'awaitingApproval' || step.kind === 'opening' ? to({ kind: 'cancelled' }) : state;
    case 'charging':
      // The saved account is charged from the choice itself, without an approval.
      return step.kind === 'choosing' || step.kind === 'failed' ? to({ kind: 'charging' }) : state;
    case 'charged':
      return step.kind === 'charging' ? to({ kind: 'done', receipt: event.receipt }) : state;
    case 'failed':
      return isAlternateBusy(step) ? to({ kind: 'failed', error: event.error, retryable: event.retryable }) : state;
    case 'savedLoaded':
      return { ...state, saved: event.saved };
  }
};

export interface AlternatePaymentDeps {
  readonly port: AlternatePaymentPort;
  readonly store: PurchaseStore;
  readonly ids: IdGenerator;
  /** A charge went through: what it changed elsewhere is read again (as after a card purchase). */
  readonly onGranted?: (receipt: Receipt) => void;
  /** PUR-36: the checkout's analytics item of each charge's outcome, paid on PUR-19's `web_braintree_paypal`. */
  readonly track?: (action: 'purchase' | 'failure', cart: Cart, receipt: Receipt | undefined, platform: PaymentPlatform) => void;
}

type Busy = { readonly code: 'PURCHASE.BUSY' };

/** The alternate payments modal's use-case: the provider's steps and the charge, over the purchase store's cart. */
export class AlternatePaymentUseCase {
  readonly #state = signal<AlternatePaymentState>(INITIAL_ALTERNATE_PAYMENT);
  readonly state: ReadonlySignal<AlternatePaymentState> = this.#state;
  /** The payment whose answer was lost, to be sent again as it was. */
  #lost: { readonly zip: string; readonly payment: AlternatePayment } | null = null;

  constructor(private readonly deps: AlternatePaymentDeps) {}

  #send(event: AlternatePaymentEvent): void {
    this.#state.value = alternatePaymentReducer(this.#state.value, event);
  }

  /** Opens the modal at its choice (the saved account is read for it). */
  async open(purpose: AlternatePurpose = 'pay'): Promise<void> {
    this.#send({ type: 'open', purpose });
    await this.loadSaved();
  }

  close(): void {
    this.#send({ type: 'close' });
  }

  async loadSaved(): Promise<Result<SavedPayPal | null, ApiFailure>> {
    const saved = await this.deps.port.savedPayPal();
    if (saved.ok) this.#send({ type: 'savedLoaded', saved: saved.value });
    return saved;
  }

  /** Asks the provider for a client token: its approval step opens. */
  async startApproval(): Promise<Result<ProviderSession, ApiFailure | Busy>> {
    const paying = this.#state.value.purpose === 'pay';
    if (paying && (this.deps.store.state.value.cart === null || isCheckoutBusy(this.deps.store.state.value.step))) return err({ code: 'PURCHASE.BUSY' });
    this.#send({ type: 'sessionRequested' });
    if (this.#state.value.step.kind !== 'opening') return err({ code: 'PURCHASE.BUSY' });
    const session = await this.deps.port.clientToken();
    if (!session.ok) return this.#fail('provider', session.error, false);
    this.#send({ type: 'sessionOpened', session: session.value });
    return session;
  }

  /** The member approved on the provider's step: its nonce pays for the cart at once (or, EP-122, saves the account). */
  async approve(email: string, zip: string, save: boolean): Promise<Result<Receipt | null, ApiFailure | Busy>> {
    const step = this.#state.value.step;
    if (step.kind !== 'awaitingApproval' || step.approving) return err({ code: 'PURCHASE.BUSY' });
    this.#send({ type: 'approvalSent' });
    const approval = await this.deps.port.approve(step.session.clientToken, email);
    if (!approval.ok) return this.#fail('provider', approval.error, false);
    this.#send({ type: 'approved' });
    if (this.#state.value.purpose === 'save') {
      const saved = await this.deps.port.savePayPal(approval.value.nonce);
      if (!saved.ok) return this.#fail('vaulting', saved.error, false);
      this.#send({ type: 'savedLoaded', saved: saved.value });
      this.#send({ type: 'charged', receipt: null });
      return ok(null);
    }
    return this.#charge(zip, { kind: 'nonce', nonce: approval.value.nonce, save });
  }

  /** The member cancelled on the provider's step: nothing is charged, and the provider is told. */
  async cancel(): Promise<void> {
    const step = this.#state.value.step;
    if (step.kind !== 'awaitingApproval' || step.approving) return;
    this.#send({ type: 'cancelled' });
    await this.deps.port.cancelApproval(step.session.clientToken);
  }

  /** Pays with the saved PayPal account, without an approval. */
  async paySaved(zip: string): Promise<Result<Receipt, ApiFailure | Busy>> {
    if (this.#state.value.saved === null || this.deps.store.state.value.cart === null || isCheckoutBusy(this.deps.store.state.value.step)) return err({ code: 'PURCHASE.BUSY' });
    this.#send({ type: 'charging' });
    if (this.#state.value.step.kind !== 'charging') return err({ code: 'PURCHASE.BUSY' });
    return this.#charge(zip, { kind: 'saved' });
  }

  /** The charge, as an attempt of the purchase store: a lost answer keeps its key for the retry (PUR-22). */
  async #charge(zip: string, payment: AlternatePayment): Promise<Result<Receipt, ApiFailure | Busy>> {
    const { store, ids, port } = this.deps;
    const state = store.state.value;
    const cart = state.cart;
    if (cart === null || isCheckoutBusy(state.step)) return this.#fail('checkout', { code: 'PURCHASE.BUSY' as const }, false);
    // The attempt is the cart and the payment (the saved account, or one approval's nonce): the same again keeps its key.
    const fingerprint = `paypal:${cart.productType}:${'amount' in cart ? `x${cart.amount}` : cart.terms}:${cart.offerId ?? ''}:${payment.kind === 'saved' ? 'saved' : payment.nonce}`;
    const key = state.attemptKey !== null && state.attemptFingerprint === fingerprint ? state.attemptKey : ids.next();
    store.dispatch({ type: 'attempt', key, fingerprint });
    store.dispatch({ type: 'post' });
    const receipt = await port.purchase({ cart, idempotencyKey: key, zip, payment });
    this.#lost = null;
    if (!receipt.ok) {
      // The answer was lost: the nonce may have been charged already, so only the same payment may be sent again.
      if (isRetryable(receipt.error)) this.#lost = { zip, payment };
      this.deps.track?.('failure', cart, undefined, PAYPAL_PLATFORM);
      return this.#fail('checkout', receipt.error, isRetryable(receipt.error));
    }
    store.dispatch({ type: 'success', receipt: receipt.value });
    this.#send({ type: 'charged', receipt: receipt.value });
    this.deps.track?.('purchase', cart, receipt.value, PAYPAL_PLATFORM);
    if (payment.kind === 'nonce' && payment.save) void this.loadSaved();
    this.deps.onGranted?.(receipt.value);
    return ok(receipt.value);
  }

  /** After a lost answer: sends the same payment again with the same key (the provider answers its first outcome). */
  async retry(): Promise<Result<Receipt, ApiFailure | Busy>> {
    const lost = this.#lost;
    if (lost === null || this.#state.value.step.kind !== 'failed') return err({ code: 'PURCHASE.BUSY' });
    this.#send({ type: 'charging' });
    return this.#charge(lost.zip, lost.payment);
  }

  #fail<E extends AppError>(kind: 'provider' | 'checkout' | 'vaulting', error: E, retryable: boolean): Result<never, E> {
    this.deps.store.dispatch({ type: 'error', kind, error, retryable });
    this.#send({ type: 'failed', error, retryable: kind === 'checkout' && retryable });
    return err(error);
  }

  /** EP-123: forgets the saved PayPal account. */
  async deleteSaved(): Promise<Result<void, ApiFailure>> {
    const done = await this.deps.port.deletePayPal();
    if (done.ok) this.#send({ type: 'savedLoaded', saved: null });
    else this.deps.store.dispatch({ type: 'error', kind: 'vaulting', error: done.error, retryable: false });
    return done;
  }
}
