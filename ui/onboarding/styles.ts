import { css } from '@linaria/core';
import { DESKTOP, MOBILE, VISUALLY_HIDDEN } from '../theme/tokens';

/** The onboarding page: one column, the progress on top, the step's action at the bottom of the form. */
export const page = css`
  width: min(100%, 560px);
  margin: 0 auto;
  padding: var(--space-4) var(--space-4) var(--space-6);
  display: grid;
  gap: var(--space-4);
  align-content: start;
  ${MOBILE} {
    padding-top: var(--space-3);
  }
  ${DESKTOP} {
    margin-top: var(--space-5);
    padding: var(--space-5) var(--space-5) var(--space-5);
    border: 1px solid var(--border);
    border-radius: var(--radius-lg);
    background: var(--raised);
    box-shadow: var(--shadow-1);
  }
`;

export const topRow = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 44px;
`;

export const progressTrack = css`
  flex: 1;
  height: 8px;
  border-radius: var(--radius-full);
  background: var(--surface2);
  overflow: hidden;
  > div {
    height: 100%;
    border-radius: inherit;
    background: linear-gradient(90deg, var(--brand), var(--brand2));
    transition: width var(--dur) var(--ease);
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
    > div {
      background: Highlight;
    }
  }
`;

export const stepCount = css`
  color: var(--muted);
  font-size: var(--text-sm);
  font-weight: 600;
  white-space: nowrap;
`;

export const heading = css`
  display: grid;
  gap: var(--space-1);
  h1 {
    margin: 0;
    font-size: var(--text-2xl);
    font-weight: 800;
    letter-spacing: -0.01em;
    line-height: var(--leading-tight);
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: 0;
    color: var(--muted);
  }
`;

export const form = css`
  display: grid;
  gap: var(--space-4);
`;

export const actions = css`
  display: grid;
  gap: var(--space-2);
  margin-top: var(--space-2);
`;

export const fieldset = css`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: var(--space-2);
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: var(--space-2);
    font-weight: 600;
  }
`;

export const choiceList = css`
  display: grid;
  gap: var(--space-2);
`;

/** A radio or checkbox as a big tappable row. */
export const choice = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-height: 56px;
  padding: 0 var(--space-3);
  border: 2px solid var(--border-strong);
  border-radius: var(--radius);
  background: var(--raised);
  font-weight: 600;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--accent-fill);
  }
  &:has(input:checked) {
    border-color: var(--accent-fill);
    background: color-mix(in srgb, var(--brand) 8%, var(--raised));
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;

/** A plain checkbox with its label on one line. */
export const check = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--accent-fill);
  }
`;

export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

export const dateRow = css`
  display: grid;
  grid-template-columns: 5rem 5rem 7rem;
  gap: var(--space-2);
  input {
    width: 100%;
    min-width: 0;
  }
`;

export const visuallyHidden = css`
  ${VISUALLY_HIDDEN}
`;

export const alertBox = css`
  margin: 0;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-sm);
  border-inline-start: 4px solid var(--danger);
  background: var(--surface);
  color: var(--fg);
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

export const centered = css`
  width: min(100%, 560px);
  margin: 0 auto;
  padding: var(--space-5) var(--space-4);
  display: grid;
  gap: var(--space-3);
  justify-items: center;
  text-align: center;
`;

/** A direction arrow that points the other way in right-to-left languages. */
export const flipRtl = css`
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

export const skeletonPage = css`
  width: 100%;
  height: 320px;
  border-radius: var(--radius-lg);
  background: var(--surface);
`;

/** ONB-16: the round icon on top of a post-onboarding page. */
export const centeredIcon = css`
  justify-self: center;
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: var(--radius-full);
  background: var(--surface);
  color: var(--accent-text);
`;
