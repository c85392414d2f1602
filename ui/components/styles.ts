import { css } from '@linaria/core';

/**
 * The shared class names behind the primitives (Button, IconButton, TextField …), for the few places that style
 * another element the same way (a wouter `Link` that looks like a button). Prefer the components.
 */

/** Buttons: the base; combine with one variant (primary, secondary, ghost, danger) and optionally a size. */
export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-height: 48px;
  padding: 0 var(--space-4);
  border-radius: var(--radius-full);
  border: 2px solid transparent;
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
  text-align: center;
  transition:
    background-color var(--dur-fast) var(--ease),
    transform var(--dur-fast) var(--ease),
    box-shadow var(--dur-fast) var(--ease);
  &:active:not([disabled], [aria-disabled='true']) {
    transform: scale(0.97);
  }
  &[disabled],
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  svg {
    flex: none;
  }
`;
export const primary = css`
  background: var(--accent-fill);
  color: var(--on-accent);
  box-shadow: var(--shadow-1);
  &:hover:not([disabled], [aria-disabled='true']) {
    filter: brightness(1.08);
    box-shadow: var(--shadow-2);
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
  }
`;
export const secondary = css`
  background: var(--raised);
  color: var(--fg);
  border-color: var(--border-strong);
  &:hover:not([disabled], [aria-disabled='true']) {
    background: var(--surface);
  }
`;
export const ghost = css`
  background: transparent;
  color: var(--accent-text);
  padding: 0 var(--space-3);
  &:hover:not([disabled], [aria-disabled='true']) {
    background: var(--surface);
  }
`;
/** @deprecated the ghost variant's former name. */
export const quiet = ghost;
export const danger = css`
  background: var(--danger-fill);
  color: #ffffff;
  &:hover:not([disabled], [aria-disabled='true']) {
    filter: brightness(1.08);
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
  }
`;
export const small = css`
  min-height: 36px;
  padding: 0 var(--space-3);
  font-size: var(--text-sm);
`;
export const large = css`
  min-height: 56px;
  padding: 0 var(--space-5);
  font-size: var(--text-lg);
`;
export const wide = css`
  width: 100%;
`;

/** A labelled field: label, control, hint and error in a column. */
export const field = css`
  display: grid;
  gap: var(--space-1);
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    min-height: 48px;
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-sm);
    border: 2px solid var(--border-strong);
    background: var(--raised);
    color: var(--fg);
    transition: border-color var(--dur-fast) var(--ease);
  }
  input:hover,
  select:hover,
  textarea:hover {
    border-color: var(--fg);
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    border-color: var(--focus);
    outline-offset: 0;
  }
  [aria-invalid='true'] {
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

/** A round button holding only an icon (menu, close); its name comes from `aria-label`. 44 px by default. */
export const iconButton = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: var(--size, 44px);
  height: var(--size, 44px);
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--fg);
  cursor: pointer;
  transition:
    background-color var(--dur-fast) var(--ease),
    transform var(--dur-fast) var(--ease),
    box-shadow var(--dur-fast) var(--ease);
  &:hover:not([disabled], [aria-disabled='true']) {
    background: var(--surface);
  }
  &:active:not([disabled], [aria-disabled='true']) {
    transform: scale(0.92);
  }
  &[disabled],
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** An icon that points along the reading direction (back, forward, a chevron) turns round in right-to-left languages. */
export const mirrorRtl = css`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** The number or label on a photo's corner (the main photo, its place in the order). */
export const photoBadge = css`
  position: absolute;
  top: var(--space-1);
  inset-inline-start: var(--space-1);
  min-width: 24px;
  height: 24px;
  padding: 0 var(--space-2);
  display: grid;
  place-items: center;
  border-radius: var(--radius-full);
  background: rgb(0 0 0 / 62%);
  color: #ffffff;
  font-size: var(--text-xs);
  font-weight: 700;
`;

/** A label around a checkbox or radio and its text, at least 44 px to touch. */
export const checkRow = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 44px;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    accent-color: var(--brand);
    flex: none;
  }
`;

/** A list of what a product gives, each line after a check mark (an svg icon). */
export const perkList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-2);
  li {
    display: flex;
    align-items: flex-start;
    gap: var(--space-2);
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: var(--accent-text);
  }
`;
