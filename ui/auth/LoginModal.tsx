import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { AUTH } from '../../core/auth';
import { button, hint, primary, quiet, stack, wide } from '../components/styles';
import { Dialog } from '../components/Dialog';
import { useInjection } from '../di/resolver';
import { CaptchaStep } from './CaptchaStep';
import { ChooseMethod } from './ChooseMethod';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { OUTAGE_DESCRIPTION_ID, OUTAGE_TITLE_ID, OutageContent } from './OutageModal';
import { PhoneStep } from './PhoneStep';

/**
 * The login modal (NAV-14, AUTH-03): one dialog whose content follows the login flow's step. While the pre-auth
 * outage modal (AUTH-27) is at the front of the queue, the dialog shows it in place of the step, and the step
 * comes back, with what was typed, on "Try again".
 */
export default function LoginModal() {
  useSignals();
  const flow = useInjection(AUTH.LoginFlow);
  const outage = useInjection(AUTH.Outage);
  const step = flow.step.value;
  const held = outage.holdsLogin.value;
  const close = () => (outage.holdsLogin.peek() ? outage.close() : flow.close());
  const anchor = useRef<HTMLSpanElement>(null);
  const wasHeld = useRef(held);
  // A new step replaces the content the focus was in: its first field (or its heading) takes the focus, never the page.
  const stepKey = held ? 'outage' : flow.choosing.value || !step ? 'choose' : step.step;
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (held) return;
    const dialog = anchor.current?.closest('[role="dialog"]');
    if (!dialog || dialog.contains(document.activeElement)) return;
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('h2');
    if (target && !target.matches('[data-autofocus]')) target.tabIndex = -1;
    target?.focus();
  }, [stepKey, held]);
  useEffect(() => {
    // Back from the outage content: the focus goes to the step's first field, as when the dialog opened.
    if (wasHeld.current && !held) anchor.current?.closest('[role="dialog"]')?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    wasHeld.current = held;
  }, [held]);

  const content = (() => {
    if (held) return <OutageContent phase="pre-auth" />;
    if (flow.choosing.value || !step) return <ChooseMethod flow={flow} />;
    switch (step.step) {
      case 'phone':
        return <PhoneStep key="phone" flow={flow} phone={step.phone} error={step.error} />;
      case 'email':
        return <EmailStep key="email" flow={flow} email={step.email} error={step.error} />;
      case 'phone-otp':
        return <CodeStep key="phone-otp" flow={flow} channel="sms" code={step.code} error={step.error} destination={step.phone} />;
      case 'email-otp':
        return <CodeStep key="email-otp" flow={flow} channel="email" code={step.code} error={step.error} destination={step.email} />;
      case 'captcha':
        return <CaptchaStep key="captcha" flow={flow} error={step.error} />;
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
    <Dialog labelledBy={held ? OUTAGE_TITLE_ID : 'login-title'} describedBy={held ? OUTAGE_DESCRIPTION_ID : undefined} onClose={close}>
      <span ref={anchor} hidden />
      {content}
    </Dialog>
  );
}
