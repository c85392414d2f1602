import { routePath } from '../../core/routing';
import { BackLink } from '../components';
import { ScreenFrame } from '../screens/ScreenFrame';
import { useDirtySections } from './ProfileEditScreen';
import { EditSkeleton } from './EditSkeleton';
import { pageStack, topLinks } from './page-styles';
import { GenderSection } from './sections';
import { useEditProfile } from './use-edit-profile';
import { useUnsavedWarning } from './use-unsaved-warning';

/** ROUTE-05 `profile/edit/gender` (PROF-09): the own gender, self-described words, and whether the card shows it. */
export default function GenderEditScreen() {
  const { profile } = useEditProfile();
  const { anyDirty, onDirty } = useDirtySections();
  const warning = useUnsavedWarning(anyDirty);
  return (
    <ScreenFrame titleId="profile.gender.title">
      <div className={pageStack}>
        <div className={topLinks}>
          <BackLink href={routePath('profileEdit')} labelId="profile.edit.backToEdit" />
        </div>
        {profile ? <GenderSection profile={profile} onDirty={onDirty} /> : <EditSkeleton />}
      </div>
      {warning}
    </ScreenFrame>
  );
}
