import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { StepField, StepForm } from './StepForm';
import { FormattedMessage } from 'react-intl';
import type { AuthFailure, CaptchaChallenge, LoginFlowUseCase } from '../../core/auth';
import { button, primary, stack, wide } from '../components/styles';

/**
 * The built-in captcha (AUTH-29): a question in text, answered in a field, so it works by keyboard and screen
 * reader. A failed verification shows AUTH-31's error: a title, "something went wrong" and OK only, which goes
 * back to the start of the login.
 */
export function CaptchaStep({ flow, challenge, error }: { flow: LoginFlowUseCase; challenge: CaptchaChallenge; error: AuthFailure | undefined }) {
  useSignals();
  const promptId = useId();
  const [answer, setAnswer] = useState('');
  if (error) {
    return (
      <div className={stack} role="alertdialog" aria-labelledby="login-title" aria-describedby={promptId}>
        <h2 id="login-title">
          <FormattedMessage id="auth.captcha.failedTitle" />
        </h2>
        <p id={promptId}>
          <FormattedMessage id="error.somethingWentWrong" />
        </p>
        <button type="button" className={`${button} ${primary} ${wide}`} data-autofocus onClick={() => flow.openChooser()}>
          <FormattedMessage id="auth.ok" />
        </button>
      </div>
    );
  }
  return (
    <StepForm
      flow={flow}
      titleId="auth.captcha.title"
      hintText={<FormattedMessage id="auth.captcha.hint" />}
      error={undefined}
      onSubmit={() => void flow.solveCaptcha(answer)}
      submitDisabled={answer.trim() === ''}
    >
      {(ids) => (
        <>
          <p id={promptId}>
            <strong>{challenge.prompt}</strong>
          </p>
          <StepField
            label={<FormattedMessage id="auth.captcha.answer" />}
            invalid={false}
            describedBy={`${promptId} ${ids.hint}`}
            input={(p) => <input {...p} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} autoComplete="off" data-autofocus required />}
          />
        </>
      )}
    </StepForm>
  );
}
