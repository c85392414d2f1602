import { useIntl } from 'react-intl';
import { Loading, Skeleton } from '../components';
import { sectionCard } from './EditSection';

/** The edit pages while the profile loads: a section's shape, and one sentence for screen readers. */
export function EditSkeleton() {
  const intl = useIntl();
  return (
    <Loading label={intl.formatMessage({ id: 'profile.edit.loading' })}>
      <div className={sectionCard}>
        <Skeleton width="40%" height="1.4em" />
        <Skeleton height="96px" radius="var(--radius-sm)" />
        <Skeleton width="120px" height="48px" radius="var(--radius-full)" />
      </div>
    </Loading>
  );
}
