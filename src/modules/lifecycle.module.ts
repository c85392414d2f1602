import { ContainerModule } from 'inversify';
import { API, logFailures, observeHttp, type HttpPort } from '../../core/api';
import { APP } from '../../core/app';
import { AUTH, type AuthLifecycleListener } from '../../core/auth';
import { BANS, readBan } from '../../core/bans';
import { NAVIGATION } from '../../core/navigation';
import { PERSISTENCE } from '../../core/persistence';
import { POST_LOGIN } from '../../core/post-login';
import { PROFILE } from '../../core/profile';
import { REALTIME } from '../../core/realtime';
import { ROUTING, type MatchLookupPort } from '../../core/routing';
import { SESSION } from '../../core/session';
import { SHARED } from '../../core/shared';
import { LAZY_MODULES } from '../lazy-modules';
import { INBOX_SESSION } from './inbox-session';
import { lookup } from './provide';

/**
 * How the modules meet around signing in and out, and around every API call:
 * - signed in: the post-login sequence runs (post-login.module.ts: the own profile, PL-03; realtime, whose socket
 *   closed for an ended session signs the member out, then matches and chat, PL-04); signed out: realtime stops, matches and chat
 *   stop and forget; the own profile, the unread counts (NAV-05), stored slices (the outbox and the recent emoji,
 *   CHAT-14, among them) and the user session reset (AUTH-34);
 * - every API answer: a 403 with the logout flag forces logout (AUTH-26); a ban signs out to its warden screen
 *   (BAN-02, BAN-04); timeouts feed the connectivity state (APP-05).
 */
export const lifecycleModule = new ContainerModule(({ bind, onActivation }) => {
  bind(AUTH.Listeners).toDynamicValue((ctx): readonly AuthLifecycleListener[] => [
    {
      // PL-01..PL-12: the post-login sequence (its own chunk) loads the own profile and starts the feeds.
      signedIn: async () => {
        await lookup(ctx, LAZY_MODULES).ensure('postLogin');
        await lookup(ctx, POST_LOGIN.Run).execute();
      },
      // PL-02: the next sign-in runs it again.
      signedOut: () => {
        if (lookup(ctx, LAZY_MODULES).loaded('postLogin')) lookup(ctx, POST_LOGIN.Run).reset();
      },
    },
    {
      signedOut: async () => {
        await lookup(ctx, LAZY_MODULES).ensure('realtime');
        lookup(ctx, REALTIME.Connection).stop();
      },
    },
    {
      signedOut: async () => {
        if (lookup(ctx, LAZY_MODULES).loaded('matches')) await lookup(ctx, INBOX_SESSION).signedOut();
      },
    },
    {
      // The own profile and the unread counts (NAV-05) are forgotten.
      signedOut: () => {
        lookup(ctx, PROFILE.LoadOwn).clear();
        if (lookup(ctx, LAZY_MODULES).loaded('profileEdit')) lookup(ctx, PROFILE.Edit).clear();
        lookup(ctx, NAVIGATION.InboxBadge).clear();
      },
    },
    {
      signedOut: async () => {
        await lookup(ctx, LAZY_MODULES).ensure('persistence');
        const persistence = lookup(ctx, PERSISTENCE.Service);
        await Promise.all(
          (['user', 'settings', 'privacy', 'appeals', 'outbox', 'recentEmoji'] as const).map((slice) => persistence.clear(slice)),
        );
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
      // BAN-02, BAN-04: any call answered with a ban signs out on this device to the warden screen.
      (_req, result) => {
        if (result.ok || readBan(result.error) === null) return;
        const lazy = lookup(ctx, LAZY_MODULES);
        void lazy.ensure('bans').then(() => lookup(ctx, BANS.Handle).execute(result.error));
      },
      (_req, result) => lookup(ctx, APP.ConnectivityMonitor).observeRequest(result),
      // ERR-01, ERR-03, ERR-04: failed calls are logged, as errors only when unexpected.
      logFailures(lookup(ctx, SHARED.Logger)),
    ]),
  );

  // ROUTE-21: the chat route's guard asks the matches module (its own chunk, loaded on the first question).
  bind(ROUTING.MatchLookup).toDynamicValue((ctx): MatchLookupPort => {
    const lazy = lookup(ctx, LAZY_MODULES);
    const session = async () => {
      await lazy.ensure('matches');
      return lookup(ctx, INBOX_SESSION).lookup;
    };
    return {
      initialMatchesLoaded: async () => (await session()).initialMatchesLoaded(),
      hasMatch: (id) => lazy.loaded('matches') && lookup(ctx, INBOX_SESSION).lookup.hasMatch(id),
      fetchMatch: async (id) => (await session()).fetchMatch(id),
    };
  });
});
