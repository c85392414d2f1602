/**
 * Waits in real time until `condition` holds. Tests that drive the core on fake time still need real sockets
 * to deliver their frames: advance the fake clock, then wait here for the I/O it caused.
 */
export const waitUntil = async (
  condition: () => boolean,
  { what = 'condition', timeoutMs = 3_000, intervalMs = 5 }: { what?: string; timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waitUntil: ${what} did not hold within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
};

/** A pause in real time, to show that something does NOT happen within it. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
