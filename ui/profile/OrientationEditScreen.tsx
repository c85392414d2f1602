import { routePath } from '../../core/routing';
import { BackLink } from '../components';
import { ScreenFrame } from '../screens/ScreenFrame';
import { OrientationSection } from './all-in-gender';
import { useDirtySections } from './ProfileEditScreen';
import { EditSkeleton } from './EditSkeleton';
import { pageStack, topLinks } from './page-styles';
import { useEditProfile } from './use-edit-profile';
import { useUnsavedWarning } from './use-unsaved-warning';

/** ROUTE-05 `profile/edit/orientation` (PROF-10): the member's orientations (the orientation modal) and whether the card shows them. */
export default function OrientationEditScreen() {
  const { profile } = useEditProfile();
  const { anyDirty, onDirty } = useDirtySections();
  const warning = useUnsavedWarning(anyDirty);
  return (
    <ScreenFrame titleId="allIn.orientation.title">
      <div className={pageStack}>
        <div className={topLinks}>
          <BackLink href={routePath('profileEditGender')} labelId="allIn.orientation.back" />
        </div>
        {profile ? <OrientationSection profile={profile} onDirty={onDirty} /> : <EditSkeleton />}
      </div>
      {warning}
    </ScreenFrame>
  );
}
