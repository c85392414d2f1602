import { batch } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NAVIGATION } from '../../core/navigation';
import { checkoutHref } from '../../core/purchase/checkout-destination';
import { DYNAMIC_PAYWALL_MODAL, PLATINUM_PAYWALL_MODAL } from '../../core/purchase/modal-kinds';
import { PURCHASE, type DynamicPaywall } from '../../core/purchase';
import {
  INCOGNITO_MODAL,
  OUT_OF_LIKES_MODAL,
  OUT_OF_SWIPE_NOTES_MODAL,
  PAYWALL_MODAL,
  PRIORITY_LIKES_MODAL,
  SUPER_LIKE_PAYWALL_MODAL,
  SUPER_LIKE_UPSELL_MODAL,
} from '../../core/recs/modal-kinds';
import { canBypassBouncer, RECS } from '../../core/recs';
import { routeHref, ROUTING } from '../../core/routing';
import { button, hint, primary, secondary, wide } from '../components/styles';
import { Dialog } from '../components/Dialog';
import { useInjection } from '../di/resolver';
import { useFeature } from '../hooks/use-feature';
import { formatWait } from '../i18n/wait';
import { SHARED } from '../../core/shared';

/** The messages of each discovery modal (NAV-13 kinds). */
const MESSAGES: Readonly<Record<string, string>> = {
  [OUT_OF_LIKES_MODAL]: 'outOfLikes',
  [SUPER_LIKE_PAYWALL_MODAL]: 'superLikePaywall',
  [SUPER_LIKE_UPSELL_MODAL]: 'superLikeUpsell',
  [OUT_OF_SWIPE_NOTES_MODAL]: 'outOfSwipeNotes',
  [PAYWALL_MODAL]: 'paywall',
  [PRIORITY_LIKES_MODAL]: 'priorityLikes',
  [INCOGNITO_MODAL]: 'incognito',
};

/** The modals that lead to the paywall's plans (PUR-35: out of likes, super-like paywall, paywall). */
const PLAN_KINDS: ReadonlySet<string> = new Set([OUT_OF_LIKES_MODAL, SUPER_LIKE_PAYWALL_MODAL, PAYWALL_MODAL]);

/** The modals that lead to a consumable's packs (out of super likes, RECS-13's upsell, out of swipe notes), and which. */
const PACK_OF: Readonly<Record<string, string>> = {
  [SUPER_LIKE_PAYWALL_MODAL]: 'superlike',
  [SUPER_LIKE_UPSELL_MODAL]: 'superlike',
  [OUT_OF_SWIPE_NOTES_MODAL]: 'swipenote',
};
const PACK_KINDS: ReadonlySet<string> = new Set(Object.keys(PACK_OF));

/**
 * RECS-11, RECS-12, RECS-14, RECS-17, SET-10: what the discovery modals say (out of likes and when they come back,
 * out of super likes, a feature the tier lacks, the priority-likes offer, incognito), with one button that closes
 * the modal.
 */
export default function DiscoveryNoticeModal({ kind, props }: { kind: string; props: Readonly<Record<string, unknown>> }) {
  // Only the out-of-likes notice reads the recs (Discover's module, loaded with it); the paywalls show anywhere.
  return kind === OUT_OF_LIKES_MODAL ? <OutOfLikesNotice kind={kind} props={props} /> : <Notice kind={kind} props={props} />;
}

/** RECS-16: out of likes, a bouncer bypass held lets the like of the card on top through; none held: the packs. */
function OutOfLikesNotice({ kind, props }: { kind: string; props: Readonly<Record<string, unknown>> }) {
  useSignals();
  const clock = useInjection(SHARED.Clock);
  const store = useInjection(RECS.Store);
  const swipe = useInjection(RECS.Swipe);
  const allowances = store.allowances.value;
  const held = canBypassBouncer(allowances, clock.now()) ? (allowances.bouncerBypasses ?? 0) : 0;
  return <Notice kind={kind} props={props} bypass={held > 0 ? { held, take: () => void swipe.bouncerBypass() } : undefined} />;
}

function Notice({ kind, props, bypass }: { kind: string; props: Readonly<Record<string, unknown>>; bypass?: { held: number; take: () => void } | undefined }) {
  const intl = useIntl();
  const modals = useInjection(NAVIGATION.Modals);
  const clock = useInjection(SHARED.Clock);
  const navigation = useInjection(ROUTING.Navigation);
  const name = MESSAGES[kind] ?? 'paywall';
  const outOfLikes = kind === OUT_OF_LIKES_MODAL;
  const at = typeof props['until'] === 'number' ? props['until'] : typeof props['resetsAt'] === 'number' ? props['resetsAt'] : undefined;
  const values = {
    time: at === undefined ? '' : intl.formatTime(at, { hour: 'numeric', minute: '2-digit' }),
    wait: at === undefined ? '' : formatWait(intl, at - clock.now()),
    feature: intl.formatMessage({ id: `discovery.feature.${String(props['feature'] ?? 'undo')}`, defaultMessage: String(props['feature'] ?? '') }),
    tier: intl.formatMessage({ id: `discovery.tier.${String(props['requiredTier'] ?? 'plus')}`, defaultMessage: String(props['requiredTier'] ?? 'Plus') }),
  };
  return (
    <Dialog labelledBy="discovery-notice-title" describedBy="discovery-notice-body" onClose={() => modals.close()}>
      <h2 id="discovery-notice-title">
        <FormattedMessage id={`discovery.notice.${name}.title`} values={values} />
      </h2>
      <p id="discovery-notice-body" className={hint}>
        <FormattedMessage id={`discovery.notice.${name}.body`} values={values} />
      </p>
      {bypass !== undefined ? (
        <>
          <p id="discovery-notice-bypass" className={hint}>
            <FormattedMessage id="discovery.notice.outOfLikes.bypassHeld" values={{ count: bypass.held }} />
          </p>
          <button
            type="button"
            className={`${button} ${primary} ${wide}`}
            data-autofocus
            aria-describedby="discovery-notice-bypass"
            onClick={() => {
              modals.close();
              bypass.take();
            }}
          >
            <FormattedMessage id="discovery.notice.outOfLikes.bypass" />
          </button>
        </>
      ) : null}
      {PACK_KINDS.has(kind) ? (
        <button
          type="button"
          className={`${button} ${primary} ${wide}`}
          data-autofocus
          onClick={() => {
            // Out of super likes: a pack of them, through the card checkout (5 chosen, the others one tap away).
            modals.close();
            const product = PACK_OF[kind] ?? 'superlike';
            navigation.navigate(routeHref('checkout', {}, `?product=${product}&amount=5&from=${product === 'swipenote' ? 'swipe_note' : 'super_like'}`));
          }}
        >
          <FormattedMessage id={PACK_OF[kind] === 'swipenote' ? 'discovery.notice.outOfSwipeNotes.buy' : 'discovery.notice.superLikePaywall.buy'} />
        </button>
      ) : null}
      {PLAN_KINDS.has(kind) ? (
        <PlansButton
          className={`${button} ${PACK_KINDS.has(kind) || bypass !== undefined ? secondary : primary} ${wide}`}
          autofocus={!(PACK_KINDS.has(kind) || bypass !== undefined)}
          feature={kind === PAYWALL_MODAL && typeof props['feature'] === 'string' ? props['feature'] : null}
          onPlans={() => {
            // PUR-35: the paywall's plans, the tier the feature needs chosen (Gold for likes and super likes); a
            // Platinum-only feature opens the platinum paywall first.
            const tier = typeof props['requiredTier'] === 'string' && props['requiredTier'] !== 'plus' ? props['requiredTier'] : 'gold';
            const from = String(props['feature'] ?? kind);
            modals.close();
            if (tier === 'platinum') modals.open({ kind: PLATINUM_PAYWALL_MODAL, props: { from } }, { prioritize: true });
            else navigation.navigate(checkoutHref({ product: tier, from }));
          }}
        />
      ) : null}
      {outOfLikes && bypass === undefined ? (
        <button
          type="button"
          className={`${button} ${secondary} ${wide}`}
          onClick={() => {
            // RECS-16: bouncer bypasses in packs, through the card checkout (5 chosen).
            modals.close();
            navigation.navigate(routeHref('checkout', {}, '?product=bouncerbypass&amount=5&from=bouncer_bypass'));
          }}
        >
          <FormattedMessage id="discovery.notice.outOfLikes.buyBypass" />
        </button>
      ) : null}
      <button
        type="button"
        className={`${button} ${PLAN_KINDS.has(kind) || PACK_KINDS.has(kind) ? secondary : primary} ${wide}`}
        data-autofocus={PLAN_KINDS.has(kind) || PACK_KINDS.has(kind) ? undefined : true}
        onClick={() => modals.close()}
      >
        <FormattedMessage id={kind === SUPER_LIKE_UPSELL_MODAL ? 'discovery.notice.notNow' : 'discovery.notice.ok'} />
      </button>
    </Dialog>
  );
}

/**
 * "See the plans". For the feature paywall (`feature`), PUR-35's dynamic paywall when the provider has content for
 * the feature (asked when the notice opens, MISC-02); without any, or when it cannot be read, `onPlans` (the paywall
 * of before). A press before the answer waits for it (the button says it is busy). One button throughout, so the
 * focus stays on it.
 */
function PlansButton({ className, autofocus, feature, onPlans }: { className: string; autofocus: boolean; feature: string | null; onPlans: () => void }) {
  const modals = useInjection(NAVIGATION.Modals);
  const purchase = useFeature('purchase');
  const [answer, setAnswer] = useState<DynamicPaywall | null | undefined>(feature === null ? null : undefined);
  const [pressed, setPressed] = useState(false);
  const known = purchase === 'failed' ? null : answer;
  const go = useRef(onPlans);
  go.current = onPlans;
  useEffect(() => {
    if (!pressed || known === undefined) return;
    setPressed(false);
    if (known === null) return go.current();
    // In one batch: the notice closes and the dynamic paywall takes its place.
    batch(() => {
      modals.close();
      modals.open({ kind: DYNAMIC_PAYWALL_MODAL, props: { paywall: known.content, from: known.content.feature } }, { prioritize: true });
    });
  }, [pressed, known, modals]);
  return (
    <>
      {feature !== null && purchase === 'ready' ? <AskDynamicPaywall feature={feature} onAnswer={setAnswer} /> : null}
      <button type="button" className={className} data-autofocus={autofocus ? true : undefined} aria-busy={pressed || undefined} onClick={() => setPressed(true)}>
        <FormattedMessage id="discovery.notice.seePlans" />
      </button>
    </>
  );
}

/** Asks the provider for the feature's dynamic paywall once (the purchase part loaded). */
function AskDynamicPaywall({ feature, onAnswer }: { feature: string; onAnswer: (answer: DynamicPaywall | null) => void }) {
  const dynamic = useInjection(PURCHASE.DynamicPaywall);
  useEffect(() => {
    let live = true;
    void dynamic.paywallFor(feature).then(
      (answer) => live && onAnswer(answer),
      () => live && onAnswer(null),
    );
    return () => {
      live = false;
    };
  }, [dynamic, feature, onAnswer]);
  return null;
}
