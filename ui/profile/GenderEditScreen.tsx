import { Link } from 'wouter';
import { FormattedMessage } from 'react-intl';
import { routePath } from '../../core/routing';
import { BackLink, buttonClass } from '../components';
import { ScreenFrame } from '../screens/ScreenFrame';
import { AllInGenderSection, AllInScreens } from './all-in-gender';
import { useDirtySections } from './ProfileEditScreen';
import { EditSkeleton } from './EditSkeleton';
import { pageStack, topLinks } from './page-styles';
import { GenderSection } from './sections';
import { useEditProfile } from './use-edit-profile';
import { useUnsavedWarning } from './use-unsaved-warning';

/**
 * ROUTE-05 `profile/edit/gender` (PROF-09, PROF-10): the own gender, self-described words, whether the card shows
 * it, the all-in words (gender select modal) and a way to the orientation page; the all-in screens the first time.
 */
export default function GenderEditScreen() {
  const { profile } = useEditProfile();
  const { anyDirty, onDirty } = useDirtySections();
  const warning = useUnsavedWarning(anyDirty);
  return (
    <ScreenFrame titleId="profile.gender.title">
      <div className={pageStack}>
        <div className={topLinks}>
          <BackLink href={routePath('profileEdit')} labelId="profile.edit.backToEdit" />
          <Link href={routePath('profileEditOrientation')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <FormattedMessage id="allIn.orientation.link" />
          </Link>
        </div>
        {profile ? (
          <>
            <GenderSection profile={profile} onDirty={onDirty} />
            <AllInGenderSection profile={profile} onDirty={onDirty} />
            <AllInScreens profile={profile} />
          </>
        ) : (
          <EditSkeleton />
        )}
      </div>
      {warning}
    </ScreenFrame>
  );
}
