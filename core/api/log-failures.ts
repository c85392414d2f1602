import type { Logger } from '../shared';
import type { HttpObserver } from './observed-http';
import { classifyFailure } from './classify-failure';

/**
 * ERR-01, ERR-03, ERR-04: every failed call is logged, at the error level only when the product does not expect
 * it (a 5xx, an unknown 4xx, a ban without an appeal token); expected outcomes (a 401 on its way to
 * re-authentication, a forced logout, a rate limit, 40303, 40307 with its challenge token) are logged as info.
 * The logger's adapter decides where logs go and what is sampled. Only the path template is logged, never ids.
 */
export const logFailures =
  (logger: Logger): HttpObserver =>
  (request, result) => {
    if (result.ok) return;
    const failure = result.error;
    const classification = classifyFailure(failure, 'default');
    logger.log(classification.logAsError ? 'error' : 'info', 'api call failed', {
      method: request.method,
      path: request.path,
      kind: classification.kind,
      code: failure.code,
      ...('response' in failure ? { status: failure.response.status } : {}),
    });
  };
