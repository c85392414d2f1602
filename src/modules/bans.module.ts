import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { AppealsUseCase, BANS, BansStore, HandleBanUseCase } from '../../core/bans';
import { ROUTING } from '../../core/routing';
import { lookup, provide } from './provide';

/**
 * Binds bans and appeals (BAN items): its own chunk, loaded when a call answers a ban (lifecycle.module.ts) or a
 * warden or appeals page opens. A ban signs out on this device, without a server call, to its warden screen.
 */
export const bansModule = new ContainerModule(({ bind }) => {
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
        }),
    )
    .inSingletonScope();
  provide(bind, BANS.Appeals, (api, store) => new AppealsUseCase({ api, store }), [BANS.Api, BANS.Store]);
});
