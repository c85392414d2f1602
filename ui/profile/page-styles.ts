import { css } from '@linaria/core';

export const pageStack = css`
  display: grid;
  gap: var(--space-4);
  max-width: 720px;
  padding-bottom: var(--space-6);
`;
export const topLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;
export const chipList = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const muted = css`
  margin: 0;
  color: var(--muted);
`;
