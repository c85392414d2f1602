import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { NAVIGATION, type ModalRequest } from '../../core/navigation';
import { SETTINGS } from '../../core/settings';
import { Button } from '../components';
import { Dialog } from '../components/Dialog';
import { FeatureGate } from '../components/FeatureGate';
import { checkRow } from '../components/styles';
import { useInjection } from '../di/resolver';
import { contactForm, ContactChangeForm } from './ContactChangeForm';

const lead = css`
  margin: 0;
  color: var(--muted);
`;

/** The prompt's settings as the post-login step put them in the modal request (core/post-login, PL-10). */
const promptOf = (modal: ModalRequest) => ({
  dismissible: modal.props?.['dismissible'] !== false,
  marketingOptIn: modal.props?.['marketingOptIn'] === true,
  strictOptIn: modal.props?.['strictOptIn'] === true,
});

/** The address was added: said, and the focus on the button that closes the prompt. */
function Added({ address, onDone }: { address: string; onDone: () => void }) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className={contactForm}>
      <p role="status">{intl.formatMessage({ id: 'emailPrompt.done' }, { value: address })}</p>
      <Button ref={button} onClick={onDone}>
        {intl.formatMessage({ id: 'emailPrompt.doneButton' })}
      </Button>
    </div>
  );
}

function Prompt({ modal }: { modal: ModalRequest }) {
  useSignals();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const modals = useInjection(NAVIGATION.Modals);
  const prompt = useInjection(SETTINGS.EmailPrompt);
  // Once the address is added, closing only closes: there is nothing left to dismiss.
  const added = useInjection(SETTINGS.Store).emailChange.value.step === 'done';
  const { dismissible, marketingOptIn, strictOptIn } = promptOf(modal);
  const offersBox = marketingOptIn || strictOptIn;
  // The box is ticked by default, except where the member must opt in themselves (strict).
  const [optIn, setOptIn] = useState(marketingOptIn && !strictOptIn);
  const titleId = useId();
  const bodyId = useId();
  const dismiss = () => {
    void prompt.dismiss();
    modals.close();
  };
  return (
    <Dialog labelledBy={titleId} describedBy={bodyId} {...(added ? { onClose: () => modals.close() } : dismissible ? { onClose: dismiss } : {})}>
      <h2 id={titleId}>{t('emailPrompt.title')}</h2>
      <p id={bodyId} className={lead}>
        {t('emailPrompt.body')}
      </p>
      <ContactChangeForm
        channel="email"
        fieldLabel={t('settings.account.email')}
        extra={
          offersBox ? (
            <label className={checkRow}>
              <input type="checkbox" checked={optIn} onChange={(e) => setOptIn(e.currentTarget.checked)} />
              {t('emailPrompt.optIn')}
            </label>
          ) : null
        }
        confirm={(code) => prompt.confirm(code, offersBox && optIn)}
        done={(typed) => <Added address={typed} onDone={() => modals.close()} />}
      />
      {dismissible && !added ? (
        <Button variant="ghost" onClick={dismiss}>
          {t('emailPrompt.notNow')}
        </Button>
      ) : null}
    </Dialog>
  );
}

/**
 * PL-10: the e-mail prompt after sign-in: the address with a code to it (the settings' contact change), the marketing
 * box when the settings offer it, and "Not now" and the close button only when it may be dismissed. Its own chunk,
 * with the settings module.
 */
export default function EmailPromptModal({ modal }: { modal: ModalRequest }) {
  return (
    <FeatureGate feature="settings" loading={null}>
      <Prompt modal={modal} />
    </FeatureGate>
  );
}
