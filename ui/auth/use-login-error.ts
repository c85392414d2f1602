import { useIntl } from 'react-intl';
import { loginErrorMessage, type AuthFailure } from '../../core/auth';
import { formatWait } from '../i18n/wait';

/** The sentence a person reads for a failed login step, with the wait or attempts left when known. */
export function useLoginError(failure: AuthFailure | undefined): string | undefined {
  const intl = useIntl();
  if (!failure) return undefined;
  const text = intl.formatMessage({ id: loginErrorMessage(failure) });
  if (failure.retryAfterSeconds) {
    return `${text} ${intl.formatMessage({ id: 'auth.error.retryIn' }, { wait: formatWait(intl, failure.retryAfterSeconds * 1000) })}`;
  }
  if (failure.attemptsRemaining) {
    return `${text} ${intl.formatMessage({ id: 'auth.error.attemptsLeft' }, { count: failure.attemptsRemaining })}`;
  }
  return text;
}
