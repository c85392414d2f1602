import { useIntl } from 'react-intl';
import { Loading, Skeleton } from '../components/Skeleton';
import { actionsRow, cardBox, deck } from './deck-styles';

/** Discover while people load: the card and its buttons in grey, and one status sentence for screen readers. */
export function DeckSkeleton() {
  const intl = useIntl();
  return (
    <Loading label={intl.formatMessage({ id: 'recs.loading' })} className={deck}>
      <Skeleton className={cardBox} width="min(100%, calc(var(--card-h) * 0.72))" height="var(--card-h)" radius="var(--radius-lg)" />
      <div className={actionsRow}>
        <Skeleton width={56} height={56} radius="50%" />
        <Skeleton width={48} height={48} radius="50%" />
        <Skeleton width={56} height={56} radius="50%" />
      </div>
    </Loading>
  );
}
