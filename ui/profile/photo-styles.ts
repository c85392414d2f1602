import { css } from '@linaria/core';
import { VISUALLY_HIDDEN } from '../theme/tokens';

/** The photo grid: three columns of 3:4 tiles (nine slots), the first photo the main one. */
export const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-2);
  max-width: 420px;
  > li {
    position: relative;
    /* The shape of the photos the server makes (1080 × 1350). */
    aspect-ratio: 4 / 5;
    min-width: 0;
  }
`;

export const tile = css`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 2px solid transparent;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--surface);
  color: inherit;
  font: inherit;
  cursor: grab;
  touch-action: pan-y;
  user-select: none;
  -webkit-user-select: none;
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  &[data-over='true'] {
    border-color: var(--accent-fill);
  }
  &[data-dragging='true'] {
    position: relative;
    z-index: 2;
    cursor: grabbing;
    box-shadow: var(--shadow-3);
    opacity: 0.9;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
    pointer-events: none;
    -webkit-user-drag: none;
  }
`;


export const more = css`
  position: absolute;
  bottom: var(--space-1);
  inset-inline-end: var(--space-1);
  width: 28px;
  height: 28px;
  display: grid;
  place-items: center;
  border-radius: var(--radius-full);
  background: rgb(0 0 0 / 55%);
  color: #ffffff;
`;

export const overlay = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-1);
  padding: var(--space-2);
  background: rgb(0 0 0 / 45%);
  color: #ffffff;
  font-size: var(--text-sm);
  font-weight: 700;
  text-align: center;
  > img {
    position: absolute;
    inset: 0;
    z-index: -1;
  }
`;

export const preview = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  border-radius: var(--radius);
  filter: saturate(0.5);
`;

export const bar = css`
  width: 72%;
  height: 6px;
  border-radius: var(--radius-full);
  background: rgb(255 255 255 / 35%);
  overflow: hidden;
  > div {
    height: 100%;
    background: #ffffff;
    transition: width var(--dur-fast) linear;
  }
`;

export const failedTools = css`
  display: flex;
  gap: var(--space-1);
  flex-wrap: wrap;
  justify-content: center;
`;

export const addTile = css`
  width: 100%;
  height: 100%;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-1);
  padding: var(--space-1);
  border: 2px dashed var(--border-strong);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--accent-text);
  font: inherit;
  font-size: var(--text-sm);
  font-weight: 700;
  cursor: pointer;
  &:hover {
    border-color: var(--accent-fill);
  }
  &[data-quiet='true'] {
    border-color: var(--border);
    color: var(--muted);
  }
`;

export const broken = css`
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  color: var(--muted);
  background: var(--surface);
`;

export const section = css`
  display: grid;
  gap: var(--space-2);
  margin-bottom: var(--space-5);
  max-width: 420px;
  h2 {
    margin: 0;
    font-size: var(--text-lg);
  }
`;

export const sectionHead = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-2);
`;

export const alert = css`
  margin: 0;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-sm);
  border-inline-start: 4px solid var(--danger);
  background: var(--surface);
  color: var(--fg);
  font-size: var(--text-sm);
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

export const actionList = css`
  display: grid;
  gap: var(--space-2);
`;

export const srOnly = css`
  ${VISUALLY_HIDDEN}
`;

export { photoBadge as badge } from '../components/styles';
