import { css } from '@linaria/core';

/** Buttons: primary (filled with the accent), secondary (outlined), quiet (text only). */
export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-height: 48px;
  padding: 0 var(--space-4);
  border-radius: 999px;
  border: 2px solid transparent;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  text-decoration: none;
  &[disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
export const primary = css`
  background: var(--accent-fill);
  color: var(--on-accent);
  &:hover:not([disabled]) {
    filter: brightness(1.08);
  }
`;
export const secondary = css`
  background: transparent;
  color: var(--fg);
  border-color: var(--border);
  &:hover:not([disabled]) {
    background: var(--surface);
  }
`;
export const quiet = css`
  background: transparent;
  color: var(--accent-text);
  padding: 0 var(--space-2);
  min-height: 44px;
  &[disabled] {
    color: var(--muted);
    opacity: 1;
  }
`;
export const wide = css`
  width: 100%;
`;

export const field = css`
  display: grid;
  gap: var(--space-1);
  label {
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    min-height: 48px;
    padding: var(--space-2) var(--space-3);
    border-radius: 10px;
    border: 2px solid var(--border);
    background: var(--bg);
    color: var(--fg);
  }
  input[aria-invalid='true'] {
    border-color: var(--danger);
  }
`;

export const errorText = css`
  margin: 0;
  color: var(--danger);
  font-weight: 600;
`;

export const hint = css`
  margin: 0;
  color: var(--muted);
`;

/** A vertical stack with the standard gap (forms, dialog content). */
export const stack = css`
  display: grid;
  gap: var(--space-3);
`;

/** A round 44 px button holding only an icon (menu, close); its name comes from `aria-label`. */
export const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--fg);
  cursor: pointer;
  &:hover {
    background: var(--surface);
  }
`;
