import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AuthFailure, LoginFlowUseCase } from '../../core/auth';
import { StepField, StepForm } from './StepForm';
import { useLoginError } from './use-login-error';

export function EmailStep({ flow, email, error }: { flow: LoginFlowUseCase; email: string; error: AuthFailure | undefined }) {
  const [value, setValue] = useState(email);
  const message = useLoginError(error);
  return (
    <StepForm flow={flow} titleId="auth.email.title" hintText={<FormattedMessage id="auth.email.hint" />} error={message} onSubmit={() => void flow.submitEmail(value)}>
      {(ids) => (
        <StepField
          label={<FormattedMessage id="auth.email.label" />}
          invalid={message !== undefined}
          describedBy={ids.describedBy}
          input={(p) => (
            <input {...p} type="email" inputMode="email" autoComplete="email" value={value} onChange={(e) => setValue(e.currentTarget.value)} data-autofocus required />
          )}
        />
      )}
    </StepForm>
  );
}
