import { useSignals } from '@preact/signals-react/runtime';
import { FormattedMessage, useIntl } from 'react-intl';
import { NAVIGATION } from '../../core/navigation';
import { checkoutHref } from '../../core/purchase/checkout-destination';
import { PLATINUM_PAYWALL_MODAL } from '../../core/purchase/modal-kinds';
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
        <button
          type="button"
          className={`${button} ${PACK_KINDS.has(kind) || bypass !== undefined ? secondary : primary} ${wide}`}
          data-autofocus={PACK_KINDS.has(kind) || bypass !== undefined ? undefined : true}
          onClick={() => {
            // PUR-35: the paywall's plans, the tier the feature needs chosen (Gold for likes and super likes); a
            // Platinum-only feature opens the platinum paywall first.
            const tier = typeof props['requiredTier'] === 'string' && props['requiredTier'] !== 'plus' ? props['requiredTier'] : 'gold';
            const from = String(props['feature'] ?? kind);
            modals.close();
            if (tier === 'platinum') modals.open({ kind: PLATINUM_PAYWALL_MODAL, props: { from } }, { prioritize: true });
            else navigation.navigate(checkoutHref({ product: tier, from }));
          }}
        >
          <FormattedMessage id="discovery.notice.seePlans" />
        </button>
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
