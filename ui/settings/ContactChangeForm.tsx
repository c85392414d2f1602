import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SETTINGS, type ContactChannel } from '../../core/settings';
import { Button, TextField } from '../components';
import { useInjection } from '../di/resolver';
import { settingsErrorKey } from './settings-parts';

export const contactForm = css`
  display: grid;
  gap: var(--space-3);
  max-width: 440px;
`;

/**
 * SET-15, PL-10: a new e-mail address or phone number for the account: enter it → the code sent to it → done. What
 * was typed stays through errors, and leaving starts the flow over. The settings page and the e-mail prompt both use
 * it: `intro` says what is asked above the field, `extra` goes below it (the prompt's marketing box), `confirm`
 * replaces the plain confirmation (the prompt also saves the box), `done` is shown once the code was accepted.
 */
export function ContactChangeForm({
  channel,
  intro,
  extra,
  confirm,
  done,
  fieldLabel,
}: {
  channel: ContactChannel;
  /** The field's label when not the settings' "new address or number". */
  fieldLabel?: string;
  intro?: ReactNode;
  extra?: ReactNode;
  confirm?: (code: string) => Promise<boolean>;
  done: (typed: string) => ReactNode;
}) {
  useSignals();
  const intl = useIntl();
  const store = useInjection(SETTINGS.Store);
  const change = useInjection(SETTINGS.ChangeContact);
  const state = (channel === 'email' ? store.emailChange : store.phoneChange).value;
  const [typed, setTyped] = useState(state.typed);
  const [code, setCode] = useState('');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useEffect(() => () => change.restart(channel), [change, channel]);
  // Attention moves to the code field once the code is sent.
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.step === 'code') codeField.current?.focus();
  }, [state.step]);
  if (state.step === 'done') return done(state.typed.trim());
  if (state.step === 'code') {
    const error = state.error === undefined ? undefined : t(settingsErrorKey(state.error, channel));
    return (
      <form
        className={contactForm}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void (confirm ? confirm(code) : change.confirm(channel, code));
        }}
      >
        <p role="status">{t('settings.change.codeSent', { destination: state.maskedDestination })}</p>
        <TextField
          ref={codeField}
          data-autofocus
          label={t('settings.change.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={state.otpLength}
          value={code}
          error={error}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Button type="submit" aria-disabled={state.confirming}>
          {t(state.confirming ? 'settings.change.confirming' : 'settings.change.confirm')}
        </Button>
        <Button variant="ghost" onClick={() => change.restart(channel, state.typed)}>
          {t(channel === 'email' ? 'settings.change.otherEmail' : 'settings.change.otherPhone')}
        </Button>
      </form>
    );
  }
  const error = state.step === 'enter' && state.error !== undefined ? t(settingsErrorKey(state.error, channel)) : undefined;
  return (
    <form
      className={contactForm}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void change.send(channel, typed);
      }}
    >
      {intro}
      <TextField
        data-autofocus
        label={fieldLabel ?? t(channel === 'email' ? 'settings.change.newEmail' : 'settings.change.newPhone')}
        hint={channel === 'phone' ? t('settings.change.phoneHint') : undefined}
        type={channel === 'email' ? 'email' : 'tel'}
        autoComplete={channel === 'email' ? 'email' : 'tel'}
        value={typed}
        error={error}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      {extra}
      <Button type="submit" aria-disabled={state.step === 'sending'}>
        {t(state.step === 'sending' ? 'settings.change.sending' : 'settings.change.send')}
      </Button>
    </form>
  );
}
