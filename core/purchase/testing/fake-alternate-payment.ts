/**
 * An in-memory Braintree-like provider behind AlternatePaymentPort, with the server's rules (PUR-30): a client token
 * opens one approval; an approval yields a single-use nonce; a cancelled one yields none; a purchase is one per
 * idempotency key (a repeated key answers the first outcome); an account whose e-mail starts with "decline" is
 * declined. `loseNextAnswer()` makes the next purchase reach the provider but its answer not reach the caller.
 */
import type { ApiFailure } from '../../api/api-failure';
import { apiFailure } from '../../api/api-failure';
import { serverFailure } from '../../api/testing/server-failure';
import { err, ok, type Result } from '../../shared';
import type { AlternatePaymentPort, AlternatePurchaseRequest, PayPalApproval, ProviderSession, SavedPayPal } from '../alternate-payment';
import type { Receipt } from '../purchase-state';

const PRICES: Readonly<Record<string, number>> = { plus: 999, gold: 2499, platinum: 2999 };
const mask = (email: string) => `${email.slice(0, 1)}***@${email.slice(email.lastIndexOf('@') + 1)}`;

export class FakeAlternatePayment implements AlternatePaymentPort {
  readonly charges: Array<{ readonly key: string; readonly amount: number }> = [];
  readonly sessions = new Map<string, 'open' | 'approved' | 'cancelled'>();
  readonly #nonces = new Map<string, { email: string; used: boolean }>();
  readonly #answers = new Map<string, Result<Receipt, ApiFailure>>();
  saved: (SavedPayPal & { readonly email: string }) | null = null;
  #ids = 0;
  #loseNext = false;
  #failNextToken = false;

  loseNextAnswer(): void {
    this.#loseNext = true;
  }

  failNextClientToken(): void {
    this.#failNextToken = true;
  }

  async clientToken(): Promise<Result<ProviderSession, ApiFailure>> {
    if (this.#failNextToken) {
      this.#failNextToken = false;
      return err(apiFailure.network());
    }
    this.#ids += 1;
    const clientToken = `ctk${this.#ids}`;
    this.sessions.set(clientToken, 'open');
    return ok({ clientToken, merchant: 'Spark', expiresAt: 600_000 });
  }

  async approve(clientToken: string, email: string): Promise<Result<PayPalApproval, ApiFailure>> {
    const session = this.sessions.get(clientToken);
    if (session === undefined) return err(serverFailure(404, 40400, 'No such session'));
    if (session !== 'open') return err(serverFailure(409, 40900, 'Already answered'));
    this.sessions.set(clientToken, 'approved');
    this.#ids += 1;
    const nonce = `nonce${this.#ids}`;
    this.#nonces.set(nonce, { email, used: false });
    return ok({ nonce, emailMasked: mask(email), expiresAt: 600_000 });
  }

  async cancelApproval(clientToken: string): Promise<Result<void, ApiFailure>> {
    if (this.sessions.get(clientToken) !== 'open') return err(serverFailure(409, 40900, 'Already answered'));
    this.sessions.set(clientToken, 'cancelled');
    return ok(undefined);
  }

  #take(nonce: string): Result<string, ApiFailure> {
    const entry = this.#nonces.get(nonce);
    if (entry === undefined) return err(serverFailure(404, 40400, 'No such nonce'));
    if (entry.used) return err(serverFailure(409, 40900, 'Nonce used'));
    entry.used = true;
    return ok(entry.email);
  }

  async purchase(request: AlternatePurchaseRequest): Promise<Result<Receipt, ApiFailure>> {
    const answer = this.#purchase(request);
    if (this.#loseNext) {
      this.#loseNext = false;
      return err(apiFailure.network());
    }
    return answer;
  }

  #purchase({ cart, idempotencyKey, payment }: AlternatePurchaseRequest): Result<Receipt, ApiFailure> {
    const known = this.#answers.get(idempotencyKey);
    if (known) return known;
    let email: string;
    if (payment.kind === 'saved') {
      if (this.saved === null) return err(serverFailure(400, 40048, 'No saved PayPal account'));
      email = this.saved.email;
    } else {
      const taken = this.#take(payment.nonce);
      if (!taken.ok) return taken;
      email = taken.value;
    }
    const declined = email.startsWith('decline');
    if (!declined && payment.kind === 'nonce' && payment.save) this.saved = { email, emailMasked: mask(email) };
    this.#ids += 1;
    const amount = 'amount' in cart ? 299 * cart.amount : (PRICES[cart.productType] ?? 0) * cart.terms;
    const answer: Result<Receipt, ApiFailure> = declined
      ? err(serverFailure(402, 40201, 'Declined'))
      : ok({
          purchaseId: `pp${this.#ids}`,
          productType: cart.productType,
          terms: 'amount' in cart ? 1 : cart.terms,
          units: 'amount' in cart ? cart.amount : 0,
          amount,
          taxPrice: 0,
          finalPrice: amount,
          currency: 'USD',
          brand: 'visa',
          lastFour: '',
          paymentMethod: 'paypal',
          createdAt: 0,
          expiresAt: 0,
          autoRenew: true,
          restoreToken: `restore-pp${this.#ids}`,
        });
    if (answer.ok) this.charges.push({ key: idempotencyKey, amount });
    this.#answers.set(idempotencyKey, answer);
    return answer;
  }

  async savedPayPal(): Promise<Result<SavedPayPal | null, ApiFailure>> {
    return ok(this.saved === null ? null : { emailMasked: this.saved.emailMasked });
  }

  async savePayPal(nonce: string): Promise<Result<SavedPayPal, ApiFailure>> {
    const taken = this.#take(nonce);
    if (!taken.ok) return taken;
    if (taken.value.startsWith('decline')) return err(serverFailure(402, 40201, 'Declined'));
    this.saved = { email: taken.value, emailMasked: mask(taken.value) };
    return ok({ emailMasked: this.saved.emailMasked });
  }

  async deletePayPal(): Promise<Result<void, ApiFailure>> {
    if (this.saved === null) return err(serverFailure(404, 40400, 'No saved PayPal account'));
    this.saved = null;
    return ok(undefined);
  }
}
