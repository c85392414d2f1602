/**
 * Ends the process cleanly on SIGINT or SIGTERM: closes what `close` closes, then exits 0 (1 when closing
 * failed). A second signal while closing exits at once.
 */
export const exitOnSignals = (close: () => Promise<unknown>): void => {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: shutting down`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};
