import { css } from '@linaria/core';
import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { routePath } from '../../core/routing';
import { buttonClass, Skeleton } from '../components';
import { useEditProfile } from './use-edit-profile';

const card = css`
  display: grid;
  gap: var(--space-3);
  max-width: 560px;
  margin-bottom: var(--space-4);
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-lg);
  background: var(--raised);
  box-shadow: var(--shadow-1);
  h2 {
    margin: 0;
    font-size: var(--text-lg);
    font-weight: 800;
  }
  p {
    margin: 0;
    color: var(--muted);
  }
`;
const bar = css`
  width: 100%;
  height: 10px;
  appearance: none;
  border: 0;
  border-radius: var(--radius-full);
  overflow: hidden;
  background: var(--surface2);
  &::-webkit-progress-bar {
    background: var(--surface2);
  }
  &::-webkit-progress-value {
    background: var(--accent-fill);
    border-radius: var(--radius-full);
  }
  &::-moz-progress-bar {
    background: var(--accent-fill);
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

/** PROF-23 on the Profile tab: how complete the profile is, what is missing, and the ways to edit and preview it (PROF-28). */
export function ProfileMeterCard() {
  const intl = useIntl();
  const { profile } = useEditProfile();
  const meter = profile?.meter;
  const missing = meter?.incompleteComponents.slice(0, 3).map((c) => intl.formatMessage({ id: `profile.meter.${c.key}` }));
  return (
    <section className={card} aria-labelledby="profile-meter">
      <h2 id="profile-meter">
        <FormattedMessage id="profile.meter.title" />
      </h2>
      {meter ? (
        <>
          <progress className={bar} max={100} value={meter.percentAchieved} aria-labelledby="profile-meter" aria-describedby="profile-meter-text" />
          <p id="profile-meter-text">
            {meter.incompleteComponents.length === 0 ? (
              <FormattedMessage id="profile.meter.complete" />
            ) : (
              <FormattedMessage id="profile.meter.percent" values={{ percent: meter.percentAchieved, missing: intl.formatList(missing ?? []) }} />
            )}
          </p>
        </>
      ) : (
        <Skeleton height="10px" radius="var(--radius-full)" />
      )}
      <div className={actions}>
        <Link href={routePath('profileEdit')} className={buttonClass({ variant: 'primary', size: 'sm' })}>
          <Pencil size={18} aria-hidden />
          <FormattedMessage id="profile.edit.open" />
        </Link>
        <Link href={routePath('profilePreview')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          <Eye size={18} aria-hidden />
          <FormattedMessage id="profile.preview.open" />
        </Link>
      </div>
    </section>
  );
}
