import { css } from '@linaria/core';
import { batch } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import Check from 'lucide-react/icons/check';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NAVIGATION, type ModalRequest } from '../../core/navigation';
import { tierTheme } from '../../core/offers/subscription-offer';
import {
  checkoutHref,
  DYNAMIC_PAYWALL_HEADINGS,
  DYNAMIC_PAYWALL_MODAL,
  dynamicPaywallPlans,
  packsOf,
  PLATINUM_PAYWALL_MODAL,
  PURCHASE,
  readDynamicPaywall,
  startingTerms,
  tierOfPaywall,
  type DynamicPaywallContent,
  type ProductTier,
  type Terms,
} from '../../core/purchase';
import { ROUTING } from '../../core/routing';
import { Button, Dialog, FeatureGate, Loading, ModalActions, modalBody, Skeleton } from '../components';
import { errorText, hint, perkList } from '../components/styles';
import { useInjection } from '../di/resolver';
import { PackChoice, plan, plans, TermChoice } from './PlanChoice';
import { formatMoney, unitsText } from './money';

/** PUR-35: what each tier's paywall lists (Platinum: read receipts, then everything Gold gives). */
const PERKS: Readonly<Record<'gold' | 'platinum', readonly string[]>> = {
  gold: ['likesYou', 'unlimitedLikes', 'superLikes', 'boost', 'rewindPassport'],
  platinum: ['readReceipts', 'likesYou', 'unlimitedLikes', 'superLikes', 'boost', 'rewindPassport'],
};

/** The read-receipt pack the paywall starts on (the others one tap away). */
const FIRST_PACK = 5;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * PUR-35: the purchase modals of the queue: the dynamic paywall (the provider's paywall of a feature, MISC-02), the
 * Gold and the Platinum paywall (one tier's features and its price
 * per term, "Continue" to the checkout with the tier and term chosen), and CHAT-08's read-receipt paywall (the
 * read-receipt packs, and Platinum, which brings read receipts every month). Their prices come from the purchase
 * chunk, loaded when one opens.
 */
export default function PurchaseModals({ modal }: { modal: ModalRequest }) {
  const modals = useInjection(NAVIGATION.Modals);
  const tier = tierOfPaywall(modal.kind);
  const props = modal.props ?? {};
  const paywall = tier === 'gold' || tier === 'platinum' ? tier : null;
  const dynamic = modal.kind === DYNAMIC_PAYWALL_MODAL ? readDynamicPaywall(props['paywall']) : null;
  if (modal.kind === DYNAMIC_PAYWALL_MODAL && dynamic === null) return <Closed />;
  // One dialog for all of them: going from the read-receipt paywall to Platinum's changes its content, and the focus
  // still goes back to what opened the first when it closes.
  return (
    <Dialog size="lg" labelledBy="purchase-modal-title" describedBy="purchase-modal-body" onClose={() => modals.close()}>
      <div className={modalBody}>
        {dynamic !== null ? (
          <DynamicPaywall content={dynamic} from={text(props['from']) ?? dynamic.feature} />
        ) : paywall !== null ? (
          <TierPaywall tier={paywall} props={props} />
        ) : (
          <ReadReceiptPaywall props={props} />
        )}
      </div>
    </Dialog>
  );
}

/** A modal whose data is not whole is let go at once. */
function Closed() {
  const modals = useInjection(NAVIGATION.Modals);
  useEffect(() => modals.close(), [modals]);
  return null;
}

/**
 * Loads what a modal's choice shows (once, when it opens) and says when that load is over; the prices arrive after
 * the dialog opened, so the focus moves to its main action (`action`) once they are `ready`.
 */
function useChoiceLoad(load: () => Promise<unknown>, ready: boolean) {
  const [loaded, setLoaded] = useState(false);
  const action = useRef<HTMLButtonElement>(null);
  const first = useRef(load);
  useEffect(() => {
    void first.current().then(() => setLoaded(true));
  }, []);
  useEffect(() => {
    if (ready) action.current?.focus();
  }, [ready]);
  return { loaded, action };
}

/** PUR-09: Platinum's call to action has its own look. */
const themed = css`
  &[data-theme='platinum'] button[data-autofocus] {
    background: var(--platinum-fill, #2f3440);
    color: #fff;
  }
`;

/**
 * A tier paywall's actions: the call to action of the tier chosen (PUR-09: Platinum's is its own) closes it and opens
 * the checkout `href` gives (nothing to buy: it only closes), and "Not now".
 */
function ContinueToCheckout({ actionRef, href, tier }: { actionRef: RefObject<HTMLButtonElement | null>; href: () => string | null; tier: string | undefined }) {
  const modals = useInjection(NAVIGATION.Modals);
  const navigation = useInjection(ROUTING.Navigation);
  const theme = tierTheme(tier ?? '');
  return (
    <div className={themed} data-theme={theme.theme}>
      <ModalActions
        actionRef={actionRef}
        label={<FormattedMessage id={theme.ctaKey} />}
        later={<FormattedMessage id="tierPaywall.later" />}
        onClose={() => modals.close()}
        onAction={() => {
          modals.close();
          const to = href();
          if (to !== null) navigation.navigate(to);
        }}
      />
    </div>
  );
}

function PricesLoading() {
  const intl = useIntl();
  return (
    <Loading label={intl.formatMessage({ id: 'tierPaywall.loading' })}>
      <Skeleton width="100%" height={96} radius="var(--radius-lg)" />
    </Loading>
  );
}

/** PUR-35: the gold paywall and the platinum paywall. */
function TierPaywall({ tier, props }: { tier: 'gold' | 'platinum'; props: Readonly<Record<string, unknown>> }) {
  const from = text(props['from']) ?? (tier === 'gold' ? 'likes_you' : 'platinum_paywall');
  return (
    <>
      <h2 id="purchase-modal-title">
        <FormattedMessage id={`tierPaywall.${tier}.title`} />
      </h2>
      <p id="purchase-modal-body" className={hint}>
        <FormattedMessage id={tier === 'platinum' && from === 'read_receipts' ? 'tierPaywall.platinum.bodyReadReceipts' : `tierPaywall.${tier}.body`} />
      </p>
      <FeatureGate feature="purchase" loading={<PricesLoading />}>
        <TierChoice tier={tier} from={from} match={text(props['matchId'])} />
      </FeatureGate>
    </>
  );
}

function TierChoice({ tier, from, match }: { tier: ProductTier; from: string; match: string | undefined }) {
  useSignals();
  const store = useInjection(PURCHASE.Store);
  const subscription = useInjection(PURCHASE.Subscription);
  const [terms, setTerms] = useState<Terms | null>(null);
  const offer = store.tiers.value?.find((t) => t.tier === tier);
  const { loaded, action } = useChoiceLoad(() => subscription.loadTiers(), offer !== undefined);
  if (offer === undefined && !loaded) return <PricesLoading />;
  const chosen = terms ?? offer?.prices[0]?.terms;
  const perks = PERKS[tier === 'platinum' ? 'platinum' : 'gold'];
  return (
    <>
      {offer === undefined ? (
        <p className={errorText} role="alert">
          <FormattedMessage id="app.partFailed" />
        </p>
      ) : (
        <>
          <ul className={perkList}>
            {perks.map((perk) => (
              <li key={perk}>
                <Check size={16} aria-hidden="true" />
                <FormattedMessage id={`tierPaywall.perk.${perk}`} values={{ count: offer.readReceiptsPerMonth }} />
              </li>
            ))}
          </ul>
          {chosen === undefined ? null : <TermChoice legend={<FormattedMessage id="checkout.terms" />} name={`${tier}-terms`} terms={offer.prices} chosen={chosen} onChoose={setTerms} />}
        </>
      )}
      <ContinueToCheckout actionRef={action} tier={tier} href={() => checkoutHref({ product: tier, ...(chosen === undefined ? {} : { terms: chosen }), from, ...(match === undefined ? {} : { match }) })} />
    </>
  );
}

/** CHAT-08, PUR-35: no read receipts left in a conversation: the packs, or Platinum. */
function ReadReceiptPaywall({ props }: { props: Readonly<Record<string, unknown>> }) {
  return (
    <>
      <h2 id="purchase-modal-title">
        <FormattedMessage id="readReceiptPaywall.title" />
      </h2>
      <p id="purchase-modal-body" className={hint}>
        <FormattedMessage id="readReceiptPaywall.body" values={{ name: text(props['name']) ?? '' }} />
      </p>
      <FeatureGate feature="purchase" loading={<PricesLoading />}>
        <ReadReceiptPacks match={text(props['matchId'])} />
      </FeatureGate>
    </>
  );
}

function ReadReceiptPacks({ match }: { match: string | undefined }) {
  useSignals();
  const intl = useIntl();
  const modals = useInjection(NAVIGATION.Modals);
  const navigation = useInjection(ROUTING.Navigation);
  const store = useInjection(PURCHASE.Store);
  const subscription = useInjection(PURCHASE.Subscription);
  const [amount, setAmount] = useState<number | null>(null);
  const catalogue = store.consumables.value;
  const packs = catalogue === null ? [] : packsOf(catalogue.packs, 'readreceipt');
  const ready = packs.length > 0;
  const { loaded, action } = useChoiceLoad(() => subscription.loadConsumables(), ready);
  if (!loaded && !ready) return <PricesLoading />;
  const chosen = amount ?? (packs.find((p) => p.amount === FIRST_PACK) ?? packs[0])?.amount;
  // In one batch: the dialog stays, its content becomes Platinum's.
  const platinum = () =>
    batch(() => {
      modals.close();
      modals.open({ kind: PLATINUM_PAYWALL_MODAL, props: { from: 'read_receipts', ...(match === undefined ? {} : { matchId: match }) } }, { prioritize: true });
    });
  if (chosen === undefined)
    return (
      <>
        <p className={errorText} role="alert">
          <FormattedMessage id="app.partFailed" />
        </p>
        <ModalActions label={<FormattedMessage id="readReceiptPaywall.platinum" />} later={<FormattedMessage id="tierPaywall.later" />} onClose={() => modals.close()} onAction={platinum} />
      </>
    );
  return (
    <>
      <PackChoice pack={{ productType: 'readreceipt', amount: chosen }} packs={packs} held={catalogue?.held.readreceipt} busy={false} onChoose={setAmount} />
      <ModalActions
        actionRef={action}
        label={<FormattedMessage id="readReceiptPaywall.buy" values={{ units: unitsText(intl, 'readreceipt', chosen) }} />}
        later={<FormattedMessage id="tierPaywall.later" />}
        onClose={() => modals.close()}
        onAction={() => {
          modals.close();
          navigation.navigate(checkoutHref({ product: 'readreceipt', amount: chosen, from: 'read_receipts', ...(match === undefined ? {} : { match }) }));
        }}
      >
        <Button wide variant="secondary" onClick={platinum}>
          <FormattedMessage id="readReceiptPaywall.platinum" />
        </Button>
      </ModalActions>
    </>
  );
}

const tierName = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: var(--space-1);
  @media (max-width: 520px) {
    justify-content: flex-start;
  }
`;
/**
 * The tier the provider highlights: a badge on the card's top edge (the cards' prices stay in line), beside its name
 * on a phone, where the cards are rows.
 */
const badge = css`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  @media (max-width: 520px) {
    position: static;
    transform: none;
  }
  padding: 0 var(--space-2);
  border-radius: 999px;
  background: var(--accent-fill);
  color: var(--on-accent);
  font-size: var(--text-xs, 0.75rem);
  font-style: normal;
  font-weight: 600;
  white-space: nowrap;
`;

/**
 * PUR-35, MISC-02: the dynamic paywall: the provider's heading and perks for the feature, its tiers side by side
 * (each with its price a month for the chosen term, the highlighted one marked and chosen first), the terms of the
 * chosen tier (the provider's term first), "Continue" to the checkout with the tier and term chosen.
 */
function DynamicPaywall({ content, from }: { content: DynamicPaywallContent; from: string }) {
  const intl = useIntl();
  const known = (DYNAMIC_PAYWALL_HEADINGS as readonly string[]).includes(content.heading);
  const feature = intl.formatMessage({ id: `discovery.feature.${content.feature}`, defaultMessage: content.feature });
  return (
    <>
      <h2 id="purchase-modal-title">
        <FormattedMessage id={known ? `dynamicPaywall.heading.${content.heading}` : 'dynamicPaywall.heading.other'} values={{ feature }} />
      </h2>
      <p id="purchase-modal-body" className={hint}>
        <FormattedMessage id="dynamicPaywall.body" />
      </p>
      <FeatureGate feature="purchase" loading={<PricesLoading />}>
        <DynamicPlans content={content} from={from} />
      </FeatureGate>
    </>
  );
}

function DynamicPlans({ content, from }: { content: DynamicPaywallContent; from: string }) {
  useSignals();
  const intl = useIntl();
  const store = useInjection(PURCHASE.Store);
  const subscription = useInjection(PURCHASE.Subscription);
  const [tier, setTier] = useState<ProductTier>(content.highlighted);
  const [terms, setTerms] = useState<Terms>(content.terms);
  const catalogue = store.tiers.value;
  const offered = catalogue === null ? [] : dynamicPaywallPlans(content, catalogue);
  const { loaded, action } = useChoiceLoad(() => subscription.loadTiers(), offered.length > 0);
  if (offered.length === 0 && !loaded) return <PricesLoading />;
  const chosen = offered.find((p) => p.tier === tier) ?? offered[0];
  const chosenTerms = chosen === undefined ? undefined : startingTerms(chosen, terms);
  const readReceipts = catalogue?.find((t) => t.tier === 'platinum')?.readReceiptsPerMonth ?? 0;
  return (
    <>
      <ul className={perkList}>
        {content.perks.map((perk) => (
          <li key={perk}>
            <Check size={16} aria-hidden="true" />
            <FormattedMessage id={`tierPaywall.perk.${perk}`} values={{ count: readReceipts }} />
          </li>
        ))}
      </ul>
      {chosen === undefined || chosenTerms === undefined ? (
        <p className={errorText} role="alert">
          <FormattedMessage id="app.partFailed" />
        </p>
      ) : (
        <>
          <fieldset className={plans}>
            <legend>
              <FormattedMessage id="dynamicPaywall.tiers" />
            </legend>
            {offered.map((p) => {
              const price = p.prices.find((x) => x.terms === startingTerms(p, chosenTerms)) ?? p.prices[0];
              const name = intl.formatMessage({ id: `discovery.tier.${p.tier}` });
              return (
                <label key={p.tier} className={plan}>
                  <input type="radio" name="dynamic-paywall-tier" value={p.tier} checked={p.tier === chosen.tier} onChange={() => setTier(p.tier)} />
                  <strong className={tierName}>
                    {name}
                    {p.tier === content.highlighted ? (
                      <em className={badge}>
                        <FormattedMessage id="dynamicPaywall.highlighted" />
                      </em>
                    ) : null}
                  </strong>
                  {price === undefined ? null : (
                    <b>
                      <FormattedMessage id="checkout.perMonth" values={{ price: formatMoney(intl, Math.round(price.price / price.terms), price.currency) }} />
                    </b>
                  )}
                  {price === undefined ? null : (
                    <span>
                      <FormattedMessage id="checkout.billed" values={{ price: formatMoney(intl, price.price, price.currency), months: price.terms }} />
                    </span>
                  )}
                </label>
              );
            })}
          </fieldset>
          <TermChoice legend={<FormattedMessage id="checkout.terms" />} name="dynamic-paywall-terms" terms={chosen.prices} chosen={chosenTerms} onChoose={setTerms} />
        </>
      )}
      <ContinueToCheckout actionRef={action} tier={chosen?.tier} href={() => (chosen === undefined ? null : checkoutHref({ product: chosen.tier, ...(chosenTerms === undefined ? {} : { terms: chosenTerms }), from }))} />
    </>
  );
}
