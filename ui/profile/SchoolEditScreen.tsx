import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { routePath } from '../../core/routing';
import { BackLink, buttonClass } from '../components';
import { ScreenFrame } from '../screens/ScreenFrame';
import { useDirtySections } from './ProfileEditScreen';
import { EditSkeleton } from './EditSkeleton';
import { pageStack, topLinks } from './page-styles';
import { SchoolSection } from './sections';
import { useEditProfile } from './use-edit-profile';
import { useUnsavedWarning } from './use-unsaved-warning';

/** ROUTE-05 `profile/edit/school` (PROF-04): the school, at most 128 characters. */
export default function SchoolEditScreen() {
  const { profile } = useEditProfile();
  const { anyDirty, onDirty } = useDirtySections();
  const warning = useUnsavedWarning(anyDirty);
  return (
    <ScreenFrame titleId="profile.school.title">
      <div className={pageStack}>
        <div className={topLinks}>
          <BackLink href={routePath('profileEdit')} labelId="profile.edit.backToEdit" />
        </div>
        {profile ? <SchoolSection profile={profile} onDirty={onDirty} /> : <EditSkeleton />}
      </div>
      {warning}
    </ScreenFrame>
  );
}
