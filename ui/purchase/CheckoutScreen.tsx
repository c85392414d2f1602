import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Check from 'lucide-react/icons/check';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkoutOffer, OFFERS, type Offer } from '../../core/offers';
import {
  CARD_DISCOUNT_PERCENT,
  cpfRequired,
  isConsumableProduct,
  isPackCart,
  isSubscriptionCart,
  isSubscriptionProduct,
  packsOf,
  parseExpiry,
  priceByPayment,
  PRODUCT_TIERS,
  PURCHASE,
  TERMS,
  termsOf,
  type Cart,
  type ConsumableProduct,
  type ProductTier,
  type SubscriptionCart,
  type SubscriptionTerm,
  type Terms,
} from '../../core/purchase';
import { routeHref, ROUTING } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { Button, Loading, Skeleton, TextField } from '../components';
import { errorText, hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { CardFields, checkCardInput, type CardInput } from './CardFields';
import { usePageTitle } from '../hooks/use-page-title';
import { checkoutErrorMessage, formatMoney, unitsText } from './money';
import { WasNow } from './WasNow';
import { ThreeDsDialog } from './ThreeDsDialog';
import { PackChoice, plan, plans, TermChoice } from './PlanChoice';
import { AlternatePaymentDialog } from './AlternatePaymentDialog';
import { VISUALLY_HIDDEN } from '../theme/tokens';

const page = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-4);
  fieldset {
    min-width: 0;
  }
  max-width: 880px;
  margin: 0 auto;
  padding: var(--space-4);
  h1 {
    margin: 0;
    font-size: var(--text-2xl);
  }
  h1:focus,
  h2:focus {
    outline: none;
  }
`;
const termsRow = css`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-2);
  legend {
    font-weight: 600;
    margin-bottom: var(--space-2);
  }
  label {
    position: relative;
    display: flex;
    justify-content: center;
    align-items: center;
    min-height: 44px;
    padding: var(--space-2);
    border: 1px solid var(--border);
    border-radius: 999px;
    background: var(--surface);
    cursor: pointer;
    text-align: center;
  }
  /* The pill is the radio: the native circle is hidden, its focus shows on the pill. */
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: var(--accent);
    box-shadow: 0 0 0 1px var(--accent);
    background: var(--raised);
    color: var(--accent-text);
    font-weight: 600;
  }
  label:has(input:focus-visible) {
    outline: 3px solid var(--focus, var(--accent));
    outline-offset: 2px;
  }
`;
const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-4);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    align-items: start;
  }
`;
const cardForm = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: var(--space-3);
`;
const summary = css`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-4);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  background: var(--raised);
  h2 {
    margin: 0;
    font-size: var(--text-lg);
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: var(--space-1) var(--space-3);
  }
  dd {
    margin: 0;
    text-align: end;
    white-space: nowrap;
  }
  [data-total] {
    font-weight: 700;
  }
`;
const perks = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-1);
  li {
    display: flex;
    gap: var(--space-2);
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: var(--accent-text);
  }
`;
const alert = css`
  margin: 0;
  padding: var(--space-3);
  border-radius: var(--radius);
  background: var(--surface);
  &:empty {
    display: none;
  }
  &:focus {
    outline: 2px solid var(--danger, currentColor);
  }
`;
const badge = css`
  justify-self: center;
  padding: 2px var(--space-2);
  border-radius: 999px;
  background: var(--accent-fill);
  color: var(--on-accent);
  font-size: var(--text-xs, 0.75rem);
  font-style: normal;
  font-weight: 700;
  @media (max-width: 520px) {
    justify-self: start;
    grid-column: 1 / -1;
    order: -1;
  }
`;
const offerNote = css`
  margin: 0;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius);
  background: var(--surface);
  border-inline-start: 4px solid var(--accent-fill);
  font-size: var(--text-sm);
`;
const orRow = css`
  display: grid;
  gap: var(--space-2);
  p {
    margin: 0;
    text-align: center;
    color: var(--muted);
    font-size: var(--text-sm);
  }
`;
const struckPrice = css`
  color: var(--muted);
  font-weight: 400;
`;
const visuallyHidden = css`
  ${VISUALLY_HIDDEN}
`;
const savedRow = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;

const isTier = (value: string | null): value is ProductTier => value !== null && (PRODUCT_TIERS as readonly string[]).includes(value);

type FieldErrors = Partial<Record<'number' | 'expiry' | 'cvc' | 'name' | 'cpf' | 'zip', string>>;

/**
 * PUR-32, PUR-22, PUR-23: the paywall's three tiers side by side with their price per term, and the checkout (route
 * `checkout`): a card form that names the brand as it is typed (Visa and Mastercard, PUR-20), the zip and its tax,
 * the saved card, the issuer's 3-D Secure challenge in a dialog, and the outcome: on success a heading that takes the
 * focus; on failure a message that takes it, with every field kept as typed.
 */
export default function CheckoutScreen() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(PURCHASE.Store);
  const checkout = useInjection(PURCHASE.Checkout);
  const alternate = useInjection(PURCHASE.AlternatePayment);
  const subscription = useInjection(PURCHASE.Subscription);
  const navigation = useInjection(ROUTING.Navigation);
  const clock = useInjection(SHARED.Clock);
  const offersStore = useInjection(OFFERS.Store);
  const offersUseCase = useInjection(OFFERS.Offers);
  const introReminder = useInjection(OFFERS.IntroReminder);
  const promo = useInjection(OFFERS.PromoSession);
  // PUR-16: the promo code the member redeemed is named beside its offer while `showPromo` holds (this visit).
  const [promoCode] = useState(() => (promo.showPromo.peek() ? promo.promoCode.peek() : null));
  useEffect(() => {
    if (promoCode !== null) promo.shown();
  }, [promo, promoCode]);
  usePageTitle(intl.formatMessage({ id: 'checkout.title' }));
  const [offersLoaded, setOffersLoaded] = useState(false);

  const [query] = useState(() => new URLSearchParams(navigation.current().search));
  // The conversation the checkout was opened from (`match`, CHAT-08), to go back to once bought.
  const backTo = query.get('match') || null;
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [cpf, setCpf] = useState('');
  const setCard = (card: CardInput) => {
    setNumber(card.number);
    setExpiry(card.expiry);
    setCvc(card.cvc);
    setName(card.name);
    setCpf(card.cpf ?? '');
  };
  const [zip, setZip] = useState('');
  const [saveCard, setSaveCard] = useState(false);
  const [useSaved, setUseSaved] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  // PUR-30: the PayPal dialog belongs to this page.
  useEffect(() => () => alternate.close(), [alternate]);
  useEffect(() => {
    // PL-09: a challenge put back after sign-in keeps its cart, and its dialog opens at once.
    if (store.state.peek().step.kind !== 'challenge') checkout.choose(cartOfQuery(query), query.get('from'));
    void subscription.loadTiers();
    void subscription.loadConsumables();
    void subscription.loadSubscriptions();
    void subscription.load();
    // PUR-07: the member's own offers (an intro price, a discount); the regular prices apply if they cannot be read.
    void offersUseCase.load().then(() => setOffersLoaded(true));
  }, [checkout, subscription, query, store, offersUseCase]);

  const state = store.state.value;
  const tiers = store.tiers.value;
  const step = state.step;
  // A pack of consumables (or a bundle) is bought with the same card form; only what is chosen differs.
  const pack = state.cart !== null && isPackCart(state.cart) ? state.cart : null;
  const cart = state.cart !== null && !isPackCart(state.cart) && !isSubscriptionCart(state.cart) ? state.cart : null;
  // PUR-31: a subscription product (the boost subscription) for a term, with the same card form.
  const sub = state.cart !== null && isSubscriptionCart(state.cart) ? state.cart : null;
  const subTerms = sub !== null && store.subscriptions.value !== null ? termsOf(store.subscriptions.value, sub.productType) : [];
  const catalogue = store.consumables.value;
  const packs = pack !== null && isConsumableProduct(pack.productType) && catalogue !== null ? packsOf(catalogue.packs, pack.productType) : [];
  const offers = offersStore.offers.value ?? [];
  const now = clock.now();
  const offerOf = (tier: ProductTier, terms: Terms): Offer | null => checkoutOffer(offers, tier, terms, now);
  const cartOffer = cart === null ? null : offerOf(cart.productType, cart.terms);

  // PUR-07: the cart is bought at the member's offer for its tier and term (`offer_id`), and the offer is reported seen once.
  useEffect(() => {
    if (!offersLoaded || cart === null || step.kind !== 'idle' || cartOffer?.offerId === cart.offerId) return;
    checkout.choose(cartOffer === null ? { productType: cart.productType, terms: cart.terms } : { productType: cart.productType, terms: cart.terms, offerId: cartOffer.offerId }, state.from);
  }, [offersLoaded, cart, cartOffer, step.kind, checkout, state.from]);
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (cartOffer === null || reported.current.has(cartOffer.offerId)) return;
    reported.current.add(cartOffer.offerId);
    void offersUseCase.viewed(cartOffer);
    // PUR-11: the device keeps when the member saw an offer of this type.
    void introReminder.sync().then(() => introReminder.viewed(cartOffer.offerType));
  }, [cartOffer, offersUseCase, introReminder]);
  // The tax is quoted again on the offer's price once the cart carries it (a typed zip quotes it as it changes).
  const cartOfferId = cart?.offerId;
  const zipRef = useRef(zip);
  zipRef.current = zip;
  useEffect(() => {
    if (/^\d{5}$/.test(zipRef.current)) void checkout.fetchTax(zipRef.current);
  }, [cartOfferId, checkout]);

  useEffect(() => {
    // PUR-30: while the PayPal dialog is open it says the outcome itself, and gives the focus back when it closes.
    if (alternate.state.peek().step.kind !== 'closed') return;
    if (step.kind === 'failed') errorRef.current?.focus();
    if (step.kind === 'succeeded') doneRef.current?.focus();
  }, [step.kind, alternate]);
  const paypalRef = useRef<HTMLButtonElement>(null);
  const quoteTax = useCallback((value: string) => void checkout.fetchTax(value), [checkout]);

  if (
    tiers === null ||
    (cart === null && pack === null && sub === null) ||
    (pack !== null && pack.productType !== 'consumable' && catalogue === null) ||
    (sub !== null && store.subscriptions.value === null) ||
    !offersLoaded
  )
    return (
      <div className={page}>
        <Loading label={intl.formatMessage({ id: 'checkout.loading' })}>
          <Skeleton width="100%" height={160} radius="var(--radius-lg)" />
        </Loading>
      </div>
    );

  const priceOf = (tier: ProductTier, terms: Terms) => tiers.find((t) => t.tier === tier)?.prices.find((p) => p.terms === terms);
  const regularPrice = cart !== null ? priceOf(cart.productType, cart.terms) : undefined;
  const subChosen = sub !== null ? subTerms.find((t) => t.terms === sub.terms) : undefined;
  // PUR-06, BOOST-08: a bundle offer (the boost offer too) is bought at its price; what it holds is its entries.
  const bundleOffer = pack?.productType === 'consumable' ? offers.find((o) => o.offerId === pack.offerId) : undefined;
  const bundleText = bundleOffer === undefined ? '' : intl.formatList(bundleOffer.bundle.map((e) => unitsText(intl, e.productType, e.amount)));
  const chosen =
    cart !== null
      ? regularPrice && cartOffer
        ? { ...regularPrice, price: cartOffer.price }
        : regularPrice
      : sub !== null
        ? subChosen
        : bundleOffer !== undefined
          ? { price: bundleOffer.price, currency: bundleOffer.currency }
          : packs.find((p) => p.amount === pack?.amount);
  const money = (cents: number, currency: string) => formatMoney(intl, cents, currency);
  // PUR-10: a card pays the listed price less the card discount, PayPal the listed price; each with the tax on what it
  // pays. The server's quote for the zip says both; before a zip is typed the card price is the same rule the server
  // charges by (core/purchase card-discount), with no tax yet.
  const quote = state.tax;
  const ruled = chosen ? priceByPayment(chosen.price, 'card') : null;
  const byCard: { listedPrice: number; discount: number; discountPercentage: number; price: number; taxPrice: number | null; finalPrice: number } | null =
    quote?.card ?? (ruled && { listedPrice: ruled.listed, discount: ruled.discount, discountPercentage: CARD_DISCOUNT_PERCENT, price: ruled.price, taxPrice: null, finalPrice: ruled.price });
  const byPaypal = quote?.paypal ?? (chosen ? { finalPrice: chosen.price } : null);
  const payAmount = chosen && byCard ? formatMoney(intl, byCard.finalPrice, chosen.currency) : '';
  const paypalAmount = chosen && byPaypal ? formatMoney(intl, byPaypal.finalPrice, chosen.currency) : '';
  const cardSaves = byCard !== null && byCard.discount > 0;
  // PUR-30, PUR-35: the alternate payments modal (PayPal), over the checkout and over its success once paid.
  const paypalDialog =
    alternate.state.value.step.kind === 'closed' ? null : (
      <AlternatePaymentDialog
        amount={paypalAmount}
        initialZip={/^\d{5}$/.test(zip) ? zip : (state.paymentMethods.billingInfo?.zip_code ?? '')}
        onZip={quoteTax}
        returnFocusTo={step.kind === 'succeeded' ? doneRef : paypalRef}
      />
    );
  // PUR-15: an offer at no charge is a free trial (a promo code's campaign).
  const offerLabel = (offer: Offer) =>
    offer.price === 0
      ? intl.formatMessage({ id: 'checkout.offer.freeTrial' })
      : offer.offerType === 'INTRO_PRICE'
        ? intl.formatMessage({ id: 'checkout.offer.intro' })
        : intl.formatMessage({ id: 'checkout.offer.discount' }, { percent: offer.discountPercentage });
  const tierName = (tier: string) => intl.formatMessage({ id: `discovery.tier.${tier}` });
  const saved = state.paymentMethods.paymentMethod;
  const paySaved = saved !== null && useSaved;
  // PUR-24: a member whose billing asks for it types their CPF with a new card.
  const requireCpf = cpfRequired(state.paymentMethods.billingInfo);
  const busy = step.kind === 'submitting' || step.kind === 'verifying';

  const choose = (next: Cart) => {
    const offer = isPackCart(next) || isSubscriptionCart(next) ? null : offerOf(next.productType, next.terms);
    checkout.choose(offer === null || isPackCart(next) || isSubscriptionCart(next) ? next : { ...next, offerId: offer.offerId }, state.from);
    if (/^\d{5}$/.test(zip)) void checkout.fetchTax(zip);
  };

  if (step.kind === 'succeeded') {
    const bought = step.receipt.productType;
    return (
      <div className={page}>
        <h1 ref={doneRef} tabIndex={-1}>
          {isConsumableProduct(bought) ? (
            <FormattedMessage id="checkout.pack.success.title" values={{ units: unitsText(intl, bought, step.receipt.units ?? 1) }} />
          ) : isSubscriptionProduct(bought) ? (
            <FormattedMessage id="checkout.sub.success.title" />
          ) : bought === 'consumable' ? (
            <FormattedMessage id="checkout.bundle.success.title" />
          ) : (
            <FormattedMessage id="checkout.success.title" values={{ tier: tierName(bought) }} />
          )}
        </h1>
        <p className={hint}>
          {step.receipt.paymentMethod === 'paypal' ? (
            <FormattedMessage id="paypal.done.body" values={{ amount: formatMoney(intl, step.receipt.finalPrice, step.receipt.currency) }} />
          ) : (
            <FormattedMessage
              id="checkout.success.body"
              values={{ amount: formatMoney(intl, step.receipt.finalPrice, step.receipt.currency), brand: intl.formatMessage({ id: `checkout.brand.${step.receipt.brand}` }), last4: step.receipt.lastFour }}
            />
          )}
        </p>
        {backTo !== null ? (
          // CHAT-08: bought from a conversation (read receipts): back to it, where they can be turned on now.
          <Button onClick={() => navigation.navigate(routeHref('messages', { matchId: backTo }))}>
            <FormattedMessage id="checkout.success.toChat" />
          </Button>
        ) : BOOST_PRODUCTS.has(bought) ? (
          <Button onClick={() => navigation.navigate(routeHref('goldHome'))}>
            <FormattedMessage id="checkout.pack.success.toBoost" />
          </Button>
        ) : (
          <Button onClick={() => navigation.navigate(routeHref('recs'))}>
            <FormattedMessage id="checkout.success.continue" />
          </Button>
        )}
        {paypalDialog}
      </div>
    );
  }

  const validate = (): FieldErrors => {
    const found: FieldErrors = paySaved ? {} : checkCardInput(intl, { number, expiry, cvc, name, cpf }, clock.now(), requireCpf);
    if (!/^\d{5}$/.test(zip)) found.zip = intl.formatMessage({ id: 'checkout.field.zipError' });
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const exp = parseExpiry(expiry);
    void checkout.buy(
      paySaved
        ? { kind: 'saved', zip }
        : { kind: 'card', card: { number, expMonth: exp?.month ?? 0, expYear: exp?.year ?? 0, cvc, holderName: name.trim(), zip, ...(requireCpf ? { cpf: cpf.trim() } : {}) }, save: saveCard },
    );
  };

  const failure = step.kind === 'failed' ? intl.formatMessage({ id: checkoutErrorMessage(step.error.code) }) : '';
  const challenge = step.kind === 'challenge' || step.kind === 'verifying' ? step.challenge : null;

  return (
    <div className={page}>
      <h1 id="screen-title" tabIndex={-1}>
        {bundleOffer ? (
          <FormattedMessage id="checkout.bundle.title" />
        ) : pack ? (
          <FormattedMessage id="checkout.pack.title" values={{ product: pack.productType }} />
        ) : sub ? (
          <FormattedMessage id="checkout.sub.title" />
        ) : (
          <FormattedMessage id="checkout.title" />
        )}
      </h1>
      {sub !== null ? <SubscriptionChoice cart={sub} terms={subTerms} busy={busy} onChoose={(terms) => choose({ productType: sub.productType, terms })} /> : null}
      {pack !== null && pack.productType !== 'consumable' ? <PackChoice pack={pack} packs={packs} held={catalogue?.held[pack.productType as ConsumableProduct]} busy={busy} onChoose={(amount) => choose({ ...pack, amount })} /> : null}
      {cart === null ? null : (
        <>
      <fieldset className={plans}>
        <legend>
          <FormattedMessage id="checkout.plans" />
        </legend>
        {tiers.map((offer) => {
          const price = offer.prices.find((p) => p.terms === cart.terms);
          const reduced = price ? offerOf(offer.tier, cart.terms) : null;
          const perMonth = (cents: number) => money(Math.round(cents / cart.terms), price?.currency ?? 'USD');
          return (
            <label key={offer.tier} className={plan}>
              <input type="radio" name="tier" value={offer.tier} checked={cart.productType === offer.tier} onChange={() => choose({ productType: offer.tier, terms: cart.terms })} disabled={busy} />
              {reduced ? <em className={badge}>{offerLabel(reduced)}</em> : null}
              <strong>{tierName(offer.tier)}</strong>
              {price && reduced ? (
                <>
                  {/* PUR-07: the regular price struck through, said in words to a screen reader. */}
                  <b>
                    <WasNow perMonth was={perMonth(price.price)} now={perMonth(reduced.price)} shown={<FormattedMessage id="checkout.perMonth" values={{ price: perMonth(reduced.price) }} />} />
                  </b>
                  <span>
                    <FormattedMessage id="checkout.billed" values={{ price: money(reduced.price, price.currency), months: price.terms }} />
                  </span>
                </>
              ) : price ? (
                <>
                  <b>
                    <FormattedMessage id="checkout.perMonth" values={{ price: formatMoney(intl, Math.round(price.price / price.terms), price.currency) }} />
                  </b>
                  <span>
                    <FormattedMessage id="checkout.billed" values={{ price: formatMoney(intl, price.price, price.currency), months: price.terms }} />
                  </span>
                </>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      <fieldset className={termsRow}>
        <legend>
          <FormattedMessage id="checkout.terms" />
        </legend>
        {TERMS.map((terms) => (
          <label key={terms}>
            <input type="radio" name="terms" value={terms} checked={cart.terms === terms} onChange={() => choose({ productType: cart.productType, terms })} disabled={busy} />
            <FormattedMessage id="checkout.months" values={{ months: terms }} />
          </label>
        ))}
      </fieldset>
        </>
      )}
      <div className={columns}>
        <form className={cardForm} onSubmit={submit} noValidate aria-labelledby="card-title">
          <h2 id="card-title">
            <FormattedMessage id="checkout.card.title" />
          </h2>
          <p ref={errorRef} className={`${alert} ${errorText}`} role="alert" tabIndex={-1}>
            {failure}
          </p>
          {saved !== null ? (
            <label className={savedRow}>
              <input type="checkbox" checked={useSaved} onChange={(e) => setUseSaved(e.target.checked)} />
              <FormattedMessage id="checkout.card.useSaved" values={{ brand: intl.formatMessage({ id: `checkout.brand.${saved.brand}` }), last4: saved.lastFour }} />
            </label>
          ) : null}
          {paySaved ? null : <CardFields card={{ number, expiry, cvc, name, cpf }} errors={errors} onChange={setCard} requireCpf={requireCpf} />}
          {/* The billing zip: the tax is on it, with a new card or the saved one. */}
          <TextField
            name="zip"
            label={intl.formatMessage({ id: 'checkout.field.zip' })}
            hint={intl.formatMessage({ id: 'checkout.field.zipHint' })}
            error={errors.zip}
            value={zip}
            onChange={(e) => {
              const value = e.target.value.replace(/\D/g, '').slice(0, 5);
              setZip(value);
              void checkout.fetchTax(value);
            }}
            autoComplete="postal-code"
            inputMode="numeric"
          />
          {paySaved ? null : (
            <label className={savedRow}>
              <input type="checkbox" checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} />
              <FormattedMessage id="checkout.card.save" />
            </label>
          )}
          <Button type="submit" wide size="lg" disabled={busy} aria-busy={busy}>
            <FormattedMessage id={busy ? 'checkout.paying' : 'checkout.pay'} values={{ amount: payAmount }} />
          </Button>
          <div className={orRow}>
            <p aria-hidden="true">
              <FormattedMessage id="paypal.or" />
            </p>
            <Button ref={paypalRef} variant="secondary" wide size="lg" disabled={busy} onClick={() => void alternate.open()} aria-describedby={cardSaves ? 'paypal-price' : undefined}>
              <FormattedMessage id="paypal.open" />
            </Button>
            {/* PUR-10: PayPal pays the listed price (the card discount is a card's), said when it differs. */}
            {cardSaves ? (
              <p id="paypal-price" data-testid="paypal-price">
                <FormattedMessage id="checkout.paypalPrice" values={{ amount: paypalAmount }} />
              </p>
            ) : null}
          </div>
          <p className={hint}>
            {cart || sub ? <FormattedMessage id="checkout.renews" values={{ months: (cart ?? sub)!.terms }} /> : <FormattedMessage id="checkout.pack.once" />}
          </p>
        </form>
        <section className={summary} aria-labelledby="summary-title">
          <h2 id="summary-title">
            {cart ? (
              <FormattedMessage id="checkout.summary" values={{ tier: tierName(cart.productType) }} />
            ) : sub ? (
              <FormattedMessage id="checkout.sub.summary" />
            ) : bundleOffer ? (
              bundleText
            ) : (
              unitsText(intl, pack!.productType, pack!.amount)
            )}
          </h2>
          {bundleOffer ? (
            <p className={offerNote} data-testid="checkout-offer">
              <strong>
                <FormattedMessage id="checkout.offer.discount" values={{ percent: bundleOffer.discountPercentage }} />
              </strong>
              {bundleOffer.expiresAt !== null ? (
                <>
                  {' · '}
                  <FormattedMessage id="checkout.offer.ends" values={{ date: intl.formatDate(bundleOffer.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) }} />
                </>
              ) : null}
            </p>
          ) : null}
          {cartOffer ? (
            <p className={offerNote} data-testid="checkout-offer">
              <strong>{offerLabel(cartOffer)}</strong>
              {promoCode !== null ? (
                <>
                  {' · '}
                  <FormattedMessage id="checkout.offer.promoCode" values={{ code: promoCode }} />
                </>
              ) : null}
              {cartOffer.expiresAt !== null ? (
                <>
                  {' · '}
                  <FormattedMessage id="checkout.offer.ends" values={{ date: intl.formatDate(cartOffer.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) }} />
                </>
              ) : null}
            </p>
          ) : null}
          <ul className={perks}>
            {pack ? (
              <li>
                <Check size={16} aria-hidden="true" />
                <FormattedMessage id={`checkout.pack.perk.${bundleOffer?.bundle[0]?.productType ?? pack.productType}`} />
              </li>
            ) : null}
            {sub && subChosen ? (
              <>
                <li>
                  <Check size={16} aria-hidden="true" />
                  <FormattedMessage id="checkout.sub.perk.boosts" values={{ boosts: subChosen.boostsPerMonth }} />
                </li>
                <li>
                  <Check size={16} aria-hidden="true" />
                  <FormattedMessage id="checkout.sub.perk.tier" />
                </li>
              </>
            ) : null}
            {(cart ? (tiers.find((t) => t.tier === cart.productType)?.features ?? []) : []).slice(0, 6).map((feature) => (
              <li key={feature}>
                <Check size={16} aria-hidden="true" />
                <FormattedMessage id={`discovery.feature.${feature}`} defaultMessage={feature} />
              </li>
            ))}
          </ul>
          {chosen && byCard && cardSaves ? (
            // PUR-10: the card price beside the listed one struck through, said in words to a screen reader.
            <p className={offerNote} data-testid="card-price">
              <span aria-hidden="true">
                <s className={struckPrice}>{money(byCard.listedPrice, chosen.currency)}</s>{' '}
                <FormattedMessage id="checkout.cardPrice.shown" values={{ now: money(byCard.price, chosen.currency), percent: byCard.discountPercentage }} />
              </span>
              <span className={visuallyHidden}>
                <FormattedMessage id="checkout.cardPrice.wasNow" values={{ was: money(byCard.listedPrice, chosen.currency), now: money(byCard.price, chosen.currency), percent: byCard.discountPercentage }} />
              </span>
            </p>
          ) : null}
          {chosen ? (
            <dl>
              <dt>
                {cart || sub ? (
                  <FormattedMessage id="checkout.price" values={{ months: (cart ?? sub)!.terms }} />
                ) : (
                  <FormattedMessage id="checkout.pack.price" values={{ units: bundleOffer ? bundleText : unitsText(intl, pack!.productType, pack!.amount) }} />
                )}
              </dt>
              {bundleOffer && bundleOffer.originalPrice > bundleOffer.price ? (
                <dd>
                  <WasNow was={money(bundleOffer.originalPrice, bundleOffer.currency)} now={money(bundleOffer.price, bundleOffer.currency)} />
                </dd>
              ) : cartOffer && regularPrice ? (
                <dd>
                  <WasNow was={money(regularPrice.price, regularPrice.currency)} now={money(cartOffer.price, regularPrice.currency)} />
                </dd>
              ) : (
                <dd>{formatMoney(intl, chosen.price, chosen.currency)}</dd>
              )}
              {byCard && cardSaves ? (
                <>
                  <dt>
                    <FormattedMessage id="checkout.cardDiscount" values={{ percent: byCard.discountPercentage }} />
                  </dt>
                  <dd data-testid="card-discount">
                    <FormattedMessage id="checkout.cardDiscount.amount" values={{ amount: money(byCard.discount, chosen.currency) }} />
                  </dd>
                </>
              ) : null}
              <dt>
                <FormattedMessage id="checkout.tax" />
              </dt>
              <dd>{byCard?.taxPrice != null ? formatMoney(intl, byCard.taxPrice, chosen.currency) : intl.formatMessage({ id: 'checkout.taxPending' })}</dd>
              <dt data-total>
                <FormattedMessage id="checkout.total" />
              </dt>
              <dd data-total data-testid="card-total">{formatMoney(intl, byCard?.finalPrice ?? chosen.price, chosen.currency)}</dd>
            </dl>
          ) : null}
        </section>
      </div>
      {paypalDialog}
      {challenge ? <ThreeDsDialog challenge={challenge} busy={step.kind === 'verifying'} onAnswer={(code) => void checkout.answerChallenge(code)} onClose={() => void checkout.cancelChallenge()} /> : null}
    </div>
  );
}

/** The boost products: after buying them the way back is to the boost button (the gold home). */
const BOOST_PRODUCTS: ReadonlySet<string> = new Set(['boost', 'superboost', 'primetimeboost', 'boost_subscription', 'consumable']);

/** What the checkout's query asks to buy: `?product=superlike&amount=5`, or a tier (`?product=gold`, Gold by default). */
const cartOfQuery = (query: URLSearchParams): Cart => {
  const product = query.get('product');
  // PUR-06, BOOST-08: a bundle offer, named by its id.
  const offer = query.get('offer');
  if (product === 'consumable' && offer !== null && offer !== '') return { productType: 'consumable', amount: 1, offerId: offer };
  if (isConsumableProduct(product)) {
    const amount = Number(query.get('amount'));
    return { productType: product, amount: Number.isInteger(amount) && amount > 0 ? amount : 1 };
  }
  // PUR-45: a remote checkout names its term too (`terms`); otherwise a month.
  const asked = Number(query.get('terms'));
  if (isSubscriptionProduct(product)) return { productType: product, terms: asked === 6 || asked === 12 ? asked : 1 };
  return { productType: isTier(product) ? product : 'gold', terms: asked === 6 || asked === 12 ? asked : 1 };
};

/**
 * PUR-31: the terms of a subscription product side by side, each with its price a month and what it bills, and the
 * boosts a month it grants.
 */
function SubscriptionChoice({ cart, terms, busy, onChoose }: { cart: SubscriptionCart; terms: readonly SubscriptionTerm[]; busy: boolean; onChoose: (terms: Terms) => void }) {
  return (
    <TermChoice
      legend={<FormattedMessage id="checkout.sub.legend" />}
      name="terms"
      terms={terms}
      chosen={cart.terms}
      busy={busy}
      onChoose={onChoose}
      more={(t) => (
        <span>
          <FormattedMessage id="checkout.sub.perk.boosts" values={{ boosts: t.boostsPerMonth }} />
        </span>
      )}
    />
  );
}

