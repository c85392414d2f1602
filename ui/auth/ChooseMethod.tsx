import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { VISUALLY_HIDDEN } from '../theme/tokens';
import { css } from '@linaria/core';
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

const link = css`
  color: var(--accent-text);
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  span {
    ${VISUALLY_HIDDEN}
  }
`;

/** A link to a legal page, opened in a new tab so the sign-in stays where it is. */
function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={link} href={`${import.meta.env.BASE_URL}${href}`} target="_blank" rel="noopener">
      {children}{' '}
      <span>
        <FormattedMessage id="auth.newTab" />
      </span>
    </a>
  );
}

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
        <FormattedMessage
          id="auth.choose.terms"
          values={{
            terms: (text: ReactNode[]) => <LegalLink href="legal/terms.html">{text}</LegalLink>,
            privacy: (text: ReactNode[]) => <LegalLink href="legal/privacy.html">{text}</LegalLink>,
          }}
        />
      </p>
      {methods.map((method, i) => (
        <button key={method} type="button" className={STYLES[method]} data-autofocus={i === 0 || undefined} onClick={() => flow.choose(method)}>
          <FormattedMessage id={LABELS[method]} />
        </button>
      ))}
    </>
  );
}
