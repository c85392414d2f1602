import { FormattedMessage } from 'react-intl';
import { useFeature } from '../hooks/use-feature';
import { DeckSkeleton } from '../recs/DeckSkeleton';
import { RecsDeck } from '../recs/RecsDeck';
import { ScreenFrame } from './ScreenFrame';

/** Discover (RECS): the card stack, once the recs module has loaded; its skeleton until then. */
export default function RecsScreen() {
  const recs = useFeature('recs');
  return (
    <ScreenFrame titleId="recs.title" compact>
      {recs === 'ready' ? (
        <RecsDeck />
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
