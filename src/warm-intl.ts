import { yieldToMain } from './yield-to-main';

/** Past this the page's thread builds the lists itself (a worker that never answers holds nothing up). */
const WORKER_PATIENCE_MS = 3000;

/** A worker's start, replaceable in tests (jsdom has no workers). */
export type StartWorker = () => Worker;
const startWarmWorker: StartWorker = () => new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' });

/** Settles once the worker said it is done, failed, or took too long; the worker is ended either way. */
function inWorker(start: StartWorker): Promise<void> {
  return new Promise((settled) => {
    let worker: Worker;
    try {
      worker = start();
    } catch {
      settled();
      return;
    }
    const done = () => {
      clearTimeout(patience);
      worker.terminate();
      settled();
    };
    const patience = setTimeout(done, WORKER_PATIENCE_MS);
    worker.addEventListener('message', done, { once: true });
    worker.addEventListener('error', done, { once: true });
  });
}

/**
 * The first time a page asks the browser's number formats which languages they have, the browser builds that list,
 * in one piece of 13 to 35 ms unthrottled on a two-core server, four times that on a phone (its date formats' list,
 * about 3 ms, likewise), and react-intl asks both as soon as an IntlProvider is created (`createIntl`'s `supportedLocalesOf`
 * checks), in the first render of the app or of the landing's hydration. Chromium keeps these lists once for the
 * page's whole process, so a worker builds them off the page's thread while the messages and stage 2 download.
 * Then the page's thread asks too, each in a task of its own: nearly nothing once the worker built them, and where
 * a browser keeps them per thread, or has no workers, the work is still out of the first render.
 */
export async function warmIntl(start: StartWorker | null = typeof Worker === 'function' ? startWarmWorker : null): Promise<void> {
  if (start) await inWorker(start);
  await yieldToMain();
  Intl.NumberFormat.supportedLocalesOf('en');
  await yieldToMain();
  Intl.DateTimeFormat.supportedLocalesOf('en');
}
