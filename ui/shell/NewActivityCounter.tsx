import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useIntl } from 'react-intl';
import { NAVIGATION } from '../../core/navigation';
import { useInjection } from '../di/resolver';
import { VISUALLY_HIDDEN } from '../theme/tokens';

const hidden = css`
  ${VISUALLY_HIDDEN}
`;

/**
 * NAV-12: the new-match-or-message counter, for a signed-in member. The matches dot (NAV-05) shows it to the eye;
 * this polite live region says how many new matches and unread conversations there are when the number changes.
 */
export function NewActivityCounter() {
  useSignals();
  const intl = useIntl();
  const count = useInjection(NAVIGATION.InboxBadge).newActivity.value;
  return (
    <div className={hidden} role="status" aria-live="polite" aria-label={intl.formatMessage({ id: 'counter.label' })}>
      {count > 0 ? intl.formatMessage({ id: 'counter.newActivity' }, { count }) : null}
    </div>
  );
}
