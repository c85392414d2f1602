import { FormattedMessage } from 'react-intl';
import { useFeature } from '../hooks/use-feature';
import { RecsDeck } from '../recs/RecsDeck';
import { ScreenFrame } from './ScreenFrame';

/** Discover (RECS): the card stack, once the recs module has loaded. */
export default function RecsScreen() {
  const recs = useFeature('recs');
  return (
    <ScreenFrame titleId="recs.title">
      {recs === 'ready' ? (
        <RecsDeck />
      ) : recs === 'failed' ? (
        <p role="alert">
          <FormattedMessage id="app.partFailed" />
        </p>
      ) : (
        <p>
          <FormattedMessage id="recs.loading" />
        </p>
      )}
    </ScreenFrame>
  );
}
