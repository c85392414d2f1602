/**
 * BOOST-08: the boost offer paywall and its expiry keys. The static boost offer (1 boost for 0.99) keeps its
 * paywall's expiry on the device under `boost_99_1_static`; any other offer shown there under its own token (its
 * offer id). The paywall shows an offer until the expiry kept under its key, which is set the first time it is shown
 * and never moved later (an offer made again under the same key does not start a new countdown).
 */
import type { Clock, KeyValueStorage } from '../shared';
import type { Offer } from './offer';
import type { OffersStore } from './offers.store';

/** BOOST-08: the expiry key of the static boost offer. */
export const STATIC_BOOST_OFFER_KEY = 'boost_99_1_static';

/** The static boost offer: a bundle of exactly one boost, for 99 cents. */
export const isStaticBoostOffer = (offer: Offer): boolean =>
  offer.offerType === 'BUNDLE_OFFER' && offer.bundle.length === 1 && offer.bundle[0]!.productType === 'boost' && offer.bundle[0]!.amount === 1 && offer.price === 99;

/** BOOST-08: where the offer paywall keeps an offer's expiry: the static key, or the offer's token. */
export const offerPaywallExpiryKey = (offer: Offer): string => (isStaticBoostOffer(offer) ? STATIC_BOOST_OFFER_KEY : offer.offerId);

/** The offer the boost paywall shows, and until when. */
export interface BoostPaywallOffer {
  readonly offer: Offer;
  readonly expiresAt: number;
}

export interface BoostOfferPaywallDeps {
  readonly store: OffersStore;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
}

export class BoostOfferPaywall {
  constructor(private readonly deps: BoostOfferPaywallDeps) {}

  /**
   * The boost offer to show now (from the offers loaded), with the expiry kept under its key (written the first time,
   * the offer's own end); null when there is none, or its paywall has expired.
   */
  async current(): Promise<BoostPaywallOffer | null> {
    const { store, storage, clock } = this.deps;
    const now = clock.now();
    // Stryker disable next-line ArrayDeclaration: an entry that is no offer is no static boost offer either
    const offer = (store.offers.value ?? []).find((o) => isStaticBoostOffer(o) && (o.expiresAt === null || o.expiresAt > now));
    if (offer === undefined) return null;
    const key = offerPaywallExpiryKey(offer);
    const kept = Number(await storage.getItem(key));
    const own = offer.expiresAt ?? Number.POSITIVE_INFINITY;
    // The first showing keeps the offer's end under its key; later ones never move it.
    if (!(kept > 0) && offer.expiresAt !== null) await storage.setItem(key, String(offer.expiresAt));
    const expiresAt = kept > 0 ? Math.min(kept, own) : own;
    return expiresAt > now ? { offer, expiresAt } : null;
  }
}
