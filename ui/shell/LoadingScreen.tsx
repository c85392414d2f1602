import { css } from '@linaria/core';
import { Logo } from './Logo';

const screen = css`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: var(--bg);
  z-index: 50;
`;
const pulse = css`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  color: var(--muted);
  @keyframes spark-pulse {
    50% {
      transform: scale(1.12);
    }
  }
  & > svg {
    animation: spark-pulse 1.2s ease-in-out infinite;
  }
`;

/**
 * ROUTE-29: the logo while a route or the app is not ready; it can show a redirect message.
 * Its label is passed in, so it works before translations have loaded.
 */
export function LoadingScreen({ label = 'Loading', message }: { label?: string; message?: string }) {
  return (
    <div className={screen} role="status" aria-live="polite" aria-busy="true" data-testid="loading-screen">
      <div className={pulse}>
        <Logo size={64} label={label} />
        {message ? <p>{message}</p> : null}
      </div>
    </div>
  );
}
