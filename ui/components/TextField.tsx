import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { errorText, field, hint as hintClass } from './styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The visible label, tied to the input. */
  readonly label: ReactNode;
  /** A sentence under the field (format, why it is asked), read with the field. */
  readonly hint?: ReactNode;
  /** What is wrong with the value: marks the field invalid and is read with it; the value stays as typed. */
  readonly error?: ReactNode;
  readonly id?: string;
  readonly ref?: Ref<HTMLInputElement>;
  /** Class name of the wrapper. */
  readonly className?: string;
}

/**
 * A labelled text input: the hint and the error are tied to it by `aria-describedby`, the error sets
 * `aria-invalid`. It never clears what the person typed; a controlled field keeps its `value`, an uncontrolled one
 * its own.
 */
export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [input['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${field}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} {...input} aria-describedby={describedBy} aria-invalid={error ? true : input['aria-invalid']} />
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
