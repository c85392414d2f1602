import { useEffect, useState } from 'react';

/**
 * True once the browser has had an idle moment after the screen first rendered (at the latest after `timeoutMs`):
 * work the first screen does not need (a banner's chunk and its requests) waits for it, off the first screen's
 * critical path.
 */
export function useIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}
