import { FeatureGate } from '../components/FeatureGate';
import { DeckSkeleton } from '../recs/DeckSkeleton';
import { RecsDeck } from '../recs/RecsDeck';
import { ScreenFrame } from './ScreenFrame';

/** Discover (RECS): the card stack, once the recs module has loaded; its skeleton until then. */
export default function RecsScreen() {
  return (
    <ScreenFrame titleId="recs.title" compact>
      <FeatureGate feature="recs" loading={<DeckSkeleton />}>
        <RecsDeck />
      </FeatureGate>
    </ScreenFrame>
  );
}
