import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredPage } from '../components/CenteredPage';

/** The onboarding route (ONB-19): where a new member lands after the first code; its steps fill it. */
export default function OnboardingScreen() {
  const intl = useIntl();
  return <CenteredPage title={intl.formatMessage({ id: 'onboarding.title' })} body={<FormattedMessage id="onboarding.intro" />} inShell />;
}
