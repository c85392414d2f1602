import { FormattedMessage } from 'react-intl';
import { useFeature } from '../hooks/use-feature';
import { DeckSkeleton } from '../recs/DeckSkeleton';
import { RecsProfile } from '../recs/RecsProfile';
import { ScreenFrame } from './ScreenFrame';

/** RECS-22: `recs/profile`, the full profile of the card on top, once the recs module has loaded. */
export default function RecsProfileScreen() {
  const recs = useFeature('recs');
  return (
    <ScreenFrame titleId="recs.profile.title" compact>
      {recs === 'ready' ? (
        <RecsProfile />
      ) : recs === 'failed' ? (
        <p role="alert">
          <FormattedMessage id="app.partFailed" />
        </p>
      ) : (
        <DeckSkeleton />
      )}
    </ScreenFrame>
  );
}
