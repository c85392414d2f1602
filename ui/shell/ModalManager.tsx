import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { AUTH, DEVICE_FLAGGED_MODAL } from '../../core/auth';
import { BAN_MODAL, WARNING_MODAL } from '../../core/bans/modal-kinds';
import { NAVIGATION } from '../../core/navigation';
import { INCOGNITO_MODAL, ITS_A_MATCH_MODAL, OUT_OF_LIKES_MODAL, PAYWALL_MODAL, PRIORITY_LIKES_MODAL, SUPER_LIKE_PAYWALL_MODAL } from '../../core/recs/modal-kinds';
import { OutageModalHost } from '../auth/OutageModalHost';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { useInjection } from '../di/resolver';

// The login modal (and with it the protobuf gateway) loads only when the sign-in flow opens.
const LoginModal = lazy(() => import('../auth/LoginModal'));
const ItsAMatchModal = lazy(() => import('../recs/ItsAMatchModal'));
const DiscoveryNoticeModal = lazy(() => import('../recs/DiscoveryNoticeModal'));
const BanModals = lazy(() => import('../bans/BanModals'));

/** BAN-14: the ban, warning and device-flagged modals (their own chunk). */
const BAN_KINDS: ReadonlySet<string> = new Set([BAN_MODAL, WARNING_MODAL, DEVICE_FLAGGED_MODAL]);

/** The discovery modals told about in one dialog (out of likes, paywalls, offers, incognito). */
const NOTICE_KINDS: ReadonlySet<string> = new Set([OUT_OF_LIKES_MODAL, SUPER_LIKE_PAYWALL_MODAL, PAYWALL_MODAL, PRIORITY_LIKES_MODAL, INCOGNITO_MODAL]);

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

/** MATCH-15: the "it's a match" modal while one is at the front of the queue. */
function MatchModalHost() {
  useSignals();
  const modals = useInjection(NAVIGATION.Modals);
  const current = modals.current.value;
  if (current?.kind !== ITS_A_MATCH_MODAL) return null;
  return (
    <ChunkBoundary fallback={null} onError={() => modals.close()}>
      <Suspense fallback={null}>
        <ItsAMatchModal name={current.title ?? ''} matchId={typeof current.props?.['matchId'] === 'string' ? current.props['matchId'] : undefined} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** RECS-11, RECS-12, RECS-14, RECS-17, SET-10: the discovery notice while one is at the front of the queue. */
function DiscoveryNoticeHost() {
  useSignals();
  const modals = useInjection(NAVIGATION.Modals);
  const current = modals.current.value;
  if (current === undefined || !NOTICE_KINDS.has(current.kind)) return null;
  return (
    <ChunkBoundary fallback={null} onError={() => modals.close()}>
      <Suspense fallback={null}>
        <DiscoveryNoticeModal kind={current.kind} props={current.props ?? {}} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** BAN-08, BAN-11, BAN-14: the ban and warning modals while one is at the front of the queue. */
function BanModalHost() {
  useSignals();
  const modals = useInjection(NAVIGATION.Modals);
  const current = modals.current.value;
  if (current === undefined || !BAN_KINDS.has(current.kind)) return null;
  return (
    <ChunkBoundary fallback={null} onError={() => modals.close()}>
      <Suspense fallback={null}>
        <BanModals modal={current} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** NAV-12: the modal manager: the sign-in modals (NAV-14) and the kinds of the modal queue (NAV-13) it knows. */
export function ModalManager() {
  return (
    <>
      <LoginModalHost />
      <OutageModalHost />
      <MatchModalHost />
      <DiscoveryNoticeHost />
      <BanModalHost />
    </>
  );
}
