import type { SessionConfig } from './session-config';

/** SESS-05: where the member is taken to be: in the app, or elsewhere in the browser after a short idle. */
export type SessionSource = 'in-app' | 'browser';

export interface IdleState {
  readonly source: SessionSource;
  /** SESS-06: the long idle passed; the next activity starts a new user session. */
  readonly isExpired: boolean;
}

/** SESS-05, SESS-06: the idle state after `idleMs` without activity. */
export const idleStateAfter = (idleMs: number, config: SessionConfig): IdleState => ({
  source: config.shortIdleEnabled && idleMs >= config.shortIdleMs ? 'browser' : 'in-app',
  isExpired: idleMs >= config.longIdleMs,
});

/** How long after `idleMs` the idle state changes next if no activity comes, or null when it never will. */
export const nextIdleChangeIn = (idleMs: number, config: SessionConfig): number | null => {
  const thresholds = config.shortIdleEnabled ? [config.shortIdleMs, config.longIdleMs] : [config.longIdleMs];
  const ahead = thresholds.filter((threshold) => threshold > idleMs).map((threshold) => threshold - idleMs);
  return ahead.length === 0 ? null : Math.min(...ahead);
};
