/**
 * The limits on sending codes, as pure rules over the times of past sends (sliding windows): per destination
 * a cooldown between codes, at most N in 15 minutes and M a day; per client address at most K an hour.
 */
import type { RateWindow } from '../config';

/** Milliseconds until one more event fits in the window (0: it fits now). `times` are past events in ms. */
export const waitForWindow = (times: readonly number[], now: number, window: RateWindow): number => {
  const recent = times.filter((t) => t > now - window.windowMs && t <= now).sort((a, b) => a - b);
  if (recent.length < window.max) return 0;
  // The window admits one more once all but max - 1 of the recent events have left it.
  const leaving = recent[recent.length - window.max]!;
  return leaving + window.windowMs - now;
};

export type SendLimitRule = 'client-address' | 'daily' | 'short-window' | 'cooldown';

export interface SendLimits {
  readonly perIp: RateWindow;
  readonly perDestinationDaily: RateWindow;
  readonly perDestinationShort: RateWindow;
  readonly resendCooldownMs: number;
}

export interface SendHistory {
  /** Past sends to this destination (ms). */
  readonly destination: readonly number[];
  /** Past sends asked for from this client address (ms). */
  readonly clientAddress: readonly number[];
}

export interface SendRefusal {
  readonly rule: SendLimitRule;
  readonly waitMs: number;
}

/**
 * The refusal that keeps the sender waiting longest, or null when a code may be sent now: its wait is the
 * true time until every limit admits the next code, so `Retry-After` is never too early.
 */
export const checkSendLimits = (history: SendHistory, now: number, limits: SendLimits): SendRefusal | null => {
  const waits: SendRefusal[] = [
    { rule: 'client-address', waitMs: waitForWindow(history.clientAddress, now, limits.perIp) },
    { rule: 'daily', waitMs: waitForWindow(history.destination, now, limits.perDestinationDaily) },
    { rule: 'short-window', waitMs: waitForWindow(history.destination, now, limits.perDestinationShort) },
    {
      rule: 'cooldown',
      waitMs: limits.resendCooldownMs > 0 ? waitForWindow(history.destination, now, { max: 1, windowMs: limits.resendCooldownMs }) : 0,
    },
  ];
  return waits.reduce<SendRefusal | null>((worst, refusal) => (refusal.waitMs > (worst?.waitMs ?? 0) ? refusal : worst), null);
};

/** The longest window the checks look back over: older sends need not be read. */
export const lookBackMs = (limits: SendLimits): number =>
  Math.max(limits.perIp.windowMs, limits.perDestinationDaily.windowMs, limits.perDestinationShort.windowMs, limits.resendCooldownMs);
