import { useSignals } from '@preact/signals-react/runtime';
import { AUTH } from '../../core/auth';
import { useInjection } from '../di/resolver';
import OutageModal from './OutageModal';

/**
 * AUTH-27: hosts the two outage kinds of the modal queue (NAV-13, NAV-15) while one is at its front. The pre-auth
 * one shows inside the login modal while that is open (one dialog at a time), so here only when it is not.
 * It is in the start-up bundle: an outage is when a chunk may fail to load.
 */
export function OutageModalHost() {
  useSignals();
  const outage = useInjection(AUTH.Outage);
  const launcher = useInjection(AUTH.LoginLauncher);
  const phase = outage.current.value;
  if (phase === null || (phase === 'pre-auth' && launcher.isOpen.value)) return null;
  return <OutageModal phase={phase} />;
}
