/**
 * Ends the current task: what follows runs in a task of its own, so the browser can handle input and paint between
 * two pieces of start-up work instead of after one long task. `scheduler.yield()` where the browser has it (the rest
 * then runs ahead of other waiting tasks), a zero-delay timer otherwise.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { readonly scheduler?: { readonly yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
