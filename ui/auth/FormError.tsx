import { errorText } from '../components/styles';

/** An error under a form, announced to screen readers as it appears. */
export function FormError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className={errorText} role="alert" hidden={!message}>
      {message}
    </p>
  );
}
