import { FeatureGate } from '../components/FeatureGate';
import { DeckSkeleton } from '../recs/DeckSkeleton';
import { RecsProfile } from '../recs/RecsProfile';
import { ScreenFrame } from './ScreenFrame';

/** RECS-22: `recs/profile`, the full profile of the card on top, once the recs module has loaded. */
export default function RecsProfileScreen() {
  return (
    <ScreenFrame titleId="recs.profile.title" compact>
      <FeatureGate feature="recs" loading={<DeckSkeleton />}>
        <RecsProfile />
      </FeatureGate>
    </ScreenFrame>
  );
}
