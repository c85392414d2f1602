import { ContainerModule } from 'inversify';
import { API, observeHttp, type HttpPort } from '../../core/api';
import { APP } from '../../core/app';
import { AUTH, type AuthLifecycleListener } from '../../core/auth';
import { NAVIGATION } from '../../core/navigation';
import { PERSISTENCE } from '../../core/persistence';
import { PROFILE } from '../../core/profile';
import { REALTIME } from '../../core/realtime';
import { ROUTING, type MatchLookupPort } from '../../core/routing';
import { SESSION } from '../../core/session';
import { appError, err, ok, SHARED } from '../../core/shared';
import { LAZY_MODULES } from '../lazy-modules';
import { lookup } from './provide';

/** Recently used emoji, kept on the device and cleared at logout (CHAT-14). */
export const RECENT_EMOJI_KEY = 'spark:recent-emoji';

/**
 * How the modules meet around signing in and out, and around every API call:
 * - signed in: realtime connects (and a socket closed for an ended session signs the member out) and the own
 *   profile loads (PL-03); signed out: realtime stops; the own profile, the unread counts (NAV-05), stored slices,
 *   recent emoji and the user session reset (AUTH-34);
 * - every API answer: a 403 with the logout flag forces logout (AUTH-26); timeouts feed the connectivity state
 *   (APP-05).
 */
export const lifecycleModule = new ContainerModule(({ bind, onActivation }) => {
  let watchingSessionEnd = false;
  bind(AUTH.Listeners).toDynamicValue((ctx): readonly AuthLifecycleListener[] => [
    {
      signedIn: async () => {
        await lookup(ctx, LAZY_MODULES).ensure('realtime');
        if (!watchingSessionEnd) {
          watchingSessionEnd = true;
          // The server ended the session (logout elsewhere, ban, revoked family): the socket closes with the
          // session-ended code, and the member is signed out here too.
          lookup(ctx, REALTIME.Store).sessionEnded.subscribe((ended) => {
            if (ended) void lookup(ctx, AUTH.Logout).execute('session-ended');
          });
        }
        lookup(ctx, REALTIME.Connection).start();
      },
      signedOut: async () => {
        await lookup(ctx, LAZY_MODULES).ensure('realtime');
        lookup(ctx, REALTIME.Connection).stop();
      },
    },
    {
      // PL-03: the own profile loads after sign-in and is forgotten at logout; so are the unread counts (NAV-05).
      signedIn: () => lookup(ctx, PROFILE.LoadOwn).execute(),
      signedOut: () => {
        lookup(ctx, PROFILE.LoadOwn).clear();
        lookup(ctx, NAVIGATION.InboxBadge).clear();
      },
    },
    {
      signedOut: async () => {
        await lookup(ctx, LAZY_MODULES).ensure('persistence');
        const persistence = lookup(ctx, PERSISTENCE.Service);
        await Promise.all([persistence.clear('user'), persistence.clear('settings'), persistence.clear('privacy'), persistence.clear('appeals')]);
        await lookup(ctx, SHARED.KeyValueStorage).removeItem(RECENT_EMOJI_KEY);
        await lookup(ctx, LAZY_MODULES).ensure('sessionTracking');
        lookup(ctx, SESSION.Tracker).renew();
      },
    },
  ]);

  onActivation(API.Http, (ctx, http: HttpPort) =>
    observeHttp(http, [
      (_req, result) => {
        if (!result.ok && result.error.kind === 'forced-logout') void lookup(ctx, AUTH.Logout).execute('forced');
      },
      (_req, result) => lookup(ctx, APP.ConnectivityMonitor).observeRequest(result),
    ]),
  );

  // The matches module will own this lookup; until then a chat route asks the server for its match directly.
  bind(ROUTING.MatchLookup).toDynamicValue(
    (ctx): MatchLookupPort => ({
      initialMatchesLoaded: async () => undefined,
      hasMatch: () => false,
      fetchMatch: async (id) => {
        const r = await lookup(ctx, API.Http).request({ method: 'GET', path: '/v2/matches/{matchId}', params: { matchId: id }, auth: true });
        return r.ok ? ok(undefined) : err(appError(r.error.code, r.error.message));
      },
    }),
  );
});
