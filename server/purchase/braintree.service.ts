/**
 * PUR-30, EP-122, EP-123, EP-170: PayPal through the Braintree-like provider. A client token opens a session of the
 * member's; its approval (or cancellation) is the provider's step; an approval's nonce is the member's own, used
 * once and only before it expires, by a purchase (charged through the purchase service, so idempotent by key and
 * granted in the same transaction) or by saving the account for later. A cancelled approval yields no nonce, so
 * nothing can be charged.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database, Queryable } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { braintreeProvider, CLIENT_TOKEN_TTL_MS, maskEmail, NONCE_TTL_MS, type BraintreeMethodType } from './braintree-provider';
import type { PaymentSource, PurchaseBase, PurchaseOutcome, PurchaseService } from './purchase.service';

export interface ClientSession {
  readonly clientToken: string;
  readonly expiresAt: Date;
}

export interface Approval {
  readonly nonce: string;
  readonly expiresAt: Date;
  readonly emailMasked: string;
}

export interface SavedBraintreeMethod {
  readonly methodType: BraintreeMethodType;
  readonly emailMasked: string;
}

export type BraintreePurchaseBody = PurchaseBase & { readonly payment_method: 'paypal' | 'saved_paypal'; readonly payment_method_nonce?: string; readonly save_payment_method?: boolean };

const ended = (what: string): Failure => ({ status: 409, code: ErrorCode.CONFLICT, message: what });
const declined = (): Failure => ({ status: 402, code: ErrorCode.PAYMENT_DECLINED, message: 'The PayPal payment was declined' });
/** Apple Pay needs Safari's payment sheet, which a browser here does not offer (docs/decisions.md PUR-30). */
export const applePayUnsupported = (): Failure => ({
  status: 400,
  code: ErrorCode.BAD_REQUEST,
  message: 'Apple Pay is not offered on the web: use PayPal or a card',
  details: { payment_method_type: 'applepay', reason: 'unsupported_payment_method' },
});

interface NonceRow {
  nonce: string;
  user_id: string;
  account_token: string;
  email_masked: string;
  expires_at: Date;
  used_at: Date | null;
}

export class BraintreeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly purchases: PurchaseService,
  ) {}

  /** EP-170: a new client token, opening a short session for one approval. */
  async clientToken(userId: string): Promise<ClientSession> {
    const now = this.clock.now();
    const session = { clientToken: braintreeProvider.clientToken(), expiresAt: new Date(now + CLIENT_TOKEN_TTL_MS) };
    await this.db.query('INSERT INTO braintree_sessions (client_token, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [session.clientToken, userId, new Date(now), session.expiresAt]);
    return session;
  }

  /** The provider's approval step: the member approves their PayPal account (a nonce) or cancels (nothing). */
  async approve(userId: string, clientToken: string, decision: 'approve' | 'cancel', email: string | undefined): Promise<Result<Approval | null, Failure>> {
    const now = this.clock.now();
    return this.db.transaction(async (tx): Promise<Result<Approval | null, Failure>> => {
      const [session] = await tx.query<{ status: string; expires_at: Date }>('SELECT status, expires_at FROM braintree_sessions WHERE client_token = $1 AND user_id = $2 FOR UPDATE', [clientToken, userId]);
      if (!session) return err(failure.notFound('No such session'));
      if (session.status !== 'open') return err(ended('This approval was already answered'));
      if (session.expires_at.getTime() <= now) return err(ended('The session has expired'));
      if (decision === 'cancel') {
        await tx.query(`UPDATE braintree_sessions SET status = 'cancelled' WHERE client_token = $1`, [clientToken]);
        return ok(null);
      }
      if (email === undefined) return err({ ...failure.badRequest('The PayPal account is needed'), details: { field: 'email' } });
      await tx.query(`UPDATE braintree_sessions SET status = 'approved' WHERE client_token = $1`, [clientToken]);
      const approval = { nonce: braintreeProvider.nonce(), expiresAt: new Date(now + NONCE_TTL_MS), emailMasked: maskEmail(email) };
      await tx.query(
        `INSERT INTO braintree_nonces (nonce, user_id, client_token, method_type, account_token, email_masked, created_at, expires_at) VALUES ($1, $2, $3, 'paypal', $4, $5, $6, $7)`,
        [approval.nonce, userId, clientToken, braintreeProvider.accountToken(email), approval.emailMasked, new Date(now), approval.expiresAt],
      );
      return ok(approval);
    });
  }

  /** Takes the member's nonce once: another member's (or none) is 404; used or expired is 409. */
  async #takeNonce(tx: Queryable, userId: string, nonce: string, now: number): Promise<Result<NonceRow, Failure>> {
    const [row] = await tx.query<NonceRow>('SELECT * FROM braintree_nonces WHERE nonce = $1 AND user_id = $2 FOR UPDATE', [nonce, userId]);
    if (!row) return err(failure.notFound('No such payment method nonce'));
    if (row.used_at !== null) return err(ended('This payment method nonce was already used'));
    if (row.expires_at.getTime() <= now) return err(ended('This payment method nonce has expired'));
    await tx.query('UPDATE braintree_nonces SET used_at = $2 WHERE nonce = $1', [nonce, new Date(now)]);
    return ok(row);
  }

  async #vault(tx: Queryable, userId: string, token: string, emailMasked: string, now: number): Promise<void> {
    await tx.query(
      `INSERT INTO braintree_payment_methods (user_id, method_type, token, email_masked, created_at) VALUES ($1, 'paypal', $2, $3, $4)
       ON CONFLICT (user_id, method_type) DO UPDATE SET token = $2, email_masked = $3, created_at = $4`,
      [userId, token, emailMasked, new Date(now)],
    );
  }

  /** PUR-30: a purchase paid with PayPal (a nonce, or the saved account), through the purchase service. */
  async purchase(userId: string, body: BraintreePurchaseBody): Promise<Result<PurchaseOutcome, Failure>> {
    if (body.payment_method === 'paypal' && body.payment_method_nonce === undefined) return err({ ...failure.badRequest('A payment method nonce is needed'), details: { field: 'payment_method_nonce' } });
    return this.purchases.purchaseWith(userId, body, async (tx, now): Promise<Result<PaymentSource, Failure>> => {
      if (body.payment_method === 'saved_paypal') {
        const [saved] = await tx.query<{ token: string }>(`SELECT token FROM braintree_payment_methods WHERE user_id = $1 AND method_type = 'paypal'`, [userId]);
        if (!saved) return err({ status: 400, code: ErrorCode.CREDIT_CARD_MISSING, message: 'No saved PayPal account' });
        return ok({ token: saved.token, brand: 'paypal', lastFour: '', outcome: braintreeProvider.charges(saved.token) ? 'succeed' : 'decline' });
      }
      const taken = await this.#takeNonce(tx, userId, body.payment_method_nonce!, now);
      if (!taken.ok) return taken;
      const charges = braintreeProvider.charges(taken.value.account_token);
      // A declined account is neither charged nor kept; the purchase's row records the refusal.
      if (charges && body.save_payment_method === true) await this.#vault(tx, userId, taken.value.account_token, taken.value.email_masked, now);
      return ok({ token: taken.value.account_token, brand: 'paypal', lastFour: '', outcome: charges ? 'succeed' : 'decline' });
    });
  }

  /** EP-122: saves the approved account for later (replacing a saved one of the type). */
  async saveMethod(userId: string, methodType: 'paypal' | 'applepay', nonce: string): Promise<Result<SavedBraintreeMethod, Failure>> {
    if (methodType === 'applepay') return err(applePayUnsupported());
    const now = this.clock.now();
    return this.db.transaction(async (tx): Promise<Result<SavedBraintreeMethod, Failure>> => {
      const taken = await this.#takeNonce(tx, userId, nonce, now);
      if (!taken.ok) return taken;
      if (!braintreeProvider.charges(taken.value.account_token)) return err(declined());
      await this.#vault(tx, userId, taken.value.account_token, taken.value.email_masked, now);
      return ok({ methodType: 'paypal', emailMasked: taken.value.email_masked });
    });
  }

  /** EP-123: forgets the saved method of the type; 404 when none is saved. */
  async deleteMethod(userId: string, methodType: 'paypal' | 'applepay'): Promise<Result<void, Failure>> {
    if (methodType === 'applepay') return err(applePayUnsupported());
    const deleted = await this.db.query(`DELETE FROM braintree_payment_methods WHERE user_id = $1 AND method_type = $2 RETURNING user_id`, [userId, methodType]);
    return deleted.length === 0 ? err(failure.notFound('No saved PayPal account')) : ok(undefined);
  }

  async savedMethods(userId: string): Promise<SavedBraintreeMethod[]> {
    const rows = await this.db.query<{ method_type: BraintreeMethodType; email_masked: string }>('SELECT method_type, email_masked FROM braintree_payment_methods WHERE user_id = $1 ORDER BY method_type', [userId]);
    return rows.map((row) => ({ methodType: row.method_type, emailMasked: row.email_masked }));
  }
}
