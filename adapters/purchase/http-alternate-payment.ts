import type { HttpPort } from '../../core/api';
import { kindOfPlatform, type AlternatePaymentPort, type AlternatePurchaseRequest, type PayPalApproval, type ProviderSession, type SavedPayPal } from '../../core/purchase';
import { ok } from '../../core/shared';
import { readReceipt } from './http-purchase-api';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const time = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : 0);
const paypalOf = (method: unknown): SavedPayPal => ({ emailMasked: str(obj(obj(method)['paypal_metadata'])['email']) });

/** PUR-30, EP-122, EP-123, EP-170: PayPal through the Braintree-like provider, over HTTP (docs/api.md). */
export class HttpAlternatePayment implements AlternatePaymentPort {
  constructor(private readonly http: HttpPort) {}

  async clientToken() {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v2/purchase/braintree/client-token', auth: true });
    if (!answer.ok) return answer;
    const session: ProviderSession = { clientToken: str(answer.value['client_token']), merchant: str(answer.value['merchant']), expiresAt: time(answer.value['expires_at']) };
    return ok(session);
  }

  async approve(clientToken: string, email: string) {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/v2/purchase/braintree/approval', auth: true, body: { kind: 'json', value: { client_token: clientToken, decision: 'approve', email } } });
    if (!answer.ok) return answer;
    const approval: PayPalApproval = { nonce: str(answer.value['payment_method_nonce']), emailMasked: paypalOf(answer.value).emailMasked, expiresAt: time(answer.value['expires_at']) };
    return ok(approval);
  }

  async cancelApproval(clientToken: string) {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/v2/purchase/braintree/approval', auth: true, body: { kind: 'json', value: { client_token: clientToken, decision: 'cancel' } } });
    return answer.ok ? ok(undefined) : answer;
  }

  async purchase({ cart, idempotencyKey, zip, payment }: AlternatePurchaseRequest) {
    const body = {
      product_type: cart.productType,
      ...('amount' in cart ? (cart.productType === 'consumable' ? {} : { amount: cart.amount }) : { terms: cart.terms }),
      ...(cart.offerId === undefined ? {} : { offer_id: cart.offerId }),
      idempotency_key: idempotencyKey,
      zip,
      ...(payment.kind === 'saved' ? { payment_method: 'saved_paypal' } : { payment_method: 'paypal', payment_method_nonce: payment.nonce, save_payment_method: payment.save }),
    };
    const answer = await this.http.request<Json>({ method: 'POST', path: '/v2/purchase/braintree', auth: true, body: { kind: 'json', value: body } });
    return answer.ok ? ok(readReceipt(answer.value['purchase'])) : answer;
  }

  async savedPayPal() {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v2/purchase/payment-methods', auth: true });
    if (!answer.ok) return answer;
    const methods = answer.value['payment_methods'];
    const paypal = Array.isArray(methods) ? methods.find((m) => kindOfPlatform(obj(m)['platform']) === 'paypal') : undefined;
    return ok(paypal === undefined ? null : paypalOf(paypal));
  }

  async savePayPal(nonce: string) {
    const answer = await this.http.request<Json>({
      method: 'POST',
      path: '/v2/purchase/payment-methods/braintree/{paymentMethodType}',
      params: { paymentMethodType: 'paypal' },
      auth: true,
      body: { kind: 'json', value: { payment_method_nonce: nonce } },
    });
    return answer.ok ? ok(paypalOf(answer.value['payment_method'])) : answer;
  }

  async deletePayPal() {
    const answer = await this.http.request<Json>({ method: 'DELETE', path: '/v2/purchase/payment-methods/braintree/{paymentMethodType}', params: { paymentMethodType: 'paypal' }, auth: true });
    return answer.ok ? ok(undefined) : answer;
  }
}
