import { useSignals } from '@preact/signals-react/runtime';
import { FormattedMessage } from 'react-intl';
import type { LoginFlowUseCase, SignInMethod } from '../../core/auth';
import { button, hint, primary, quiet, secondary, wide } from '../components/styles';

const LABELS: Record<SignInMethod, string> = {
  phone: 'auth.choose.phone',
  email: 'auth.choose.email',
  'account-recovery': 'auth.choose.recovery',
};

const STYLES: Record<SignInMethod, string> = {
  phone: `${button} ${primary} ${wide}`,
  email: `${button} ${secondary} ${wide}`,
  'account-recovery': `${button} ${quiet}`,
};

/** LAND-08: the sign-in methods the core offers, one button each, the first one focused. */
export function ChooseMethod({ flow }: { flow: LoginFlowUseCase }) {
  useSignals();
  const methods = flow.methods.value;
  return (
    <>
      <h2 id="login-title">
        <FormattedMessage id="auth.choose.title" />
      </h2>
      <p className={hint}>
        <FormattedMessage id="auth.choose.terms" />
      </p>
      {methods.map((method, i) => (
        <button key={method} type="button" className={STYLES[method]} data-autofocus={i === 0 || undefined} onClick={() => flow.choose(method)}>
          <FormattedMessage id={LABELS[method]} />
        </button>
      ))}
    </>
  );
}
