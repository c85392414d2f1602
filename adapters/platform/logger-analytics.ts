import type { FunnelEvent, FunnelSinkPort } from '../../core/auth';
import type { Logger } from '../../core/shared';

/** Funnel events (ANA-11) written to the log until an event-tracking endpoint is configured (ANA-01). */
export const loggerAnalytics = (logger: Logger): FunnelSinkPort => ({
  send: (event: FunnelEvent) => logger.log('info', `funnel ${event.type}`, { ...event }),
});
