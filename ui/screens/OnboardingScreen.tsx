import { FormattedMessage, useIntl } from 'react-intl';
import { Loading } from '../components/Skeleton';
import { useFeature } from '../hooks/use-feature';
import { OnboardingFlow } from '../onboarding/OnboardingFlow';
import { centered, skeletonPage } from '../onboarding/styles';

/** The onboarding route (ONB-19): a new member's steps, once the onboarding module has loaded. */
export default function OnboardingScreen() {
  const intl = useIntl();
  const onboarding = useFeature('onboarding');
  if (onboarding === 'ready') return <OnboardingFlow />;
  return (
    <div className={centered}>
      {onboarding === 'failed' ? (
        <p role="alert">
          <FormattedMessage id="app.partFailed" />
        </p>
      ) : (
        <Loading label={intl.formatMessage({ id: 'onboarding.loading' })}>
          <div className={skeletonPage} />
        </Loading>
      )}
    </div>
  );
}
