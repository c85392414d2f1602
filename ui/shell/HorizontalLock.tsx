import { css } from '@linaria/core';
import { FormattedMessage } from 'react-intl';

const lock = css`
  display: none;
  @media (orientation: landscape) and (max-height: 500px) and (pointer: coarse) {
    position: fixed;
    inset: 0;
    z-index: 70;
    display: grid;
    place-content: center;
    padding: var(--space-4);
    background: var(--bg);
    color: var(--fg);
    text-align: center;
    font-size: 1.125rem;
    font-weight: 600;
  }
`;

/** APP-06: on a phone turned sideways, the app asks to be held upright. */
export function HorizontalLock() {
  return (
    <div className={lock} role="status">
      <FormattedMessage id="shell.rotate" />
    </div>
  );
}
