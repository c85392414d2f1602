import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { FormattedMessage } from 'react-intl';
import { APP } from '../../core/app';
import { button, primary, quiet } from '../components/styles';
import { DESKTOP } from '../theme/tokens';
import { useInjection } from '../di/resolver';

const banner = css`
  position: fixed;
  inset-inline: var(--space-2);
  bottom: calc(var(--nav-h) + var(--space-2));
  z-index: 35;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  justify-content: space-between;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius);
  background: var(--inverse);
  color: var(--on-inverse);
  box-shadow: var(--shadow-3);
  ${DESKTOP} {
    inset-inline: auto var(--space-4);
    bottom: var(--space-4);
    max-width: 420px;
  }
  p {
    margin: 0;
  }
  button {
    min-height: 40px;
  }
`;
const onDark = css`
  color: var(--on-inverse);
`;

/** APP-05: a request timed out while online; APP-03: a new version is waiting and a reload uses it. */
export function StatusBanners() {
  useSignals();
  const connectivity = useInjection(APP.ConnectivityStore);
  const updates = useInjection(APP.UpdateStore);
  const appUpdate = useInjection(APP.AppUpdate);
  return (
    <>
      {connectivity.showsConnectivityProblem.value || connectivity.offline.value ? (
        <div className={banner} role="status">
          <p>
            <FormattedMessage id={connectivity.offline.value ? 'status.offline' : 'status.unreachable'} />
          </p>
        </div>
      ) : null}
      {updates.updateAvailable.value ? (
        <div className={banner} role="alertdialog" aria-labelledby="update-title">
          <p id="update-title">
            <FormattedMessage id="status.update" />
          </p>
          <span>
            <button type="button" className={`${button} ${quiet} ${onDark}`} onClick={() => appUpdate.dismiss()}>
              <FormattedMessage id="status.later" />
            </button>
            <button type="button" className={`${button} ${primary}`} onClick={() => appUpdate.reload()}>
              <FormattedMessage id="status.reload" />
            </button>
          </span>
        </div>
      ) : null}
    </>
  );
}
