import { FeatureGate } from '../components/FeatureGate';
import { DeckSkeleton } from '../recs/DeckSkeleton';
import { Fireboarding } from '../recs/Fireboarding';
import { RecsDeck } from '../recs/RecsDeck';
import { ScreenFrame } from './ScreenFrame';

/** Discover (RECS): the card stack (a newcomer's fireboarding above it, ONB-17), once the recs module has loaded; its skeleton until then. */
export default function RecsScreen() {
  return (
    <ScreenFrame titleId="recs.title" compact>
      <FeatureGate feature="recs" loading={<DeckSkeleton />}>
        <Fireboarding />
        <RecsDeck />
      </FeatureGate>
    </ScreenFrame>
  );
}
