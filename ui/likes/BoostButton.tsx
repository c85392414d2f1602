import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Zap from 'lucide-react/icons/zap';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BOOST_VARIANTS, BOOSTS, boostProgressLeft, boostTapAction, boostWallet, variantOf, type BoostVariant } from '../../core/boosts';
import { OFFERS, type BoostPaywallOffer } from '../../core/offers';
import { routeHref, ROUTING } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { Button, Dialog } from '../components';
import { hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { useFeature } from '../hooks/use-feature';
import { formatWait } from '../i18n/wait';
import { formatMoney } from '../purchase/money';

const RING = 44;
const STROKE = 4;
const RADIUS = (RING - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
`;
const boostButton = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 48px;
  padding: 0 var(--space-3) 0 var(--space-1);
  border: 1px solid var(--border);
  border-radius: var(--radius-full);
  background: var(--raised);
  color: var(--fg);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    border-color: var(--border-strong);
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  svg.ring {
    flex: none;
  }
  .ring-track {
    stroke: var(--border);
  }
  .ring-left {
    stroke: var(--brand);
    transition: stroke-dashoffset 1s linear;
  }
  .icon {
    color: var(--brand);
  }
  @media (prefers-reduced-motion: reduce) {
    .ring-left {
      transition: none;
    }
  }
`;
const ringBox = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: ${RING}px;
  height: ${RING}px;
  > * {
    grid-area: 1 / 1;
  }
`;
export const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
const dialogActions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
  margin-top: var(--space-4);
  @media (max-width: 520px) {
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;
const walletList = css`
  list-style: none;
  margin: var(--space-3) 0 0;
  padding: 0;
  display: grid;
  gap: var(--space-2);
  button {
    width: 100%;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: var(--space-2);
    min-height: 48px;
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--border);
    border-radius: var(--radius-lg);
    background: var(--raised);
    color: var(--fg);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    text-align: start;
  }
  button:hover {
    border-color: var(--border-strong);
  }
  button:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  button:disabled {
    cursor: default;
    opacity: 0.6;
  }
  small {
    color: var(--muted);
    font-weight: 400;
  }
`;

/** mm:ss of a wait in ms (the countdown). */
export const countdown = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

type OpenModal = 'active' | 'ended' | 'out' | 'paywall' | 'first-time' | 'wallet' | null;

/** The consumable each variant is bought as (PUR-05). */
const PRODUCT_OF: Readonly<Record<BoostVariant, string>> = { boost: 'boost', super_boost: 'superboost', primetime_boost: 'primetimeboost' };

/**
 * BOOST-03, BOOST-05, BOOST-06, BOOST-07: the boost button with its countdown ring, and its modals: the first
 * time (what a boost does, before the first), the wallet (which of the boosts held to start), the active boost
 * (time left; a super or primetime boost says so), the boost's end, out of boosts and the paywall, both with the
 * upsell to buy boosts (docs/decisions.md BOOST-06 says which modals are folded into these).
 */
export function BoostButton() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(BOOSTS.Store);
  const boosts = useInjection(BOOSTS.UseCase);
  const navigation = useInjection(ROUTING.Navigation);
  const clock = useInjection(SHARED.Clock);
  const [open, setOpen] = useState<OpenModal>(null);
  const [refused, setRefused] = useState<BoostVariant>('boost');
  const button = useRef<HTMLButtonElement>(null);
  const { phase, boost, errorCode } = store.machine.value;
  const remaining = store.remainingMs.value;
  const previousPhase = useRef(phase);

  // A tap waits for the member's boosts to be read: what it does (explain, choose, start) depends on them.
  const loading = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    loading.current = boosts.load();
    return () => boosts.dispose();
  }, [boosts]);

  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phase;
    if (before === 'active' && phase === 'ended') setOpen('ended');
    if (phase === 'failed') setOpen(errorCode === 40390 ? 'paywall' : 'out');
  }, [phase, errorCode]);

  const active = phase === 'active' && boost !== null;
  const left = active ? boostProgressLeft(boost, store.now.value || clock.now()) : 0;
  const time = countdown(remaining);
  const label = active ? intl.formatMessage({ id: 'boost.button.active' }, { time }) : intl.formatMessage({ id: 'boost.button.start' });

  const close = () => {
    setOpen(null);
    if (phase === 'failed' || phase === 'ended') boosts.acknowledge();
  };
  const startVariant = (variant: BoostVariant) => {
    setOpen(null);
    setRefused(variant);
    void boosts.start(variant);
  };
  const tap = async () => {
    await loading.current;
    // What the store holds now (the render this handler came from may predate the read).
    const held = store.machine.peek();
    if (held.phase === 'active' && held.boost !== null) return setOpen('active');
    const action = boostTapAction(held.boost);
    if (action === 'start') startVariant('boost');
    else setOpen(action);
  };
  /** The upsell: the checkout's packs of the variant (5 chosen). */
  const buy = (variant: BoostVariant) => {
    close();
    navigation.navigate(routeHref('checkout', {}, `?product=${PRODUCT_OF[variant]}&amount=${variant === 'super_boost' ? 1 : 5}&from=boost`));
  };
  const wallet = boostWallet(boost);

  return (
    <div className={wrap}>
      <button
        ref={button}
        type="button"
        className={boostButton}
        aria-label={label}
        aria-busy={phase === 'starting'}
        onClick={() => void tap()}
        data-testid="boost-button"
      >
        <span className={ringBox} aria-hidden="true">
          <svg className="ring" width={RING} height={RING} viewBox={`0 0 ${RING} ${RING}`}>
            <circle className="ring-track" cx={RING / 2} cy={RING / 2} r={RADIUS} fill="none" strokeWidth={STROKE} />
            <circle
              className="ring-left"
              cx={RING / 2}
              cy={RING / 2}
              r={RADIUS}
              fill="none"
              strokeWidth={STROKE}
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - left)}
              transform={`rotate(-90 ${RING / 2} ${RING / 2})`}
            />
          </svg>
          <Zap className="icon" size={20} aria-hidden />
        </span>
        <span aria-hidden="true">{active ? time : <FormattedMessage id="boost.button.short" />}</span>
      </button>
      {/* The time left, read out once a minute at most: the ring itself is not announced every second. */}
      <span role="status" className={srOnly}>
        {active ? intl.formatMessage({ id: 'boost.status.active' }, { minutes: Math.ceil(remaining / 60_000) }) : phase === 'ended' ? intl.formatMessage({ id: 'boost.status.ended' }) : ''}
      </span>
      {open === 'active' && active ? (
        <BoostNotice id="boost-active" title={<FormattedMessage id="boost.active.title" values={{ variant: variantOf(boost) }} />} onClose={close} returnFocusTo={button}>
          <FormattedMessage id="boost.active.body" values={{ time, multiplier: boost.multiplier }} />
        </BoostNotice>
      ) : null}
      {open === 'ended' ? (
        <BoostNotice
          id="boost-end"
          title={<FormattedMessage id="boost.end.title" />}
          onClose={close}
          returnFocusTo={button}
          action={(boost?.remaining ?? 0) === 0 ? { label: <FormattedMessage id="boost.upsell.buy" />, onClick: () => buy('boost') } : undefined}
        >
          <FormattedMessage id="boost.end.body" values={{ remaining: boost?.remaining ?? 0 }} />
        </BoostNotice>
      ) : null}
      {open === 'out' ? (
        <BoostNotice id="boost-out" title={<FormattedMessage id="boost.out.title" />} onClose={close} returnFocusTo={button} action={{ label: <FormattedMessage id="boost.upsell.buy" />, onClick: () => buy('boost') }}>
          {boost?.resets_at != null ? (
            <FormattedMessage id="boost.out.body" values={{ date: intl.formatDate(boost.resets_at, { day: 'numeric', month: 'long' }) }} />
          ) : (
            <FormattedMessage id="boost.out.bodyNoDate" />
          )}
        </BoostNotice>
      ) : null}
      {open === 'paywall' ? (
        <BoostNotice
          id="boost-paywall"
          title={<FormattedMessage id="boost.paywall.title" values={{ variant: refused }} />}
          onClose={close}
          returnFocusTo={button}
          closeLabel={<FormattedMessage id="boost.notNow" />}
          action={{ label: <FormattedMessage id="boost.upsell.buyVariant" values={{ variant: refused }} />, onClick: () => buy(refused) }}
          extra={
            refused === 'boost' ? (
              <BoostOffer
                onBuy={(offerId) => {
                  close();
                  navigation.navigate(routeHref('checkout', {}, `?product=consumable&offer=${encodeURIComponent(offerId)}&from=boost_offer`));
                }}
              />
            ) : undefined
          }
          secondary={
            refused === 'boost'
              ? {
                  label: <FormattedMessage id="discovery.notice.seePlans" />,
                  onClick: () => {
                    close();
                    navigation.navigate(routeHref('checkout', {}, '?product=gold&from=boost'));
                  },
                }
              : undefined
          }
        >
          <FormattedMessage id="boost.paywall.body" values={{ variant: refused }} />
        </BoostNotice>
      ) : null}
      {open === 'first-time' ? (
        <BoostNotice
          id="boost-first"
          title={<FormattedMessage id="boost.first.title" />}
          onClose={close}
          returnFocusTo={button}
          closeLabel={<FormattedMessage id="boost.notNow" />}
          action={{ label: <FormattedMessage id="boost.first.start" />, onClick: () => startVariant(BOOST_VARIANTS.find((v) => wallet[v] > 0) ?? 'boost') }}
        >
          <FormattedMessage id="boost.first.body" />
        </BoostNotice>
      ) : null}
      {open === 'wallet' ? (
        <BoostNotice
          id="boost-wallet"
          title={<FormattedMessage id="boost.wallet.title" />}
          onClose={close}
          returnFocusTo={button}
          closeLabel={<FormattedMessage id="boost.notNow" />}
          secondary={{ label: <FormattedMessage id="boost.upsell.buy" />, onClick: () => buy('boost') }}
          extra={
            <ul className={walletList}>
              {BOOST_VARIANTS.map((variant) => (
                <li key={variant}>
                  <button type="button" disabled={wallet[variant] === 0} onClick={() => startVariant(variant)} data-autofocus={variant === BOOST_VARIANTS.find((v) => wallet[v] > 0) ? true : undefined}>
                    <span>
                      <FormattedMessage id="boost.wallet.start" values={{ variant }} />
                    </span>
                    <small>
                      <FormattedMessage id="boost.wallet.left" values={{ count: wallet[variant] }} />
                    </small>
                  </button>
                </li>
              ))}
            </ul>
          }
        >
          <FormattedMessage id="boost.wallet.body" />
        </BoostNotice>
      ) : null}
    </div>
  );
}

interface NoticeAction {
  readonly label: ReactNode;
  readonly onClick: () => void;
}

/** BOOST-08: the boost offer in the boost paywall (1 boost for 0.99), while its paywall has not expired. */
function BoostOffer({ onBuy }: { onBuy: (offerId: string) => void }) {
  return useFeature('offers') === 'ready' ? <BoostOfferReady onBuy={onBuy} /> : null;
}

function BoostOfferReady({ onBuy }: { onBuy: (offerId: string) => void }) {
  const intl = useIntl();
  const offers = useInjection(OFFERS.Offers);
  const paywall = useInjection(OFFERS.BoostOfferPaywall);
  const clock = useInjection(SHARED.Clock);
  const [shown, setShown] = useState<BoostPaywallOffer | null>(null);
  useEffect(() => {
    let live = true;
    void offers
      .load()
      .then(() => paywall.current())
      .then((found) => {
        if (live) setShown(found);
      });
    return () => {
      live = false;
    };
  }, [offers, paywall]);
  if (shown === null) return null;
  const { offer } = shown;
  const price = formatMoney(intl, offer.price, offer.currency);
  return (
    <div className={offerBox}>
      <p id="boost-offer-text">
        <FormattedMessage
          id="boost.offer.body"
          values={{ price, was: formatMoney(intl, offer.originalPrice, offer.currency), wait: formatWait(intl, shown.expiresAt - clock.now()) }}
        />
      </p>
      <Button variant="secondary" wide aria-describedby="boost-offer-text" onClick={() => onBuy(offer.offerId)}>
        <FormattedMessage id="boost.offer.buy" values={{ price }} />
      </Button>
    </div>
  );
}

const offerBox = css`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-3);
  border: 1px solid var(--accent);
  border-radius: var(--radius);
  margin-block: var(--space-3);

  p {
    margin: 0;
  }
`;

/**
 * BOOST-06: one of the boost's notices: a title, what it says, what else it holds (the wallet's choices), and its
 * buttons: the main action (which takes the focus), a second one, and the one that closes it (OK, or Not now).
 */
function BoostNotice({
  id,
  title,
  children,
  onClose,
  returnFocusTo,
  action,
  secondary,
  closeLabel,
  extra,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  action?: NoticeAction | undefined;
  secondary?: NoticeAction | undefined;
  closeLabel?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-body`} onClose={onClose} returnFocusTo={returnFocusTo}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-body`} className={hint}>
        {children}
      </p>
      {extra}
      <div className={dialogActions}>
        <Button variant={action || secondary || extra ? 'ghost' : 'primary'} data-autofocus={action || extra ? undefined : true} onClick={onClose}>
          {closeLabel ?? <FormattedMessage id="boost.ok" />}
        </Button>
        {secondary ? (
          <Button variant="secondary" onClick={secondary.onClick}>
            {secondary.label}
          </Button>
        ) : null}
        {action ? (
          <Button data-autofocus onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
