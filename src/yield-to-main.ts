/**
 * Ends the current task: what follows runs in a task of its own, so the browser can handle input and paint between
 * two pieces of start-up work instead of after one long task. `scheduler.yield()` where the browser has it (the rest
 * then runs ahead of other waiting tasks), a message to itself otherwise (a task at once, which a hidden page's timer
 * throttling does not hold back by a second, as it would a zero-delay timer), and a timer where neither exists.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { readonly scheduler?: { readonly yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
};
