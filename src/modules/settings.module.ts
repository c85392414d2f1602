import { effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { PERSISTENCE } from '../../core/persistence';
import {
  ChangeContactUseCase,
  DeleteAccountUseCase,
  EmailPromptUseCase,
  EmailSubscriptionsUseCase,
  LoadSettingsUseCase,
  PassportStore,
  PassportUseCase,
  SETTINGS,
  SettingsStore,
  UpdateSettingsUseCase,
} from '../../core/settings';
import { RECS, type LoadRecsUseCase } from '../../core/recs';
import { SHARED } from '../../core/shared';
import { lookup, provide } from './provide';
import { bindPush } from './push.module';

/**
 * Binds the member's settings (SET-01, SET-09, SET-11..13, SET-15, PROF-26). The SET-01 state is kept in the
 * persisted `settings` slice (read back when the module loads, saved on each change); the store resets when the
 * member signs out (the slice is cleared by the lifecycle module). A deletion ends the session as a logout does.
 * The passport (SET-14) forgets itself at logout; a travel change reloads recs when Discover is loaded (RECS-06;
 * otherwise Discover loads afresh when it opens).
 */
export const settingsModule = new ContainerModule(({ bind }) => {
  bind(SETTINGS.Store).toDynamicValue((ctx) => {
    const store = new SettingsStore();
    const session = lookup(ctx, AUTH.Session);
    const features = lookup(ctx, SHARED.Features);
    void features.load('persistence').then(async () => {
      const persistence = lookup(ctx, PERSISTENCE.Service);
      if (session.loggedIn.peek()) store.restore((await persistence.rehydrate()).settings);
      let first = true;
      effect(() => {
        const persisted = store.persisted.value;
        if (first) {
          first = false;
          return;
        }
        if (session.loggedIn.peek()) persistence.save('settings', persisted);
      });
    });
    effect(() => {
      if (!session.loggedIn.value) store.reset();
    });
    return store;
  });
  provide(
    bind,
    SETTINGS.PassportStore,
    (session) => {
      const store = new PassportStore();
      effect(() => {
        if (!session.loggedIn.value) store.reset();
      });
      return store;
    },
    [AUTH.Session],
  );
  bind(SETTINGS.Passport).toDynamicValue(
    (ctx) =>
      new PassportUseCase({
        api: lookup(ctx, SETTINGS.PassportApi),
        store: lookup(ctx, SETTINGS.PassportStore),
        onTravelChanged: (trigger) => void ctx.get<LoadRecsUseCase>(RECS.Load, { optional: true })?.reload(trigger),
      }),
  );
  provide(bind, SETTINGS.Load, (api, store) => new LoadSettingsUseCase({ api, store }), [SETTINGS.Api, SETTINGS.Store]);
  provide(bind, SETTINGS.Update, (api, store) => new UpdateSettingsUseCase({ api, store }), [SETTINGS.Api, SETTINGS.Store]);
  provide(bind, SETTINGS.ChangeContact, (api, store, load) => new ChangeContactUseCase({ api, store, load }), [SETTINGS.Api, SETTINGS.Store, SETTINGS.Load]);
  provide(bind, SETTINGS.Subscriptions, (api, store) => new EmailSubscriptionsUseCase({ api, store }), [SETTINGS.Api, SETTINGS.Store]);
  provide(
    bind,
    SETTINGS.EmailPrompt,
    (api, changeContact, update) => new EmailPromptUseCase({ api, changeContact, update }),
    [SETTINGS.Api, SETTINGS.ChangeContact, SETTINGS.Update],
  );
  provide(
    bind,
    SETTINGS.DeleteAccount,
    (api, store, logout) => new DeleteAccountUseCase({ api, store, endSession: () => logout.execute('session-ended') }),
    [SETTINGS.Api, SETTINGS.Store, AUTH.Logout],
  );
  bindPush(bind);
});
