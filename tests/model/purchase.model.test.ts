import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckoutUseCase, PurchaseStore, TEST_3DS_CODE, type CardInput } from '../../core/purchase';
import { FakePurchaseApi } from '../../core/purchase/testing/fake-purchase-api';
import { SequentialIds } from '../../core/shared/testing';

/**
 * PUR-21, PUR-22 as a model: a member chooses tiers, pays with cards that succeed, decline or need 3-D Secure,
 * answers challenges right or wrong or closes them, and loses answers on the way back and tries again. Whatever
 * the path: the tier the member has (on the processor and in the client) comes from a successful charge, no
 * idempotency key is ever charged twice, and a retried attempt adds no charge beyond the one it stands for.
 */

interface Model {
  /** Charges the processor should hold: one per attempt that succeeded. */
  charges: number;
  /** The attempt in the client's hands: pending its answer (lost), or waiting at the challenge. */
  pending: 'none' | 'lost' | 'challenge';
}

interface Real {
  readonly api: FakePurchaseApi;
  readonly store: PurchaseStore;
  readonly checkout: CheckoutUseCase;
}

type Command = fc.AsyncCommand<Model, Real>;

const CARDS = { succeed: '4242424242424242', decline: '4000000000000002', challenge: '4000000000003220', challengeMc: '5200000000003225' } as const;
const card = (number: string): CardInput => ({ number, expMonth: 12, expYear: 2031, cvc: '123', holderName: 'Ada', zip: '10001' });

class Buy implements Command {
  constructor(
    readonly which: keyof typeof CARDS,
    readonly tier: 'plus' | 'gold' | 'platinum',
    readonly lose: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.pending !== 'challenge';
  async run(m: Model, r: Real) {
    // A retry (the answer of the last attempt was lost) must be the same cart and card to reuse its key.
    if (m.pending !== 'lost') r.checkout.choose({ productType: this.tier, terms: 1 }, 'unlimited_swipes');
    if (this.lose) r.api.loseNextAnswer();
    const charges = r.api.charges.length;
    const key = r.store.state.value.attemptKey;
    const answer = await r.checkout.buy({ kind: 'card', card: card(m.pending === 'lost' ? lastCard : CARDS[this.which]), save: false });
    const number = m.pending === 'lost' ? lastCard : CARDS[this.which];
    const outcome = number === CARDS.succeed ? 'succeed' : number === CARDS.decline ? 'decline' : 'challenge';
    const retried = m.pending === 'lost' && key !== null;
    const alreadyCharged = retried && r.api.charges.some((c) => c.key === key);
    // A new attempt charges once when its card succeeds; a retry of a charged attempt never charges again.
    const expectedNew = outcome === 'succeed' && !alreadyCharged ? 1 : 0;
    expect(r.api.charges.length - charges).toBe(expectedNew);
    m.charges += expectedNew;
    lastCard = number;
    if (this.lose) m.pending = 'lost';
    else if (outcome === 'challenge' && answer.ok) m.pending = 'challenge';
    else m.pending = 'none';
    if (m.pending === 'challenge') expect(r.store.state.value.step.kind).toBe('challenge');
  }
  toString = () => `buy(${this.which}, ${this.tier}${this.lose ? ', answer lost' : ''})`;
}

let lastCard: string = CARDS.succeed;

class Answer implements Command {
  constructor(readonly right: boolean) {}
  check = (m: Readonly<Model>) => m.pending === 'challenge';
  async run(m: Model, r: Real) {
    const before = r.api.charges.length;
    const done = await r.checkout.answerChallenge(this.right ? TEST_3DS_CODE : '000000');
    expect(done.ok).toBe(this.right);
    expect(r.api.charges.length - before).toBe(this.right ? 1 : 0);
    if (this.right) m.charges += 1;
    m.pending = 'none';
  }
  toString = () => `answer(${this.right ? 'right' : 'wrong'})`;
}

class Close implements Command {
  check = (m: Readonly<Model>) => m.pending === 'challenge';
  async run(m: Model, r: Real) {
    r.checkout.cancelChallenge();
    expect(r.store.state.value.step.kind).toBe('idle');
    m.pending = 'none';
  }
  toString = () => 'close challenge';
}

describe('PUR-21, PUR-22: the purchase state machine as a model', () => {
  it('PUR-21: no path grants a tier without a successful payment, and a retry never charges twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          [
            fc.tuple(fc.constantFrom(...(Object.keys(CARDS) as Array<keyof typeof CARDS>)), fc.constantFrom('plus', 'gold', 'platinum'), fc.boolean()).map(([w, t, l]) => new Buy(w, t as 'plus', l)),
            fc.boolean().map((right) => new Answer(right)),
            fc.constant(new Close()),
          ],
          { maxCommands: 25 },
        ),
        async (commands) => {
          lastCard = CARDS.succeed;
          const api = new FakePurchaseApi();
          const store = new PurchaseStore();
          const real: Real = { api, store, checkout: new CheckoutUseCase({ api, store, ids: new SequentialIds('key') }) };
          const model: Model = { charges: 0, pending: 'none' };
          await fc.asyncModelRun(() => ({ model, real }), commands);
          expect(api.charges).toHaveLength(model.charges);
          expect(new Set(api.charges.map((c) => c.key)).size).toBe(api.charges.length);
          if (api.charges.length === 0) {
            expect(api.tier).toBe('none');
            expect(store.state.value.tier).toBe('none');
          }
          const granted = store.state.value.tier;
          if (granted !== 'none') expect(api.charges.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
