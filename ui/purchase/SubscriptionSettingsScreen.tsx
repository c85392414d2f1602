import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { checkoutHref } from '../../core/purchase/checkout-destination';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OFFERS } from '../../core/offers';
import { CARD_DISCOUNT_PERCENT, cardPrice, heldOf, PURCHASE, termsOf, type SubscriptionTerm } from '../../core/purchase';
import { routeHref, routePath, ROUTING } from '../../core/routing';
import { Link } from 'wouter';
import X from 'lucide-react/icons/x';
import { Button, buttonClass, Dialog, IconButton, Loading, Skeleton, Switch, TextField } from '../components';
import { hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { usePageTitle } from '../hooks/use-page-title';
import { formatMoney } from './money';
import { AlternatePaymentDialog } from './AlternatePaymentDialog';

const page = css`
  display: grid;
  gap: var(--space-4);
  max-width: 640px;
  margin: 0 auto;
  padding: var(--space-4);
  h1 {
    margin: 0;
    font-size: var(--text-2xl);
  }
`;
const card = css`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-4);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  background: var(--raised);
  h2,
  p {
    margin: 0;
  }
`;
const status = css`
  margin: 0;
  &:empty {
    display: none;
  }
`;
const offerCard = css`
  border-color: var(--accent-fill);
  border-width: 2px;
  strong {
    color: var(--accent-text);
  }
`;
const notice = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: var(--space-2);
  padding: var(--space-3);
  border-radius: var(--radius);
  border-inline-start: 4px solid var(--success);
  background: var(--surface);
  &[data-kind='card-missing'],
  &[data-kind='error'] {
    border-inline-start-color: var(--danger);
  }
  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: var(--text-base, 1rem);
  }
  a {
    justify-self: start;
    margin-top: var(--space-2);
  }
`;
const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
`;

/**
 * PUR-25..29 (route `subscriptionSettings`): the member's tier and latest payment, auto-renew on and off (turning it
 * off is cancelling, confirmed in a dialog, PUR-35), the saved card and its deletion (PUR-26's payment-deleted
 * notice), and the billing e-mail. Each outcome is said in a status line.
 */
export default function SubscriptionSettingsScreen() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(PURCHASE.Store);
  const subscription = useInjection(PURCHASE.Subscription);
  const alternate = useInjection(PURCHASE.AlternatePayment);
  const navigation = useInjection(ROUTING.Navigation);
  const offers = useInjection(OFFERS.Offers);
  const banner = useInjection(OFFERS.DiscountBanner);
  const offersStore = useInjection(OFFERS.Store);
  usePageTitle(intl.formatMessage({ id: 'subscription.title' }));
  const [claiming, setClaiming] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [said, setSaid] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [email, setEmail] = useState<string | null>(null);
  const [emailError, setEmailError] = useState(false);
  useEffect(() => {
    void Promise.all([subscription.load(), subscription.loadSubscriptions(), offers.load(), alternate.loadSaved()]).then(() => setLoaded(true));
    // A claim's notice and the PayPal dialog belong to this page.
    return () => {
      offers.dismissNotice();
      alternate.close();
    };
  }, [subscription, offers, alternate]);

  const state = store.state.value;
  if (!loaded)
    return (
      <div className={page}>
        <Loading label={intl.formatMessage({ id: 'checkout.loading' })}>
          <Skeleton width="100%" height={120} radius="var(--radius-lg)" />
        </Loading>
      </div>
    );
  const latest = state.latestPayment;
  // PUR-31: the boost subscription, held or on sale.
  const subscriptions = store.subscriptions.value;
  const boostSub = subscriptions === null ? undefined : heldOf(subscriptions, 'boost_subscription');
  // "From": the lowest price a month of its terms.
  const boostTerm =
    subscriptions === null ? undefined : termsOf(subscriptions, 'boost_subscription').reduce<SubscriptionTerm | undefined>((low, t) => (low === undefined || t.price / t.terms < low.price / low.terms ? t : low), undefined);
  const saved = state.paymentMethods.paymentMethod;
  const paypal = alternate.state.value.saved;
  const tierName = (tier: string) => intl.formatMessage({ id: `discovery.tier.${tier}` });
  const date = (at: number) => intl.formatDate(at, { dateStyle: 'medium' });
  const emailValue = email ?? state.paymentMethods.billingInfo?.email ?? '';
  const discount = state.tier === 'none' ? null : offersStore.discountOffer.value;
  const claimNotice = offersStore.notice.value;
  const money = (cents: number, currency = 'USD') => formatMoney(intl, cents, currency);
  // Links inside the router take paths under /app.
  const cardHref = (name: 'addCard' | 'updateCard') => routePath(name, { returnPage: 'subscriptionSettings' });
  const noticeBox = claimNotice ? (
    <div className={notice} data-kind={claimNotice.kind}>
      <div>
        <h3>
          <FormattedMessage id={claimNotice.titleKey} />
        </h3>
        <p>
          <FormattedMessage id={claimNotice.bodyKey} />
        </p>
        {claimNotice.kind === 'card-missing' ? (
          <Link href={cardHref('updateCard')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <FormattedMessage id="offers.claim.cardMissing.link" />
          </Link>
        ) : null}
      </div>
      <IconButton label={intl.formatMessage({ id: 'offers.notice.close' })} icon={X} onClick={() => offers.dismissNotice()} size="sm" />
    </div>
  ) : null;
  const claim = async () => {
    if (discount === null) return;
    setClaiming(true);
    const claimed = await offers.claim(discount.offerId);
    // PUR-41: the discount banner's upsell was taken: it stops showing.
    if (claimed.ok) await banner.stopShowing();
    setClaiming(false);
  };

  const setAutoRenew = async (enabled: boolean) => {
    setConfirming(false);
    const done = await subscription.setAutoRenew(enabled);
    setSaid(intl.formatMessage({ id: done.ok ? 'subscription.autoRenew' : 'subscription.error' }) + (done.ok ? `: ${enabled ? '✓' : '✗'}` : ''));
  };
  const setBoostAutoRenew = async (id: string, enabled: boolean) => {
    const done = await subscription.setSubscriptionAutoRenew(id, enabled);
    setSaid(intl.formatMessage({ id: done.ok ? (enabled ? 'subscription.boost.renewOn' : 'subscription.boost.renewOff') : 'subscription.error' }));
  };
  const saveEmail = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(emailValue)) {
      setEmailError(true);
      return;
    }
    setEmailError(false);
    const done = await subscription.updateEmail(emailValue);
    setSaid(intl.formatMessage({ id: done.ok ? 'subscription.emailSaved' : 'subscription.error' }));
  };

  return (
    <div className={page}>
      <h1 id="screen-title" tabIndex={-1}>
        <FormattedMessage id="subscription.title" />
      </h1>
      <p className={status} role="status">
        {said}
      </p>
      <section className={card} aria-labelledby="plan-title">
        <h2 id="plan-title">{state.tier === 'none' ? <FormattedMessage id={boostSub ? 'subscription.noPlan' : 'subscription.none'} /> : <FormattedMessage id="subscription.current" values={{ tier: tierName(state.tier) }} />}</h2>
        {latest ? (
          <>
            <p className={hint}>
              <FormattedMessage
                id={latest.paymentMethod === 'paypal' ? 'subscription.latestPaypal' : 'subscription.latest'}
                values={{ amount: formatMoney(intl, latest.finalPrice, latest.currency), date: date(latest.createdAt), brand: intl.formatMessage({ id: `checkout.brand.${latest.brand}` }), last4: latest.lastFour }}
              />
            </p>
            <p>
              <FormattedMessage id={latest.autoRenew ? 'subscription.renews' : 'subscription.ends'} values={{ date: date(latest.expiresAt) }} />
            </p>
            <div className={row}>
              <Switch checked={latest.autoRenew} onChange={(on: boolean) => (on ? void setAutoRenew(true) : setConfirming(true))} title={intl.formatMessage({ id: 'subscription.autoRenew' })} />
            </div>
          </>
        ) : null}
        {state.tier === 'none' ? (
          <Button onClick={() => navigation.navigate(checkoutHref())}>
            <FormattedMessage id="subscription.upgrade" />
          </Button>
        ) : null}
      </section>
      <section className={card} aria-labelledby="boost-sub-title">
        <h2 id="boost-sub-title">
          <FormattedMessage id="subscription.boost.title" />
        </h2>
        {boostSub ? (
          <>
            <p>
              <FormattedMessage id={boostSub.isAutoRenewing ? 'subscription.renews' : 'subscription.ends'} values={{ date: date(boostSub.expireDate) }} />
            </p>
            {boostSub.pendingDiscountPercentage === undefined ? null : (
              <p className={hint}>
                <FormattedMessage id="subscription.boost.pendingOffer" values={{ percent: boostSub.pendingDiscountPercentage }} />
              </p>
            )}
            <div className={row}>
              <Switch checked={boostSub.isAutoRenewing} onChange={(on: boolean) => void setBoostAutoRenew(boostSub.id, on)} title={intl.formatMessage({ id: 'subscription.boost.autoRenew' })} />
            </div>
          </>
        ) : boostTerm ? (
          <>
            <p className={hint}>
              <FormattedMessage id="subscription.boost.pitch" values={{ boosts: boostTerm.boostsPerMonth, price: money(Math.round(boostTerm.price / boostTerm.terms), boostTerm.currency) }} />
            </p>
            <Button variant="secondary" onClick={() => navigation.navigate(routeHref('checkout', {}, '?product=boost_subscription&from=subscription_settings'))}>
              <FormattedMessage id="subscription.boost.get" />
            </Button>
          </>
        ) : null}
      </section>
      {discount ? (
        <section className={`${card} ${offerCard}`} aria-labelledby="offer-title" data-testid="discount-offer">
          <h2 id="offer-title">
            <FormattedMessage id="offers.claim.title" />
          </h2>
          <p>
            <strong>
              <FormattedMessage id="offers.claim.body" values={{ percent: discount.discountPercentage, now: money(discount.price, discount.currency), was: money(discount.originalPrice, discount.currency) }} />
            </strong>
          </p>
          {discount.claimed ? (
            <p>
              {/* PUR-10: the renewal is charged to the saved card the claim needed: the card discount applies to it. */}
              <FormattedMessage id="offers.claim.claimed" values={{ now: money(discount.price, discount.currency), card: money(cardPrice(discount.price), discount.currency), percent: CARD_DISCOUNT_PERCENT }} />
            </p>
          ) : (
            <>
              {discount.expiresAt !== null ? (
                <p className={hint}>
                  <FormattedMessage id="offers.claim.ends" values={{ date: date(discount.expiresAt) }} />
                </p>
              ) : null}
              <Button onClick={() => void claim()} disabled={claiming} aria-busy={claiming}>
                <FormattedMessage id={claiming ? 'offers.claim.claiming' : 'offers.claim.button'} values={{ percent: discount.discountPercentage }} />
              </Button>
            </>
          )}
          {/* PUR-13, PUR-14: the claim's outcome; a success leaves after 8 s, an error stays until closed. */}
          <div role="status">{claimNotice?.kind === 'success' ? noticeBox : null}</div>
          <div role="alert">{claimNotice !== null && claimNotice.kind !== 'success' ? noticeBox : null}</div>
        </section>
      ) : null}
      <section className={card} aria-label={intl.formatMessage({ id: 'checkout.card.title' })}>
        {saved ? (
          <SavedMethod
            text={intl.formatMessage({ id: 'subscription.card' }, { brand: intl.formatMessage({ id: `checkout.brand.${saved.brand}` }), last4: saved.lastFour })}
            action={intl.formatMessage({ id: 'subscription.deleteCard' })}
            onAction={async () => {
              const done = await subscription.deleteCard();
              setSaid(intl.formatMessage({ id: done.ok ? 'subscription.cardDeleted' : 'subscription.error' }));
            }}
          />
        ) : (
          <div className={row}>
            <p>
              <FormattedMessage id="subscription.noCard" />
            </p>
            <Link href={cardHref('addCard')} className={buttonClass({ variant: 'secondary' })}>
              <FormattedMessage id="subscription.addCard" />
            </Link>
          </div>
        )}
      </section>
      {/* PUR-30, EP-122, EP-123: the saved PayPal account, by its masked e-mail; deleting it says so in the status line. */}
      <section className={card} aria-label={intl.formatMessage({ id: 'paypal.approval.provider' })}>
        {paypal ? (
          <SavedMethod
            text={intl.formatMessage({ id: 'subscription.paypal' }, { email: paypal.emailMasked })}
            action={intl.formatMessage({ id: 'subscription.deletePaypal' })}
            onAction={async () => {
              const done = await alternate.deleteSaved();
              setSaid(intl.formatMessage({ id: done.ok ? 'subscription.paypalDeleted' : 'subscription.error' }));
            }}
          />
        ) : (
          <SavedMethod text={intl.formatMessage({ id: 'subscription.noPaypal' })} action={intl.formatMessage({ id: 'subscription.addPaypal' })} onAction={() => void alternate.open('save')} />
        )}
      </section>
      {alternate.state.value.step.kind === 'closed' ? null : <AlternatePaymentDialog amount="" initialZip="" />}
      <form className={card} onSubmit={saveEmail} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'subscription.email' })}
          type="email"
          autoComplete="email"
          value={emailValue}
          error={emailError ? intl.formatMessage({ id: 'subscription.emailError' }) : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          <FormattedMessage id="subscription.emailSave" />
        </Button>
      </form>
      {confirming && latest ? (
        <Dialog labelledBy="cancel-title" describedBy="cancel-body" onClose={() => setConfirming(false)} size="sm">
          <h2 id="cancel-title">
            <FormattedMessage id="subscription.cancel.title" />
          </h2>
          <p id="cancel-body" className={hint}>
            <FormattedMessage id="subscription.cancel.body" values={{ tier: tierName(latest.productType), date: date(latest.expiresAt) }} />
          </p>
          <Button variant="danger" wide onClick={() => void setAutoRenew(false)}>
            <FormattedMessage id="subscription.cancel.confirm" />
          </Button>
          <Button variant="secondary" wide data-autofocus onClick={() => setConfirming(false)}>
            <FormattedMessage id="subscription.cancel.keep" />
          </Button>
        </Dialog>
      ) : null}
    </div>
  );
}

/** A saved way to pay (or its absence) and what can be done about it, on one row. */
function SavedMethod({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <div className={row}>
      <p>{text}</p>
      <Button variant="secondary" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
