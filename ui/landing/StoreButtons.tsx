import { css } from '@linaria/core';
import { useIntl } from 'react-intl';
import { DESKTOP } from '../theme/tokens';

const row = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2);
  margin-top: var(--space-2);
  ${DESKTOP} {
    justify-content: start;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    padding: var(--space-1) var(--space-3);
    border-radius: 10px;
    background: #000;
    color: #fff;
    text-decoration: none;
    font-weight: 600;
  }
`;

const STORES = [
  { id: 'appStore', href: 'https://apps.apple.com/', path: 'M16 13c0-2 1.6-3 1.7-3-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7A4 4 0 0 0 5.8 10.5c-1.4 2.5-.4 6.2 1 8.2.7 1 1.5 2 2.5 2s1.4-.6 2.6-.6 1.5.6 2.6.6 1.7-1 2.4-2a8 8 0 0 0 1.1-2.3c-.1 0-2-.8-2-3.4ZM14 6.9c.5-.7.9-1.6.8-2.5-.8 0-1.7.5-2.3 1.2-.5.5-.9 1.5-.8 2.4.9 0 1.8-.5 2.3-1.1Z' },
  { id: 'googlePlay', href: 'https://play.google.com/', path: 'M4 3.5v17l9-8.5-9-8.5Zm10.3 9.7 2.3 2.2-9.9 5.5 7.6-7.7Zm0-2.4L6.7 3.1l9.9 5.5-2.3 2.2Zm3.6-1.5 2.6 1.4c.7.4.7 1.4 0 1.8l-2.6 1.4-2.5-2.3 2.5-2.3Z' },
] as const;

/** LAND-01: the app-store download buttons. */
export function StoreButtons() {
  const intl = useIntl();
  return (
    <div className={row}>
      {STORES.map((s) => (
        <a key={s.id} href={s.href} target="_blank" rel="noopener noreferrer">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={s.path} fill="currentColor" />
          </svg>
          {intl.formatMessage({ id: `landing.store.${s.id}` })}
        </a>
      ))}
    </div>
  );
}
