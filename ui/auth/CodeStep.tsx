import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuthFailure, LoginFlowUseCase, SentCode } from '../../core/auth';
import { button, quiet } from '../components/styles';
import { formatWait } from '../i18n/wait';
import { StepField, StepForm } from './StepForm';
import { useLoginError } from './use-login-error';

/** Seconds until `at`, re-rendered every second while positive. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((at - now) / 1000));
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [counting]);
  return left;
}

/** The code step of either channel (AUTH-09, AUTH-11): the code length from the server, resend after a countdown. */
export function CodeStep({ flow, channel, code, error, destination }: { flow: LoginFlowUseCase; channel: 'sms' | 'email'; code: SentCode; error: AuthFailure | undefined; destination: string }) {
  useSignals();
  const intl = useIntl();
  const [value, setValue] = useState('');
  const message = useLoginError(error);
  const wait = useSecondsUntil(code.resendAt);
  const busy = flow.busy.value;

  // A new code (after a resend) starts with an empty field.
  useEffect(() => setValue(''), [code.bindingToken]);

  return (
    <StepForm
      flow={flow}
      titleId="auth.code.title"
      hintText={<FormattedMessage id={channel === 'sms' ? 'auth.code.sentSms' : 'auth.code.sentEmail'} values={{ destination: <bdi dir="ltr">{destination || code.masked}</bdi>, length: code.length }} />}
      error={message}
      onSubmit={() => void flow.submitCode(value)}
      submitDisabled={code.dead}
      after={
        <>
          <button type="button" className={`${button} ${quiet}`} disabled={busy || wait > 0} onClick={() => void flow.resend()}>
            {wait > 0 ? intl.formatMessage({ id: 'auth.code.resendIn' }, { wait: formatWait(intl, wait * 1000) }) : intl.formatMessage({ id: 'auth.code.resend' })}
          </button>
          <button type="button" className={`${button} ${quiet}`} onClick={() => flow.back()}>
            <FormattedMessage id={channel === 'sms' ? 'auth.code.changePhone' : 'auth.code.changeEmail'} />
          </button>
        </>
      }
    >
      {(ids) => (
        <StepField
          label={<FormattedMessage id="auth.code.label" />}
          invalid={message !== undefined}
          describedBy={ids.describedBy}
          input={(p) => (
            <input
              {...p}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={code.length}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value.replace(/\D/g, ''))}
              disabled={code.dead}
              data-autofocus
              required
            />
          )}
        />
      )}
    </StepForm>
  );
}
