import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect } from 'react';
import { AUTH } from '../../core/auth';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { useInjection } from '../di/resolver';
import { useIdle } from '../hooks/use-idle';

const loadOutageModal = () => import('./OutageModal');
const OutageModal = lazy(loadOutageModal);

/**
 * AUTH-27: hosts the two outage kinds of the modal queue (NAV-13, NAV-15) while one is at its front. The pre-auth
 * one shows inside the login modal while that is open (one dialog at a time), so here only when it is not.
 * The dialog is its own chunk, fetched once the page is up and idle (at the latest 2 s after the first render, not in
 * its commit's task): an outage is when a chunk may no longer load.
 */
export function OutageModalHost() {
  useSignals();
  const outage = useInjection(AUTH.Outage);
  const launcher = useInjection(AUTH.LoginLauncher);
  const idle = useIdle();
  useEffect(() => {
    if (idle) void loadOutageModal().catch(() => undefined);
  }, [idle]);
  const phase = outage.current.value;
  if (phase === null || (phase === 'pre-auth' && launcher.isOpen.value)) return null;
  return (
    <ChunkBoundary fallback={null} onError={() => outage.close()}>
      <Suspense fallback={null}>
        <OutageModal phase={phase} />
      </Suspense>
    </ChunkBoundary>
  );
}
