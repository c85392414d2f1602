import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, type ReactNode } from 'react';
import { AUTH, DEVICE_FLAGGED_MODAL } from '../../core/auth';
import { BAN_MODAL, WARNING_MODAL } from '../../core/bans/modal-kinds';
import { NAVIGATION, type ModalRequest } from '../../core/navigation';
import { CELEBRATION_LIKES_MODAL } from '../../core/likes-you/modal-kinds';
import { BUNDLE_OFFER_MODAL, INCENTIVE_REDEMPTION_MODAL, INTRO_PRICE_OFFER_MODAL, PERSONALIZED_OFFER_MODAL } from '../../core/offers/modal-kinds';
import { DYNAMIC_PAYWALL_MODAL, GOLD_PAYWALL_MODAL, PLATINUM_PAYWALL_MODAL, READ_RECEIPT_PAYWALL_MODAL } from '../../core/purchase/modal-kinds';
import { EMAIL_PROMPT_MODAL } from '../../core/post-login/modal-kinds';
import {
  INCOGNITO_MODAL,
  ITS_A_MATCH_MODAL,
  OUT_OF_LIKES_MODAL,
  OUT_OF_SWIPE_NOTES_MODAL,
  PAYWALL_MODAL,
  PRIORITY_LIKES_MODAL,
  SUPER_LIKE_PAYWALL_MODAL,
  SUPER_LIKE_UPSELL_MODAL,
} from '../../core/recs/modal-kinds';
import { OutageModalHost } from '../auth/OutageModalHost';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { useInjection } from '../di/resolver';

// The login modal (and with it the protobuf gateway) loads only when the sign-in flow opens.
const LoginModal = lazy(() => import('../auth/LoginModal'));
const ItsAMatchModal = lazy(() => import('../recs/ItsAMatchModal'));
const DiscoveryNoticeModal = lazy(() => import('../recs/DiscoveryNoticeModal'));
const BanModals = lazy(() => import('../bans/BanModals'));
const EmailPromptModal = lazy(() => import('../settings/EmailPromptModal'));
const LikesModals = lazy(() => import('../likes/LikesModals'));
const OfferModals = lazy(() => import('../offers/OfferModals'));
const PurchaseModals = lazy(() => import('../purchase/PurchaseModals'));

/** BAN-14: the ban, warning and device-flagged modals (their own chunk). */
const BAN_KINDS: ReadonlySet<string> = new Set([BAN_MODAL, WARNING_MODAL, DEVICE_FLAGGED_MODAL]);

/** The discovery modals told about in one dialog (out of likes, paywalls, offers, incognito). */
const NOTICE_KINDS: ReadonlySet<string> = new Set([
  OUT_OF_LIKES_MODAL,
  SUPER_LIKE_PAYWALL_MODAL,
  SUPER_LIKE_UPSELL_MODAL,
  OUT_OF_SWIPE_NOTES_MODAL,
  PAYWALL_MODAL,
  PRIORITY_LIKES_MODAL,
  INCOGNITO_MODAL,
]);

/** NAV-14: the login modal, loaded the first time the sign-in flow opens. */
function LoginModalHost() {
  useSignals();
  const launcher = useInjection(AUTH.LoginLauncher);
  return launcher.isOpen.value ? (
    <ChunkBoundary fallback={null} onError={() => launcher.close()}>
      <Suspense fallback={null}>
        <LoginModal />
      </Suspense>
    </ChunkBoundary>
  ) : null;
}

/** A modal of the queue (NAV-13) while one of `kinds` is at the front, its chunk loaded then. */
function QueuedModal({ kinds, render }: { kinds: ReadonlySet<string>; render: (modal: ModalRequest) => ReactNode }) {
  useSignals();
  const modals = useInjection(NAVIGATION.Modals);
  const current = modals.current.value;
  if (current === undefined || !kinds.has(current.kind)) return null;
  return (
    <ChunkBoundary fallback={null} onError={() => modals.close()}>
      <Suspense fallback={null}>{render(current)}</Suspense>
    </ChunkBoundary>
  );
}

/** MATCH-15: the "it's a match" modal. */
const MATCH_KINDS: ReadonlySet<string> = new Set([ITS_A_MATCH_MODAL]);
const matchModal = (current: ModalRequest) => (
  <ItsAMatchModal name={current.title ?? ''} matchId={typeof current.props?.['matchId'] === 'string' ? current.props['matchId'] : undefined} />
);
/** RECS-11, RECS-12, RECS-14, RECS-17, SET-10: the discovery notice. */
const noticeModal = (current: ModalRequest) => <DiscoveryNoticeModal kind={current.kind} props={current.props ?? {}} />;
/** BAN-08, BAN-11, BAN-14: the ban, warning and device-flagged modals. */
const banModal = (current: ModalRequest) => <BanModals modal={current} />;
/** PL-10: the e-mail prompt after sign-in. */
const EMAIL_PROMPT_KINDS: ReadonlySet<string> = new Set([EMAIL_PROMPT_MODAL]);
const emailPromptModal = (current: ModalRequest) => <EmailPromptModal modal={current} />;

/** LIKES-10: the celebration of new likes. */
const LIKES_KINDS: ReadonlySet<string> = new Set([CELEBRATION_LIKES_MODAL]);
const likesModal = (current: ModalRequest) => <LikesModals modal={current} />;
/** PUR-35, CHAT-08: the dynamic paywall, the Gold and Platinum paywalls and the read-receipt paywall. */
const PURCHASE_KINDS: ReadonlySet<string> = new Set([DYNAMIC_PAYWALL_MODAL, GOLD_PAYWALL_MODAL, PLATINUM_PAYWALL_MODAL, READ_RECEIPT_PAYWALL_MODAL]);
const purchaseModal = (current: ModalRequest) => <PurchaseModals modal={current} />;

/** PL-13, PUR-35: the offers' purchase modals (incentive redemption, intro price and sub offer, personalized offer, bundle offer). */
const OFFER_KINDS: ReadonlySet<string> = new Set([INCENTIVE_REDEMPTION_MODAL, INTRO_PRICE_OFFER_MODAL, PERSONALIZED_OFFER_MODAL, BUNDLE_OFFER_MODAL]);
const offerModal = (current: ModalRequest) => <OfferModals modal={current} />;

/** NAV-12: the modal manager: the sign-in modals (NAV-14) and the kinds of the modal queue (NAV-13) it knows. */
export function ModalManager() {
  return (
    <>
      <LoginModalHost />
      <OutageModalHost />
      <QueuedModal kinds={MATCH_KINDS} render={matchModal} />
      <QueuedModal kinds={NOTICE_KINDS} render={noticeModal} />
      <QueuedModal kinds={BAN_KINDS} render={banModal} />
      <QueuedModal kinds={EMAIL_PROMPT_KINDS} render={emailPromptModal} />
      <QueuedModal kinds={LIKES_KINDS} render={likesModal} />
      <QueuedModal kinds={OFFER_KINDS} render={offerModal} />
      <QueuedModal kinds={PURCHASE_KINDS} render={purchaseModal} />
    </>
  );
}
