import { css } from '@linaria/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { focusInNextFrame, focusIsNowhere } from '../hooks/focus-next-frame';
import { usePageTitle } from '../hooks/use-page-title';

const frame = css`
  padding: var(--space-4) var(--space-3);
  max-width: 960px;
  margin: 0 auto;
  h1 {
    margin: 0 0 var(--space-3);
    font-size: var(--text-2xl);
    font-weight: 800;
    letter-spacing: -0.01em;
  }
  h1:focus {
    outline: none;
  }
  &[data-compact='true'] {
    padding-top: var(--space-3);
    padding-bottom: var(--space-3);
    h1 {
      margin-bottom: var(--space-2);
      font-size: var(--text-xl);
    }
  }
`;

/**
 * A screen with its heading and page title from one message id. When the screen opens with the focus nowhere (a
 * route change took the focused link away), its heading takes it, so a screen reader starts on the new screen.
 * `compact` keeps the title small where the content needs the height (Discover).
 */
export function ScreenFrame({ titleId, children, compact = false }: { titleId: string; children?: ReactNode; compact?: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(title);
  // A screen opened with the focus nowhere gives it to its title (in the next frame).
  useEffect(() => (focusIsNowhere() ? focusInNextFrame(() => heading.current, () => focusIsNowhere()) : undefined), []);
  return (
    <section className={frame} aria-labelledby="screen-title" data-compact={compact}>
      <h1 id="screen-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
