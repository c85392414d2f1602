import { useEffect, useState } from 'react';

/**
 * Runs `work` in a task of its own once the browser has an idle moment (at the latest after `timeoutMs`; at once in
 * the next task where there is no idle callback). Answers a function that calls it off if it has not run yet.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}

/**
 * True once the browser has had an idle moment after the screen first rendered (at the latest after `timeoutMs`):
 * work the first screen does not need (a banner's chunk and its requests) waits for it, off the first screen's
 * critical path.
 */
export function useIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
