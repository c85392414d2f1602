import { useSignals } from '@preact/signals-react/runtime';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LoginFlowUseCase } from '../../core/auth';
import { button, field, hint, primary, stack, wide } from '../components/styles';
import { FormError } from './FormError';

/** Ids a step's fields use to point at the hint and the error. */
export interface StepIds {
  readonly hint: string;
  readonly error: string;
  /** For `aria-describedby` of the main field. */
  readonly describedBy: string;
}

/**
 * One step of the login modal: a form with its title, a hint, the fields, the error (announced, and kept next to
 * what the member typed) and the Continue button, disabled while a request is out.
 */
export function StepForm({
  flow,
  titleId,
  hintText,
  error,
  onSubmit,
  submitDisabled,
  children,
  after,
}: {
  flow: LoginFlowUseCase;
  titleId: string;
  hintText: ReactNode;
  error: string | undefined;
  onSubmit: () => void;
  submitDisabled?: boolean;
  children: (ids: StepIds) => ReactNode;
  after?: ReactNode;
}) {
  useSignals();
  const hintId = useId();
  const errorId = useId();
  return (
    <form
      className={stack}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="login-title">
        <FormattedMessage id={titleId} />
      </h2>
      <p className={hint} id={hintId}>
        {hintText}
      </p>
      {children({ hint: hintId, error: errorId, describedBy: `${hintId} ${errorId}` })}
      <FormError id={errorId} message={error} />
      <button type="submit" className={`${button} ${primary} ${wide}`} disabled={flow.busy.value || submitDisabled}>
        <FormattedMessage id="auth.continue" />
      </button>
      {after}
    </form>
  );
}

/** A labelled text input of a step. */
export function StepField({
  label,
  invalid,
  describedBy,
  input,
}: {
  label: ReactNode;
  invalid: boolean;
  describedBy: string;
  input: (props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id}>{label}</label>
      {input({ id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy })}
    </div>
  );
}
