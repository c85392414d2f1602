import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { isNotificationSuppressed, NAVIGATION } from '../../core/navigation';
import X from 'lucide-react/icons/x';
import { iconButton } from '../components/styles';
import { useInjection } from '../di/resolver';
import { DESKTOP } from '../theme/tokens';

const host = css`
  position: fixed;
  top: calc(var(--header-h) + var(--space-2));
  inset-inline: var(--space-2);
  z-index: 45;
  display: flex;
  justify-content: center;
  pointer-events: none;
  ${DESKTOP} {
    inset-inline: auto var(--space-4);
  }
`;
const toast = css`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: var(--space-2);
  max-width: 420px;
  padding: var(--space-2) var(--space-2) var(--space-2) var(--space-3);
  border-radius: var(--radius);
  background: var(--inverse);
  color: var(--on-inverse);
  box-shadow: var(--shadow-3);
  font-weight: 600;
  &[data-tone='error'] {
    border-inline-start: 6px solid var(--danger);
  }
  p {
    margin: 0;
  }
  button {
    color: inherit;
  }
  button:hover {
    background: rgb(127 127 127 / 30%);
  }
`;

/**
 * NAV-12: the notification manager. The oldest notification of the store shows until it expires or is dismissed;
 * the polite live region is always in the page so screen readers hear what appears in it. Nothing shows on the
 * paths where notifications are suppressed (NAV-16), even one raised before the member went there.
 */
export function NotificationManager() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(NAVIGATION.Notifications);
  const [location] = useLocation();
  const current = isNotificationSuppressed(location) ? undefined : store.items.value[0];
  return (
    <div className={host}>
      <div className={current ? toast : undefined} data-tone={current?.tone}>
        <div role="status" aria-live="polite" aria-atomic="true" aria-label={intl.formatMessage({ id: 'notifications.label' })}>
          {current ? <p>{intl.formatMessage({ id: current.messageKey }, current.values)}</p> : null}
        </div>
        {current ? (
          <button type="button" className={iconButton} aria-label={intl.formatMessage({ id: 'notifications.dismiss' })} onClick={() => store.dismiss(current.id)}>
            <X size={20} aria-hidden />
          </button>
        ) : null}
      </div>
    </div>
  );
}
