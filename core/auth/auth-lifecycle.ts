import type { Logger } from '../shared';
import type { AuthLifecycleListener } from './auth-effects.port';

/** Runs one lifecycle hook on every listener; a failing listener is logged and does not stop the others. */
export async function notify(listeners: readonly AuthLifecycleListener[], hook: 'signedIn' | 'signedOut', logger: Logger): Promise<void> {
  for (const l of listeners) {
    try {
      await l[hook]?.();
    } catch (e) {
      logger.log('error', `auth ${hook} listener failed`, { error: String(e) });
    }
  }
}
