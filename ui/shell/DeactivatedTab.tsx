import { FormattedMessage, useIntl } from 'react-intl';
import { SESSION } from '../../core/session';
import { CenteredPage } from '../components/CenteredPage';
import { button, primary } from '../components/styles';
import { useInjection } from '../di/resolver';

/** SESS-07: the app is open in another tab; this one waits until the member chooses to use it here. */
export function DeactivatedTab() {
  const intl = useIntl();
  const activeTab = useInjection(SESSION.ActiveTab);
  return (
    <CenteredPage title={intl.formatMessage({ id: 'tab.deactivated.title' })} body={<FormattedMessage id="tab.deactivated.body" />}>
      <button type="button" className={`${button} ${primary}`} onClick={() => activeTab.takeOver()}>
        <FormattedMessage id="tab.deactivated.useHere" />
      </button>
    </CenteredPage>
  );
}
