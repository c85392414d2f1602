import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { canPickInterest, interestsWithinBounds } from '../../core/profile';
import { routePath } from '../../core/routing';
import { BackLink, buttonClass, Chip } from '../components';
import { EditSkeleton } from './EditSkeleton';
import { ScreenFrame } from '../screens/ScreenFrame';
import { EditSection } from './EditSection';
import { messageFor } from './field-messages';
import { chipList, muted, pageStack, topLinks } from './page-styles';
import { useEditProfile } from './use-edit-profile';
import { useUnsavedWarning } from './use-unsaved-warning';
import type { EditableProfile } from '../../core/profile';

function InterestsForm({ profile }: { profile: EditableProfile }) {
  const intl = useIntl();
  const [picked, setPicked] = useState<readonly string[]>(profile.interests.map((i) => i.id));
  const [said, setSaid] = useState<string | null>(null);
  const { min, max } = profile.interestBounds;
  const dirty = picked.join() !== profile.interests.map((i) => i.id).join();
  const warning = useUnsavedWarning(dirty);
  const toggle = (id: string, name: string) => {
    if (picked.includes(id)) {
      setPicked(picked.filter((p) => p !== id));
      setSaid(null);
    } else if (canPickInterest(picked.length, profile.interestBounds)) {
      setPicked([...picked, id]);
      setSaid(null);
    } else {
      // PROF-05: no pick above the maximum, said in words.
      setSaid(intl.formatMessage({ id: 'profile.interests.atMax' }, { max, name }));
    }
  };
  const within = interestsWithinBounds(picked.length, profile.interestBounds);
  return (
    <>
      <EditSection kind="interests" titleId="profile.interests.heading" stickyFoot dirty={dirty} toSection={() => ({ kind: 'interests', ids: picked })}>
        {(error) => {
          const refused = messageFor(intl, error, 'selected_interests');
          return (
            <>
              <p id="interests-count" aria-live="polite">
                <strong>
                  <FormattedMessage id="profile.interests.count" values={{ count: picked.length, max }} />
                </strong>{' '}
                <span className={muted}>
                  {within ? <FormattedMessage id="profile.interests.bounds" values={{ min, max }} /> : <FormattedMessage id="profile.interests.needMore" values={{ min, missing: Math.max(0, min - picked.length) }} />}
                </span>
              </p>
              {said ? (
                <p role="alert" className={muted}>
                  {said}
                </p>
              ) : null}
              {refused ? (
                <p role="alert" aria-invalid="true" tabIndex={-1}>
                  {refused}
                </p>
              ) : null}
              <ul className={chipList} aria-describedby="interests-count" aria-label={intl.formatMessage({ id: 'profile.interests.heading' })}>
                {profile.availableInterests.map((i) => (
                  <li key={i.id}>
                    <Chip selected={picked.includes(i.id)} onToggle={() => toggle(i.id, i.name)}>
                      {i.name}
                    </Chip>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </EditSection>
      {warning}
    </>
  );
}

/** ROUTE-05 `profile/edit/interests` (PROF-05): chips with the count; no pick above the maximum, no save below the minimum. */
export default function InterestsEditScreen() {
  const { profile } = useEditProfile();
  return (
    <ScreenFrame titleId="profile.interests.title">
      <div className={pageStack}>
        <div className={topLinks}>
          <BackLink href={routePath('profileEdit')} labelId="profile.edit.backToEdit" />
        </div>
        {profile ? <InterestsForm profile={profile} /> : <EditSkeleton />}
      </div>
    </ScreenFrame>
  );
}
