import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AuthFailure, LoginFlowUseCase } from '../../core/auth';
import { button, hint, primary, stack, wide } from '../components/styles';

/**
 * The captcha (AUTH-29): a proof of work the device does by itself, so a person reads, hears and solves
 * nothing (no cognitive test, WCAG 2.2 SC 3.3.8). While it runs, a polite status says so; if it could not run or
 * finish, a Verify button starts it again, by keyboard or screen reader like any button. A failed verification
 * shows AUTH-31's error: a title, "something went wrong" and OK only, which goes back to the start of the login.
 */
export function CaptchaStep({ flow, error }: { flow: LoginFlowUseCase; error: AuthFailure | undefined }) {
  useSignals();
  const statusId = useId();
  const checking = flow.busy.value;
  const heading = useRef<HTMLHeadingElement>(null);
  const verify = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The step replaces the form that was focused: the focus follows to what the member can do now.
    if (!error) (verify.current ?? heading.current)?.focus();
  }, [checking, error]);
  if (error) {
    return (
      <div className={stack} role="alertdialog" aria-labelledby="login-title" aria-describedby={statusId}>
        <h2 id="login-title">
          <FormattedMessage id="auth.captcha.failedTitle" />
        </h2>
        <p id={statusId}>
          <FormattedMessage id="error.somethingWentWrong" />
        </p>
        <button type="button" className={`${button} ${primary} ${wide}`} data-autofocus onClick={() => flow.openChooser()}>
          <FormattedMessage id="auth.ok" />
        </button>
      </div>
    );
  }
  return (
    <div className={stack}>
      <h2 id="login-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="auth.captcha.title" />
      </h2>
      <p className={hint} id={statusId} role="status">
        <FormattedMessage id={checking ? 'auth.captcha.checking' : 'auth.captcha.hint'} />
      </p>
      {checking ? null : (
        <button ref={verify} type="button" className={`${button} ${primary} ${wide}`} data-autofocus aria-describedby={statusId} onClick={() => void flow.proveWork()}>
          <FormattedMessage id="auth.captcha.verify" />
        </button>
      )}
    </div>
  );
}
