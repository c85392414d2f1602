import { useSignals } from '@preact/signals-react/runtime';
import { FormattedMessage } from 'react-intl';
import { AUTH } from '../../core/auth';
import { button, hint, primary, quiet, stack, wide } from '../components/styles';
import { Dialog } from '../components/Dialog';
import { useInjection } from '../di/resolver';
import { CaptchaStep } from './CaptchaStep';
import { ChooseMethod } from './ChooseMethod';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { PhoneStep } from './PhoneStep';

/** The login modal (NAV-14, AUTH-03): one dialog whose content follows the login flow's step. */
export default function LoginModal() {
  useSignals();
  const flow = useInjection(AUTH.LoginFlow);
  const step = flow.step.value;
  const close = () => flow.close();

  const content = (() => {
    if (flow.choosing.value || !step) return <ChooseMethod flow={flow} />;
    switch (step.step) {
      case 'phone':
        return <PhoneStep key="phone" flow={flow} phone={step.phone} error={step.error} />;
      case 'email':
        return <EmailStep key="email" flow={flow} email={step.email} error={step.error} />;
      case 'phone-otp':
        return <CodeStep key="phone-otp" flow={flow} channel="sms" code={step.code} error={step.error} />;
      case 'email-otp':
        return <CodeStep key="email-otp" flow={flow} channel="email" code={step.code} error={step.error} />;
      case 'captcha':
        return <CaptchaStep key="captcha" flow={flow} challenge={step.challenge} error={step.error} />;
      case 'social-account-not-found':
      case 'account-recovery':
        return (
          <div className={stack}>
            <h2 id="login-title">
              <FormattedMessage id={step.step === 'account-recovery' ? 'auth.recovery.title' : 'auth.socialNotFound.title'} />
            </h2>
            <p className={hint}>
              <FormattedMessage id="auth.useCode" />
            </p>
            <button type="button" className={`${button} ${primary} ${wide}`} data-autofocus onClick={() => flow.choose('phone')}>
              <FormattedMessage id="auth.choose.phone" />
            </button>
            <button type="button" className={`${button} ${quiet}`} onClick={() => flow.choose('email')}>
              <FormattedMessage id="auth.choose.email" />
            </button>
          </div>
        );
      case 'done':
        return null;
    }
  })();

  if (!flow.isOpen.value) return null;
  return (
    <Dialog labelledBy="login-title" onClose={close}>
      {content}
    </Dialog>
  );
}
