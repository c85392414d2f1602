import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { AlertsUseCase, AppealsUseCase, BanChallengeUseCase, BANS, BansStore, HandleBanUseCase, SelfieChallengeUseCase } from '../../core/bans';
import { NAVIGATION } from '../../core/navigation';
import { PERSISTENCE, type AppealsSliceState } from '../../core/persistence';
import { ROUTING } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { lookup, provide } from './provide';

/**
 * Binds bans and appeals (BAN items): its own chunk, loaded when a call answers a ban (lifecycle.module.ts), a
 * warden, appeals or selfie-challenge page opens, or the post-login alerts step runs (post-login.module.ts). A ban
 * signs out on this device, without a server call, to where its name sends it (BAN-03). The appeals state
 * (BAN-12: the ban policy heard, when the ban FYI modal was seen) is kept in its persisted slice.
 */
export const bansModule = new ContainerModule(({ bind }) => {
  const keepAppeals = (ctx: Parameters<typeof lookup>[0], patch: Partial<AppealsSliceState>): void => {
    void lookup(ctx, SHARED.Features)
      .load('persistence')
      .then(async () => {
        const persistence = lookup(ctx, PERSISTENCE.Service);
        const state = (await persistence.rehydrate()).appeals;
        persistence.save('appeals', { ...state, ...patch });
        return persistence.flush();
      });
  };
  provide(bind, BANS.Store, () => new BansStore(), []);
  bind(BANS.Handle)
    .toDynamicValue(
      (ctx) =>
        new HandleBanUseCase({
          store: lookup(ctx, BANS.Store),
          signOutTo: (href) => lookup(ctx, AUTH.Logout).execute('banned', () => lookup(ctx, ROUTING.Navigation).navigate(href, { replace: true })),
          // BAN-04: the custom ban screen has no switch on this server.
          customBanScreen: () => false,
          onAppealsCenter: () => lookup(ctx, ROUTING.Store).match.peek().name === 'appealsCenter',
          openModal: (modal) => lookup(ctx, NAVIGATION.Modals).open(modal, { prioritize: true }),
          keepPolicy: (banPolicy) => keepAppeals(ctx, { banPolicy }),
        }),
    )
    .inSingletonScope();
  provide(bind, BANS.Appeals, (api, store, captcha) => new AppealsUseCase({ api, store, captcha }), [BANS.Api, BANS.Store, BANS.Captcha]);
  provide(bind, BANS.Challenge, (api, store, captcha) => new BanChallengeUseCase({ api, store, captcha }), [BANS.Api, BANS.Store, BANS.Captcha]);
  bind(BANS.Alerts)
    .toDynamicValue(
      (ctx) =>
        new AlertsUseCase({
          api: lookup(ctx, BANS.AlertsApi),
          openModal: (modal) => lookup(ctx, NAVIGATION.Modals).open(modal),
          closeModal: () => lookup(ctx, NAVIGATION.Modals).close(),
          now: () => lookup(ctx, SHARED.Clock).now(),
          fyiViewed: (modalFYIviewedAt) => keepAppeals(ctx, { modalFYIviewedAt }),
        }),
    )
    .inSingletonScope();
  provide(bind, BANS.Selfie, (api, store) => new SelfieChallengeUseCase({ api, store }), [BANS.SelfieApi, BANS.Store]);
});
