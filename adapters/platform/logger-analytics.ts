import type { AuthAnalyticsPort, AuthEvent } from '../../core/auth';
import type { Logger } from '../../core/shared';

/** Funnel events written to the log until an event-tracking endpoint is configured (ANA-01). */
export const loggerAnalytics = (logger: Logger): AuthAnalyticsPort => ({
  track: (event: AuthEvent) => logger.log('info', `funnel ${event.type}`, { ...event }),
});
