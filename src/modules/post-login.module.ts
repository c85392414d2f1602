import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { POST_LOGIN, RunPostLoginUseCase } from '../../core/post-login';
import { PROFILE } from '../../core/profile';
import { REALTIME } from '../../core/realtime';
import { SHARED } from '../../core/shared';
import { INBOX_SESSION } from './inbox-session';
import { lookup } from './provide';

/**
 * The post-login sequence (PL-01..PL-12), its own chunk, run by the sign-in listener (lifecycle.module.ts) after
 * every sign-in, onboarding's completion included. The app has two of its steps so far: the own profile (PL-03)
 * and the feeds (PL-04: realtime, then matches and chat). The steps whose server route or screen does not exist
 * yet (the contact request, ID verification, biometrics, 3-D Secure, the e-mail prompt, alerts) have no handler
 * and are skipped; the stored redirect (PL-12) is opened by the login's finalisation itself (AUTH-20).
 */
export const postLoginModule = new ContainerModule(({ bind }) => {
  let watchingSessionEnd = false;
  bind(POST_LOGIN.Run).toDynamicValue(
    (ctx) =>
      new RunPostLoginUseCase({
        logger: lookup(ctx, SHARED.Logger),
        // PL-01: no setting and no select deep link exist yet.
        settings: () => ({ skipPostLogin: false, selectDeepLinkActive: false }),
        handlers: {
          'load-profile': () => lookup(ctx, PROFILE.LoadOwn).execute(),
          'start-feeds': async () => {
            const features = lookup(ctx, SHARED.Features);
            await features.load('realtime');
            if (!watchingSessionEnd) {
              watchingSessionEnd = true;
              // The server ended the session (logout elsewhere, ban, revoked family): the socket closes with the
              // session-ended code, and the member is signed out here too.
              lookup(ctx, REALTIME.Store).sessionEnded.subscribe((ended) => {
                if (ended) void lookup(ctx, AUTH.Logout).execute('session-ended');
              });
            }
            lookup(ctx, REALTIME.Connection).start();
            await features.load('matches');
            await lookup(ctx, INBOX_SESSION).signedIn();
          },
        },
      }),
  );
});
