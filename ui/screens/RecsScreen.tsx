import { useEffect } from 'react';
import { MAIN_QUEUE, RECS } from '../../core/recs';
import { FeatureGate } from '../components/FeatureGate';
import { useInjection } from '../di/resolver';
import { DeckSkeleton } from '../recs/DeckSkeleton';
import { Fireboarding } from '../recs/Fireboarding';
import { RecsDeck } from '../recs/RecsDeck';
import { ScreenFrame } from './ScreenFrame';

/** Discover shows Discover's own stack (a catalog's card opened in full and left from there leaves its queue active). */
function MainStack() {
  const store = useInjection(RECS.Store);
  const load = useInjection(RECS.Load);
  useEffect(() => {
    if (store.activeQueue.peek() !== MAIN_QUEUE) load.setActiveQueue(MAIN_QUEUE);
  }, [store, load]);
  return null;
}

/** Discover (RECS): the card stack (a newcomer's fireboarding above it, ONB-17), once the recs module has loaded; its skeleton until then. */
export default function RecsScreen() {
  return (
    <ScreenFrame titleId="recs.title" compact>
      <FeatureGate feature="recs" loading={<DeckSkeleton />}>
        <MainStack />
        <Fireboarding />
        <RecsDeck />
      </FeatureGate>
    </ScreenFrame>
  );
}
