import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CODE_REQUIRED, CONTACT_REQUIRED, SETTINGS } from '../../core/settings';
import { useInjection } from '../di/resolver';

export const sectionClass = css`
  margin-block: var(--space-4);
  h2 {
    margin: 0 0 var(--space-1);
    padding-inline: var(--space-3);
    font-size: var(--text-sm);
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--muted);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: var(--space-1) 0;
    border: 1px solid var(--border);
    border-radius: var(--radius-lg);
    background: var(--raised);
  }
  li + li {
    border-top: 1px solid var(--border);
  }
`;

export const pageClass = css`
  max-width: 640px;
`;

export const noticeClass = css`
  margin: var(--space-2) 0;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius);
  border: 1px solid var(--danger);
  color: var(--fg);
  background: var(--surface);
`;

/** A titled group of rows. */
export function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  const id = `section-${titleId.replace(/\W/g, '-')}`;
  return (
    <section className={sectionClass}>
      <h2 id={id}>{intl.formatMessage({ id: titleId })}</h2>
      <ul aria-labelledby={id}>{children}</ul>
    </section>
  );
}

/** The message key of a refused change or step, by the server's code (or the core's). */
export const settingsErrorKey = (code: string | number | undefined, channel: 'email' | 'phone' = 'email'): string => {
  switch (code) {
    case CONTACT_REQUIRED:
      return channel === 'email' ? 'settings.error.emailRequired' : 'settings.error.phoneRequired';
    case CODE_REQUIRED:
      return 'settings.error.codeRequired';
    case 40009:
      return 'settings.error.emailInvalid';
    case 40315:
      return 'settings.error.phoneInvalid';
    case 40900:
      return channel === 'email' ? 'settings.error.emailTaken' : 'settings.error.phoneTaken';
    case 40000:
      return channel === 'email' ? 'settings.error.emailSame' : 'settings.error.phoneSame';
    case 41201:
    case 41202:
      return 'settings.error.wrongCode';
    case 40316:
    case 40317:
      return 'settings.error.codeExpired';
    case 42901:
    case 42902:
    case 42903:
    case 42904:
    case 42905:
    case 42906:
    case 42907:
      return 'settings.error.tooMany';
    default:
      return 'settings.error.generic';
  }
};

/** Loads the member's settings once per visit. */
export function useSettingsLoaded(): void {
  const load = useInjection(SETTINGS.Load);
  useEffect(() => void load.execute(), [load]);
}

/** Says in words that the last change was refused and is back to how it was. */
export function RefusedNotice() {
  useSignals();
  const refused = useInjection(SETTINGS.Store).refused.value;
  if (refused === null) return null;
  return (
    <p role="alert" className={noticeClass}>
      <FormattedMessage id="settings.refused" />
    </p>
  );
}
