import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Gift from 'lucide-react/icons/gift';
import Star from 'lucide-react/icons/star';
import Zap from 'lucide-react/icons/zap';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NAVIGATION, type ModalRequest } from '../../core/navigation';
import {
  BUNDLE_OFFER_MODAL,
  INCENTIVE_REDEMPTION_MODAL,
  INTRO_PRICE_OFFER_MODAL,
  OFFERS,
  readIncentiveModalProps,
  redeemIncentive,
  timeLeft,
  type IncentiveModalProps,
  type Offer,
  WEB_DISCOUNT_DEEP_LINK,
} from '../../core/offers';
import { checkoutHref } from '../../core/purchase/checkout-destination';
import { routeHref, ROUTING } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { Button, Dialog, ModalActions, modalBadge, modalBody } from '../components';
import { hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { formatMoney, unitsText } from '../purchase/money';
import { WasNow } from '../purchase/WasNow';

const centred = css`
  text-align: center;
`;
const body = `${modalBody} ${centred}`;
const terms = css`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  gap: var(--space-1) var(--space-3);
  margin: 0;
  padding: var(--space-3);
  border-radius: var(--radius-md, 12px);
  background: var(--surface);
  text-align: start;
  dt {
    color: var(--muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: end;
  }
`;
const contents = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
    padding: var(--space-1) var(--space-3);
    border-radius: 999px;
    background: var(--accent-fill);
    color: var(--on-accent);
    font-weight: 600;
  }
`;
const error = css`
  margin: 0;
  color: var(--danger);
  &:empty {
    display: none;
  }
`;

/** The minute the countdown shows, moved on every half minute while the modal is open. */
function useNow(): number {
  const clock = useInjection(SHARED.Clock);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), 30_000);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}

/** PUR-35: "Ends in 2 days 5 h 10 min", as long as the offer has an end. */
function EndsIn({ expiresAt }: { expiresAt: number | null }) {
  const now = useNow();
  if (expiresAt === null) return null;
  return (
    <p className={hint}>
      <FormattedMessage id="offers.modal.endsIn" values={timeLeft(expiresAt, now)} />
    </p>
  );
}

/**
 * PUR-35's purchase modals of the offers: the incentive redemption (PL-13, PUR-15), the intro price and sub offer
 * (PUR-12's reminder), the personalized offer (a member's own offer) and the bundle offer (PL-13's consumable
 * discount). Each names what the member gets and its price against the usual one, and leads to the checkout.
 */
export default function OfferModals({ modal }: { modal: ModalRequest }) {
  const modals = useInjection(NAVIGATION.Modals);
  const props = modal.props ?? {};
  const incentive = readIncentiveModalProps(props);
  if (modal.kind === INCENTIVE_REDEMPTION_MODAL) return incentive === null ? <Closed /> : <IncentiveRedemption incentive={incentive} />;
  const offerId = typeof props['offerId'] === 'string' ? props['offerId'] : null;
  return offerId === null ? <Closed /> : <MemberOffer kind={modal.kind} offerId={offerId} onClose={() => modals.close()} />;
}

/** A modal whose data is not whole is let go at once. */
function Closed() {
  const modals = useInjection(NAVIGATION.Modals);
  useEffect(() => modals.close(), [modals]);
  return null;
}

/** PL-13, PUR-15: a free trial or an intro price: what the member gets, the price after, and "Redeem". */
function IncentiveRedemption({ incentive }: { incentive: IncentiveModalProps }) {
  const intl = useIntl();
  const modals = useInjection(NAVIGATION.Modals);
  const navigation = useInjection(ROUTING.Navigation);
  const api = useInjection(OFFERS.Api);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const tier = intl.formatMessage({ id: `discovery.tier.${incentive.productType}`, defaultMessage: incentive.productType });
  const money = (cents: number) => formatMoney(intl, cents, incentive.currency);
  const free = incentive.incentivesType === 'free_trial' || incentive.price === 0;
  const afterPerMonth = money(Math.round(incentive.originalPrice / Math.max(1, incentive.terms)));
  const redeem = async () => {
    setBusy(true);
    setFailed(null);
    const redeemed = await redeemIncentive(api, incentive);
    setBusy(false);
    if (!redeemed.ok) {
      setFailed(redeemed.error.code === 'OFFERS.NOT_ELIGIBLE' ? 'offers.incentive.gone' : 'offers.claim.error.body');
      return;
    }
    modals.close();
    navigation.navigate(checkoutHref({ product: redeemed.value.productType, terms: redeemed.value.terms, from: 'incentive' }));
  };
  return (
    <Dialog labelledBy="incentive-title" describedBy="incentive-body" onClose={() => modals.close()} size="sm">
      <div className={body}>
        <span className={modalBadge} aria-hidden="true">
          <Gift size={32} />
        </span>
        <h2 id="incentive-title">
          <FormattedMessage id={free ? 'offers.incentive.title.freeTrial' : 'offers.incentive.title.introPrice'} values={{ tier }} />
        </h2>
        <p id="incentive-body">
          <FormattedMessage
            id={free ? 'offers.incentive.body.freeTrial' : 'offers.incentive.body.introPrice'}
            values={{ tier, months: incentive.terms, price: money(incentive.price), percent: Math.round((1 - incentive.price / Math.max(1, incentive.originalPrice)) * 100) }}
          />
        </p>
        <dl className={terms}>
          <dt>
            <FormattedMessage id="offers.incentive.today" values={{ months: incentive.terms }} />
          </dt>
          <dd>{incentive.originalPrice > incentive.price ? <WasNow was={money(incentive.originalPrice)} now={money(incentive.price)} /> : money(incentive.price)}</dd>
          <dt>
            <FormattedMessage id="offers.incentive.after" />
          </dt>
          <dd>
            <FormattedMessage id="checkout.perMonth" values={{ price: afterPerMonth }} />
          </dd>
        </dl>
        <p className={hint}>
          <FormattedMessage id="offers.incentive.renews" values={{ price: afterPerMonth }} />
        </p>
        <p role="alert" className={error}>
          {failed === null ? null : <FormattedMessage id={failed} />}
        </p>
        <ModalActions busy={busy} label={<FormattedMessage id={busy ? 'offers.incentive.redeeming' : 'offers.incentive.redeem'} />} onAction={() => void redeem()} onClose={() => modals.close()} />
      </div>
    </Dialog>
  );
}

/** PUR-35: the intro price and sub offer, the personalized offer and the bundle offer: one of the member's offers. */
function MemberOffer({ kind, offerId, onClose }: { kind: string; offerId: string; onClose: () => void }) {
  useSignals();
  const store = useInjection(OFFERS.Store);
  const offers = useInjection(OFFERS.Offers);
  const [asked, setAsked] = useState(false);
  const offer = store.offers.value?.find((o) => o.offerId === offerId) ?? null;
  useEffect(() => {
    // The member's offers are read once when the one named is not known yet; an offer gone by then closes the modal.
    if (offer !== null || asked) return;
    setAsked(true);
    void offers.load().then(() => {
      if (!(store.offers.peek() ?? []).some((o) => o.offerId === offerId)) onClose();
    });
  }, [offer, asked, offers, store, offerId, onClose]);
  if (offer === null) return null;
  return kind === BUNDLE_OFFER_MODAL ? <BundleOffer offer={offer} onClose={onClose} /> : <SubscriptionOffer kind={kind} offer={offer} onClose={onClose} />;
}

/** PL-13, PUR-40: the consumable discount: what the bundle holds, its price against the usual one, to the checkout. */
function BundleOffer({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const intl = useIntl();
  const navigation = useInjection(ROUTING.Navigation);
  const money = (cents: number) => formatMoney(intl, cents, offer.currency);
  const units = intl.formatList(offer.bundle.map((e) => unitsText(intl, e.productType, e.amount)));
  return (
    <Dialog labelledBy="bundle-offer-title" describedBy="bundle-offer-body" onClose={onClose} size="sm">
      <div className={body}>
        <span className={modalBadge} aria-hidden="true">
          <Zap size={32} />
        </span>
        <h2 id="bundle-offer-title">
          <FormattedMessage id="offers.bundle.title" />
        </h2>
        <p id="bundle-offer-body">
          <FormattedMessage id="offers.bundle.body" values={{ units, price: money(offer.price), percent: offer.discountPercentage }} />
        </p>
        <ul className={contents} aria-label={intl.formatMessage({ id: 'offers.bundle.contents' })}>
          {offer.bundle.map((entry) => (
            <li key={entry.productType}>
              {entry.productType === 'superlike' ? <Star size={16} aria-hidden="true" /> : <Zap size={16} aria-hidden="true" />}
              {unitsText(intl, entry.productType, entry.amount)}
            </li>
          ))}
        </ul>
        <dl className={terms}>
          <dt>
            <FormattedMessage id="offers.bundle.price" />
          </dt>
          <dd>{offer.originalPrice > offer.price ? <WasNow was={money(offer.originalPrice)} now={money(offer.price)} /> : money(offer.price)}</dd>
        </dl>
        <EndsIn expiresAt={offer.expiresAt} />
        <ModalActions
          label={<FormattedMessage id="offers.bundle.cta" />}
          onClose={onClose}
          onAction={() => {
            onClose();
            navigation.navigate(checkoutHref({ product: 'consumable', offer: offer.offerId, from: 'bundle_offer' }));
          }}
        />
      </div>
    </Dialog>
  );
}

/** PUR-12, PUR-35: an offer on a tier (the intro price and sub offer, or a personalized discount), to the checkout. */
function SubscriptionOffer({ kind, offer, onClose }: { kind: string; offer: Offer; onClose: () => void }) {
  const intl = useIntl();
  const navigation = useInjection(ROUTING.Navigation);
  const money = (cents: number) => formatMoney(intl, cents, offer.currency);
  const tier = intl.formatMessage({ id: `discovery.tier.${offer.productType}`, defaultMessage: offer.productType });
  const perMonth = (cents: number) => money(Math.round(cents / Math.max(1, offer.terms)));
  const intro = kind === INTRO_PRICE_OFFER_MODAL;
  return (
    <Dialog labelledBy="member-offer-title" describedBy="member-offer-body" onClose={onClose} size="sm">
      <div className={body}>
        <span className={modalBadge} aria-hidden="true">
          <Gift size={32} />
        </span>
        <h2 id="member-offer-title">
          <FormattedMessage id={intro ? 'offers.reminder.title' : 'offers.personalized.title'} />
        </h2>
        <p id="member-offer-body">
          <FormattedMessage id="offers.personalized.body" values={{ tier, months: offer.terms, percent: offer.discountPercentage, price: money(offer.price) }} />
        </p>
        <dl className={terms}>
          <dt>
            <FormattedMessage id="offers.personalized.price" values={{ months: offer.terms }} />
          </dt>
          <dd>
            {offer.originalPrice > offer.price ? (
              <WasNow perMonth was={perMonth(offer.originalPrice)} now={perMonth(offer.price)} shown={<FormattedMessage id="checkout.perMonth" values={{ price: perMonth(offer.price) }} />} />
            ) : (
              <FormattedMessage id="checkout.perMonth" values={{ price: perMonth(offer.price) }} />
            )}
          </dd>
        </dl>
        <EndsIn expiresAt={offer.expiresAt} />
        <ModalActions
          label={<FormattedMessage id="offers.personalized.cta" values={{ tier }} />}
          onClose={onClose}
          onAction={() => {
            onClose();
            navigation.navigate(checkoutHref({ product: offer.productType, terms: offer.terms, from: intro ? 'intro_price_reminder' : 'personalized_offer' }));
          }}
        >
          {/* PUR-39: a discount may instead be claimed for the next renewal, where `web_discount` leads. */}
          {!intro && offer.offerType === 'DISCOUNT' && !offer.claimed ? (
            <Button
              wide
              variant="secondary"
              onClick={() => {
                onClose();
                navigation.navigate(routeHref(WEB_DISCOUNT_DEEP_LINK.route));
              }}
            >
              <FormattedMessage id="offers.personalized.renewal" />
            </Button>
          ) : null}
        </ModalActions>
      </div>
    </Dialog>
  );
}
