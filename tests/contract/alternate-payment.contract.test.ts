import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpAlternatePayment } from '../../adapters/purchase/http-alternate-payment';
import { FakeAuthTokenSource } from '../../core/api/testing';
import type { AlternatePaymentPort } from '../../core/purchase';
import { FakeAlternatePayment } from '../../core/purchase/testing/fake-alternate-payment';
import type { AppError, Result } from '../../core/shared';
import { tierTables } from '../../server/purchase';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';
import { memberSignedInByPhone } from './support/signed-in-member';

/** One `AlternatePaymentPort`, for a signed-in member who bought nothing. */
interface AlternateHarness {
  readonly api: AlternatePaymentPort;
}
type AlternateWorld = ContractWorld<AlternateHarness>;

const fakeWorld: AlternateWorld = { start: async () => {}, open: async () => ({ api: new FakeAlternatePayment() }), stop: async () => {} };

let phones = 0;
const serverWorld = (): AlternateWorld =>
  referenceServerWorld(async (t) => {
    await tierTables.load(t.database.db);
    const tokens = new FakeAuthTokenSource();
    phones += 1;
    const login = await memberSignedInByPhone(t.client(), t.database.db, `+1415555${String(2600 + phones)}`, 'Pia');
    tokens.set(login.authToken);
    return { api: new HttpAlternatePayment(pageClient(t, tokens)) };
  });

const valueOf = <T>(result: Result<T, AppError>, what: string): T => {
  if (!result.ok) throw new Error(`${what} failed with ${String(result.error.code)}`);
  return result.value;
};

const alternateContract = (name: string, world: AlternateWorld) =>
  describe(`AlternatePaymentPort contract: ${name}`, () => {
    let h: AlternateHarness;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
    });

    const nonce = async (email = 'pia@example.com') => {
      const session = valueOf(await h.api.clientToken(), 'client token');
      expect(session.merchant).toBe('Spark');
      return valueOf(await h.api.approve(session.clientToken, email), 'approval');
    };

    it('PUR-30: an approval answers a nonce and the masked e-mail; a purchase with it charges Gold (24.99) by PayPal; the nonce then is refused 409', async () => {
      const approval = await nonce();
      expect(approval.emailMasked).toBe('p***@example.com');
      const receipt = valueOf(await h.api.purchase({ cart: { productType: 'gold', terms: 1 }, idempotencyKey: 'pp-contract-1', zip: '10001', payment: { kind: 'nonce', nonce: approval.nonce, save: false } }), 'purchase');
      expect(receipt).toMatchObject({ productType: 'gold', terms: 1, amount: 2499, paymentMethod: 'paypal' });
      const again = await h.api.purchase({ cart: { productType: 'gold', terms: 1 }, idempotencyKey: 'pp-contract-2', zip: '10001', payment: { kind: 'nonce', nonce: approval.nonce, save: false } });
      expect(again).toMatchObject({ ok: false, error: { code: 40900 } });
    });

    it('PUR-30: a retry with the same key answers the first receipt', async () => {
      const approval = await nonce();
      const request = { cart: { productType: 'gold', terms: 1 } as const, idempotencyKey: 'pp-contract-3', zip: '10001', payment: { kind: 'nonce', nonce: approval.nonce, save: false } as const };
      const first = valueOf(await h.api.purchase(request), 'first');
      expect(valueOf(await h.api.purchase(request), 'retry').purchaseId).toBe(first.purchaseId);
    });

    it('PUR-30: a cancelled approval cannot then be approved (409); a declined account is 402/40201', async () => {
      const session = valueOf(await h.api.clientToken(), 'client token');
      valueOf(await h.api.cancelApproval(session.clientToken), 'cancel');
      expect(await h.api.approve(session.clientToken, 'pia@example.com')).toMatchObject({ ok: false, error: { code: 40900 } });
      const declined = await nonce('declined@example.com');
      expect(await h.api.purchase({ cart: { productType: 'gold', terms: 1 }, idempotencyKey: 'pp-contract-4', zip: '10001', payment: { kind: 'nonce', nonce: declined.nonce, save: false } })).toMatchObject({
        ok: false,
        error: { code: 40201 },
      });
    });

    it('EP-122, EP-123: a saved account is read back masked, pays without an approval, and is deleted (then 404)', async () => {
      expect(valueOf(await h.api.savedPayPal(), 'none saved')).toBeNull();
      expect(valueOf(await h.api.savePayPal((await nonce('jane@example.com')).nonce), 'save')).toEqual({ emailMasked: 'j***@example.com' });
      expect(valueOf(await h.api.savedPayPal(), 'saved')).toEqual({ emailMasked: 'j***@example.com' });
      valueOf(await h.api.purchase({ cart: { productType: 'superlike', amount: 1 }, idempotencyKey: 'pp-contract-5', zip: '10001', payment: { kind: 'saved' } }), 'saved purchase');
      valueOf(await h.api.deletePayPal(), 'delete');
      expect(valueOf(await h.api.savedPayPal(), 'deleted')).toBeNull();
      expect(await h.api.deletePayPal()).toMatchObject({ ok: false, error: { code: 40400 } });
    });
  });

alternateContract('fake', fakeWorld);
alternateContract('HTTP adapter against the reference server', serverWorld());
