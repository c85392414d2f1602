import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title';
import { Logo } from '../shell/Logo';

const page = css`
  min-height: 100%;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-4);
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  p {
    margin: 0;
    max-width: 40ch;
    color: var(--muted);
  }
`;

/** A full-page message: the logo, a title (also the page title), a sentence and an optional action. */
export function CenteredPage({ title, body, children, inShell = false }: { title: string; body: ReactNode; children?: ReactNode; inShell?: boolean }) {
  usePageTitle(title);
  // Inside the app shell, whose <main> holds it, it is a plain block: one main landmark per page.
  const Root = inShell ? 'div' : 'main';
  return (
    <Root className={page} id={inShell ? undefined : 'main'}>
      <Logo size={56} />
      <h1>{title}</h1>
      <p>{body}</p>
      {children}
    </Root>
  );
}
