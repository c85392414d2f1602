import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { checkoutHref } from '../../core/purchase/checkout-destination';
import BadgePercent from 'lucide-react/icons/badge-percent';
import Clock from 'lucide-react/icons/clock';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NAVIGATION } from '../../core/navigation';
import { isBannerExcludedPath, OFFERS, type DueReminder } from '../../core/offers';
import { INTRO_PRICE_OFFER_MODAL, PERSONALIZED_OFFER_MODAL } from '../../core/offers/modal-kinds';
import { routeHref, ROUTING } from '../../core/routing';
import { leverOn, STARTUP } from '../../core/startup';
import { Button } from '../components';
import { useInjection } from '../di/resolver';
import { useFeature } from '../hooks/use-feature';
import { FOCUS_RESTORE_DELAY_MS } from '../hooks/use-focus-trap';
import { formatMoney } from '../purchase/money';
import { DESKTOP, MOTION_OK } from '../theme/tokens';

const banner = css`
  /* Over the top of the screen, under the header: the screen below keeps its size (Discover's deck fits the view). */
  position: fixed;
  z-index: 30;
  top: calc(var(--header-h) + var(--space-2));
  inset-inline: var(--space-2);
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: var(--space-2) var(--space-3);
  padding: var(--space-3);
  border-radius: var(--radius-lg);
  background: var(--inverse);
  color: var(--on-inverse);
  box-shadow: var(--shadow-3);
  ${MOTION_OK} {
    animation: spark-rise var(--dur) var(--ease);
  }
  /* On a desktop, in the margin beside Discover's deck (which is centred in the content area). */
  ${DESKTOP} {
    inset-inline: auto var(--space-4);
    top: calc(var(--header-h) + var(--space-3));
    max-width: 300px;
  }
  > svg {
    flex: none;
    color: var(--brand);
  }
  h2 {
    margin: 0;
    font-size: var(--text-base, 1rem);
  }
  p {
    margin: 0;
    font-size: var(--text-sm);
    opacity: 0.9;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;
const actions = css`
  grid-column: 1 / -1;
  display: flex;
  gap: var(--space-2);
  > * {
    flex: 1 1 auto;
    white-space: nowrap;
  }
  button:last-child {
    color: var(--on-inverse);
  }
`;

/**
 * PUR-37..39: the web discount banner of a member with a discount offer. It shows when the rule says so (the web
 * payments switch on, a discount offered, the path not excluded, 36 h since it was last shown, fewer than 3 views);
 * each showing is a view, kept on the device and reported (`POST /v2/purchase/discount/view`). It opens the
 * personalized offer (PUR-35): the offer's details and end, to the checkout at the offer's price, or to the
 * subscription settings where `web_discount` leads and the discount is claimed for the next renewal; closed, the
 * focus is back on the banner's button.
 */
export function DiscountBanner() {
  return useFeature('offers') === 'ready' ? <MemberOffers /> : null;
}

/** Loads the member's offers once, what the device keeps about the banner and the reminders, then shows them. */
function MemberOffers() {
  useSignals();
  const offers = useInjection(OFFERS.Offers);
  const store = useInjection(OFFERS.Store);
  const rule = useInjection(OFFERS.DiscountBanner);
  const reminder = useInjection(OFFERS.IntroReminder);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([rule.restore(), store.offers.peek() === null ? offers.load() : null])
      .then(() => reminder.sync())
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [rule, offers, store, reminder]);
  // One at a time in the same place: a member with a discount (a subscriber) has no intro price anyway.
  return ready ? store.discountOffer.value !== null ? <Banner /> : <Reminder /> : null;
}

function Banner() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(OFFERS.Store);
  const rule = useInjection(OFFERS.DiscountBanner);
  const router = useInjection(ROUTING.Store);
  const modals = useInjection(NAVIGATION.Modals);
  const levers = useInjection(STARTUP.Store).levers.value;
  const [phase, setPhase] = useState<'ready' | 'showing' | 'closed'>('ready');
  const [offerOpen, setOfferOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const path = router.location.value.pathname;
  const enabled = leverOn(levers, 'webPayment');
  const front = modals.current.value;

  // The personalized offer closed (the banner still here): the focus goes back to the button that opened it.
  useEffect(() => {
    if (!offerOpen || front?.kind === PERSONALIZED_OFFER_MODAL) return;
    setOfferOpen(false);
    const timer = setTimeout(() => openButton.current?.focus(), FOCUS_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offerOpen, front]);

  useEffect(() => {
    if (phase !== 'ready' || !rule.shows(path, enabled)) return;
    setPhase('showing');
    void rule.shown();
  }, [phase, path, enabled, rule]);

  const offer = store.discountOffer.value;
  if (phase !== 'showing' || offer === null || isBannerExcludedPath(path)) return null;
  const money = (cents: number) => formatMoney(intl, cents, offer.currency);
  const tier = intl.formatMessage({ id: `discovery.tier.${offer.productType}` });
  return (
    <section className={banner} aria-labelledby="discount-banner-title" data-testid="discount-banner">
      <BadgePercent size={28} aria-hidden="true" />
      <div>
        <h2 id="discount-banner-title">
          <FormattedMessage id="offers.banner.title" values={{ percent: offer.discountPercentage, tier }} />
        </h2>
        <p>
          <FormattedMessage
            id="offers.banner.body"
            values={{ was: money(offer.originalPrice), now: money(offer.price), date: offer.expiresAt === null ? '' : intl.formatDate(offer.expiresAt, { dateStyle: 'medium' }) }}
          />
        </p>
      </div>
      <div className={actions}>
        <Button
          ref={openButton}
          size="sm"
          aria-haspopup="dialog"
          onClick={() => {
            setOfferOpen(true);
            modals.open({ kind: PERSONALIZED_OFFER_MODAL, props: { offerId: offer.offerId } }, { prioritize: true });
          }}
        >
          <FormattedMessage id="offers.banner.open" />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setPhase('closed')}>
          <FormattedMessage id="offers.banner.dismiss" />
        </Button>
      </div>
    </section>
  );
}

/**
 * PUR-12: the intro-price reminder, once, when its rule says so: a notice in the page, or for PUR-12's third offer
 * type the intro-price modal. Shown is kept on the device (PUR-11), so it does not come back.
 */
function Reminder() {
  useSignals();
  const intl = useIntl();
  const reminder = useInjection(OFFERS.IntroReminder);
  const modals = useInjection(NAVIGATION.Modals);
  const router = useInjection(ROUTING.Store);
  const navigation = useInjection(ROUTING.Navigation);
  const path = router.location.value.pathname;
  const [due, setDue] = useState<DueReminder | null>(null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (due !== null || closed || isBannerExcludedPath(path)) return;
    const now = reminder.due();
    if (now === null) return;
    setDue(now);
    void reminder.shown(now.offer.offerType);
    // PUR-12: the third offer type's reminder is the intro price and sub offer modal, through the modal queue.
    if (now.show === 'modal') {
      setClosed(true);
      modals.open({ kind: INTRO_PRICE_OFFER_MODAL, props: { offerId: now.offer.offerId } });
    }
  }, [due, closed, path, reminder, modals]);

  if (due === null || closed || isBannerExcludedPath(path)) return null;
  const { offer } = due;
  const money = (cents: number) => formatMoney(intl, cents, offer.currency);
  const tier = intl.formatMessage({ id: `discovery.tier.${offer.productType}` });
  const open = () => {
    setClosed(true);
    navigation.navigate(checkoutHref({ product: offer.productType }));
  };
  const body = (
    <FormattedMessage
      id="offers.reminder.body"
      values={{ tier, now: money(offer.price), was: money(offer.originalPrice), date: offer.expiresAt === null ? '' : intl.formatDate(offer.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
    />
  );
  return (
    <section className={banner} aria-labelledby="offer-reminder-title" data-testid="offer-reminder">
      <Clock size={28} aria-hidden="true" />
      <div>
        <h2 id="offer-reminder-title">
          <FormattedMessage id="offers.reminder.title" />
        </h2>
        <p>{body}</p>
      </div>
      <div className={actions}>
        <Button size="sm" onClick={open}>
          <FormattedMessage id="offers.reminder.open" />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setClosed(true)}>
          <FormattedMessage id="offers.reminder.dismiss" />
        </Button>
      </div>
    </section>
  );
}
