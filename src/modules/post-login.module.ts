import { ContainerModule } from 'inversify';
import { API } from '../../core/api';
import { checkoutHref } from '../../core/purchase/checkout-destination';
import { BANS, wardenBanOf } from '../../core/bans';
import { AUTH } from '../../core/auth';
import { I18N } from '../../core/i18n';
import { LOCATION, type LocationStore } from '../../core/location';
import { contactRequestPayload, POST_LOGIN, RunPostLoginUseCase, ShowEmailPromptUseCase, ShowPostLoginModalUseCase } from '../../core/post-login';
import { PAYWALL_MODAL } from '../../core/recs/modal-kinds';
import { NAVIGATION } from '../../core/navigation';
import { BUNDLE_OFFER_MODAL, ConsumableDiscountUseCase, incentiveModalProps, INCENTIVE_REDEMPTION_MODAL, OFFERS, readPostLoginOffers, type PostLoginOffers } from '../../core/offers';
import { STARTUP } from '../../core/startup';
import { PROFILE } from '../../core/profile';
import { isConsumableProduct, PURCHASE } from '../../core/purchase';
import { routeHref, ROUTING } from '../../core/routing';
import { REALTIME } from '../../core/realtime';
import { SHARED } from '../../core/shared';
import { APP_VERSION } from './api.module';
import { INBOX_SESSION } from './inbox-session';
import { lookup } from './provide';

/**
 * The post-login sequence (PL-01..PL-12), its own chunk, run by the sign-in listener (core/lifecycle) after
 * every sign-in, onboarding's completion included. The app has six of its steps: the own profile (PL-03), the feeds
 * (PL-04: realtime, then matches and chat), the contact request (PL-05), a pending 3-D Secure payment (PL-09, the
 * purchase chunk), the e-mail prompt (PL-10), the alerts (PL-11, the bans module's chunk) and the one post-login modal
 * (PL-13). The ID verification
 * and biometrics steps have no handler and are skipped (docs/decisions.md PL-06..PL-08); the stored redirect (PL-12)
 * is opened by the login's finalisation itself (AUTH-20).
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
          // PL-03: loaded once per sign-in (Discover asks for it beside its own settings, one request for both).
          'load-profile': () => lookup(ctx, PROFILE.LoadOwn).loadOnce(),
          'start-feeds': async () => {
            const features = lookup(ctx, SHARED.Features);
            await features.load('realtime');
            if (!watchingSessionEnd) {
              watchingSessionEnd = true;
              // The server ended the session (logout elsewhere, ban, revoked family): the socket closes with the
              // session-ended code, and the member is signed out here too; one call first tells a ban, which the
              // ban observer (lifecycle.module.ts) takes to its warden screen instead.
              lookup(ctx, REALTIME.Store).sessionEnded.subscribe((ended) => {
                if (!ended) return;
                void lookup(ctx, API.Http)
                  .request({ method: 'GET', path: '/v2/profile', auth: true })
                  .then((probe) => (!probe.ok && wardenBanOf(probe.error) !== null ? undefined : lookup(ctx, AUTH.Logout).execute('session-ended')));
              });
            }
            lookup(ctx, REALTIME.Connection).start();
            await features.load('matches');
            await lookup(ctx, INBOX_SESSION).signedIn();
          },
          // PL-05: what the app runs on, for support; a position only if the location module already has one.
          'contact-request': async () => {
            const session = lookup(ctx, AUTH.Session).state.peek();
            if (session.userId === undefined) return;
            const position = ctx.get<LocationStore>(LOCATION.Store, { optional: true })?.position.peek() ?? null;
            const sent = await lookup(ctx, POST_LOGIN.ContactRequest).send(
              contactRequestPayload({
                platform: lookup(ctx, API.Platform),
                os: lookup(ctx, POST_LOGIN.DeviceOs),
                appVersion: APP_VERSION,
                userId: session.userId,
                position,
                locale: lookup(ctx, I18N.Locale).locale.peek(),
                isNewUser: session.isNewUser === true,
                hasEmail: (lookup(ctx, PROFILE.Store).profile.peek()?.maskedEmail ?? null) !== null,
                // No social sign-in exists (AUTH-05): no social id.
                socialId: null,
              }),
            );
            if (!sent.ok) lookup(ctx, SHARED.Logger).log('warn', 'contact request failed', { code: sent.error.code });
          },
          // PL-09: a purchase left at its 3-D Secure challenge is put back in the checkout, which opens with the
          // challenge; like the e-mail prompt, the answer is not waited for.
          'pending-3ds': async () => {
            await lookup(ctx, SHARED.Features).load('purchase');
            void lookup(ctx, PURCHASE.Checkout)
              .resumePending()
              .then((resumed) => {
                if (resumed.ok && resumed.value) lookup(ctx, ROUTING.Navigation).navigate(checkoutHref());
              });
          },
          // PL-10: the e-mail prompt, asked of the provider's settings for this member (the start-up loader's chunk
          // holds the start-up API). The answer is not waited for: a slow provider must not hold the alerts back.
          'email-prompt': async () => {
            await lookup(ctx, SHARED.Features).load('startupLoad');
            const prompt = new ShowEmailPromptUseCase({
              fetchSettings: () => lookup(ctx, STARTUP.Api).fetchMemberSettings(),
              hasEmail: () => (lookup(ctx, PROFILE.Store).profile.peek()?.maskedEmail ?? null) !== null,
              modals: lookup(ctx, NAVIGATION.Modals),
            });
            void prompt.execute().catch((error: unknown) => lookup(ctx, SHARED.Logger).log('warn', 'e-mail prompt failed', { error: String(error) }));
          },
          // PL-11, BAN-11: the member's alerts (warnings, a lifted ban's account), each opening its tier's modal.
          alerts: async () => {
            await lookup(ctx, SHARED.Features).load('bans');
            await lookup(ctx, BANS.Alerts).show();
          },
          // PL-13: the one modal of highest priority. The app knows three of its candidates: the incentive or intro-price
          // redemption and the consumable discount (what the provider put before the member, asked of it here), and the
          // Gold deep link (LIKES-09); the pending subscription never applies (PUR-34: every web subscription has an
          // expiry); campaigns and photo sharing are not offered by this app yet.
          modals: async () => {
            const goldDeepLink = lookup(ctx, POST_LOGIN.GoldDeepLink);
            const logger = lookup(ctx, SHARED.Logger);
            await Promise.all([lookup(ctx, SHARED.Features).load('offers'), lookup(ctx, SHARED.Features).load('purchase')]);
            const api = lookup(ctx, OFFERS.Api);
            // PUR-40: the consumable discount shows once a day at most, while the member holds few of what it offers.
            const consumableDiscount = new ConsumableDiscountUseCase({
              clock: lookup(ctx, SHARED.Clock),
              storage: lookup(ctx, SHARED.KeyValueStorage),
              held: async (product) => {
                const catalogue = await lookup(ctx, PURCHASE.Api).consumables();
                return catalogue.ok && isConsumableProduct(product) ? catalogue.value.held[product] : null;
              },
            });
            let held: PostLoginOffers = { incentive: null, bundle: null };
            await new ShowPostLoginModalUseCase({
              logger,
              candidates: async () => {
                held = await readPostLoginOffers({
                  api,
                  clock: lookup(ctx, SHARED.Clock),
                  onFailure: (what, failure) => logger.log('warn', 'post-login offers not read', { what, code: failure.code }),
                  bundleShows: (bundle) => consumableDiscount.shows(bundle),
                });
                return {
                  incentiveOrIntroPrice: held.incentive !== null && incentiveModalProps(held.incentive) !== null,
                  pendingSubscription: null,
                  goldDeepLinkActive: goldDeepLink.isGoldDeeplinkActive.peek(),
                  consumableDiscountOffer: held.bundle !== null,
                  campaignModal: false,
                  photoSharingShouldReauthenticate: false,
                };
              },
              show: {
                // Shown once: the offer is reported viewed (an intro price) or seen, which ends its prompt.
                'incentive-redemption': () => {
                  const props = incentiveModalProps(held.incentive!)!;
                  lookup(ctx, NAVIGATION.Modals).open({ kind: INCENTIVE_REDEMPTION_MODAL, props: { ...props } });
                  void api.view(props.incentivesType === 'intro_price' ? { kind: 'intro_price', offerId: props.offerId } : { kind: 'seen', offerId: props.offerId });
                },
                'gold-deep-link': () => {
                  goldDeepLink.clear();
                  lookup(ctx, NAVIGATION.Modals).open({ kind: PAYWALL_MODAL, title: 'getGold', props: { feature: 'likes_you', requiredTier: 'gold' } });
                },
                'consumable-discount': () => {
                  const offerId = held.bundle!.offerId;
                  lookup(ctx, NAVIGATION.Modals).open({ kind: BUNDLE_OFFER_MODAL, props: { offerId } });
                  void api.view({ kind: 'seen', offerId });
                  void consumableDiscount.shown();
                },
              },
            }).execute();
          },
        },
      }),
  );
});
