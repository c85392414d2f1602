import { FormattedMessage } from 'react-intl';
import type { LoginFlowUseCase } from '../../core/auth';
import { button, hint, primary, secondary, wide } from '../components/styles';

export function ChooseMethod({ flow }: { flow: LoginFlowUseCase }) {
  return (
    <>
      <h2 id="login-title">
        <FormattedMessage id="auth.choose.title" />
      </h2>
      <p className={hint}>
        <FormattedMessage id="auth.choose.terms" />
      </p>
      <button type="button" className={`${button} ${primary} ${wide}`} data-autofocus onClick={() => flow.choose('phone')}>
        <FormattedMessage id="auth.choose.phone" />
      </button>
      <button type="button" className={`${button} ${secondary} ${wide}`} onClick={() => flow.choose('email')}>
        <FormattedMessage id="auth.choose.email" />
      </button>
    </>
  );
}
