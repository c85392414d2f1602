import { css } from '@linaria/core';

/** The ban challenges' page (BAN-06 captcha, BAN-07 selfie): one column of cards. */
export const challengePage = css`
  max-width: 560px;
  display: grid;
  gap: var(--space-3);
  p {
    margin: 0;
  }
`;

/** A card of a ban challenge. */
export const challengeCard = css`
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  padding: var(--space-4);
  display: grid;
  gap: var(--space-3);
`;

/** What a challenge said, where the focus goes after it (a status, not a control: no focus ring). */
export const challengeSaid = css`
  font-weight: 600;
  &:focus {
    outline: none;
  }
`;
