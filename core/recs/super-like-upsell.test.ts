import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModalRequest } from '../navigation';
import { shouldOfferSuperLikeUpsell, SUPER_LIKE_UPSELL_MODAL, SUPER_LIKE_UPSELL_RATE_UNIT, SuperLikeUpsellOffer } from './index';

describe('the super-like upsell (RECS-13)', () => {
  it('RECS-13: the rate unit is SESSION', () => {
    expect(SUPER_LIKE_UPSELL_RATE_UNIT).toBe('SESSION');
  });

  it('RECS-13: offered only when the super like left none, and once per user session (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }), fc.option(fc.constantFrom('s1', 's2'), { nil: null }), fc.option(fc.constantFrom('s1', 's2'), { nil: null }), (remaining, shownIn, session) => {
        expect(shouldOfferSuperLikeUpsell(remaining, shownIn, session)).toBe(remaining === 0 && session !== null && shownIn !== session);
      }),
    );
  });

  it('RECS-13: the offer queues its modal once in a session, again in the next one, and never with consumables off', () => {
    const opened: ModalRequest[] = [];
    let session: string | null = 's1';
    let enabled = true;
    const offer = new SuperLikeUpsellOffer({ modals: { open: (m) => void opened.push(m) }, session: () => session, enabled: () => enabled });
    expect(offer.afterSuperLike(2)).toBe(false);
    expect(offer.afterSuperLike(0)).toBe(true);
    expect(offer.afterSuperLike(0)).toBe(false);
    session = 's2';
    enabled = false;
    expect(offer.afterSuperLike(0)).toBe(false);
    enabled = true;
    expect(offer.afterSuperLike(0)).toBe(true);
    expect(opened).toEqual([{ kind: SUPER_LIKE_UPSELL_MODAL }, { kind: SUPER_LIKE_UPSELL_MODAL }]);
  });
});
