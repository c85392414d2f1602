import { effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { PERSISTENCE } from '../../core/persistence';
import { ConsentCallsUseCase, fromPersisted, GPC_LEVER, LoadPrivacyUseCase, PRIVACY, PrivacyStore, UpdateConsentsUseCase } from '../../core/privacy';
import { SHARED } from '../../core/shared';
import { leverOn, STARTUP } from '../../core/startup';
import { lookup, provide } from './provide';

/**
 * Binds privacy and consents (PRIV items): its own chunk, loaded by the shell's privacy overlay. The store reads the
 * privacy slice back when it is made and saves it on each change (a guest's answers live only there, PRIV-06); once
 * the auth decision and the levers are in, the state loads for the visitor or the member, and again at each sign-in
 * and sign-out.
 */
export const privacyModule = new ContainerModule(({ bind }) => {
  bind(PRIVACY.Store).toDynamicValue((ctx) => {
    const store = new PrivacyStore();
    const session = lookup(ctx, AUTH.Session);
    const startup = lookup(ctx, STARTUP.Store);
    const features = lookup(ctx, SHARED.Features);
    void features.load('persistence').then(async () => {
      const persistence = lookup(ctx, PERSISTENCE.Service);
      const stored = (await persistence.rehydrate()).privacy;
      store.update((s) => fromPersisted(stored, s));
      let first = true;
      effect(() => {
        const persisted = store.persisted.value;
        if (first) {
          first = false;
          return;
        }
        persistence.save('privacy', persisted);
      });
      const load = lookup(ctx, PRIVACY.Load);
      effect(() => {
        const signedIn = session.loggedIn.value;
        if (session.initialised.value && startup.preAuthLeversLoaded.value) void load.execute(signedIn);
      });
    });
    return store;
  });
  bind(PRIVACY.Load)
    .toDynamicValue(
      (ctx) =>
        new LoadPrivacyUseCase({
          api: lookup(ctx, PRIVACY.Api),
          store: lookup(ctx, PRIVACY.Store),
          gpc: lookup(ctx, PRIVACY.Gpc),
          clock: lookup(ctx, SHARED.Clock),
          storage: lookup(ctx, SHARED.KeyValueStorage),
          gpcLever: () => leverOn(lookup(ctx, STARTUP.Store).levers.peek(), GPC_LEVER),
        }),
    )
    .inSingletonScope();
  bind(PRIVACY.Update)
    .toDynamicValue(
      (ctx) =>
        new UpdateConsentsUseCase({
          api: lookup(ctx, PRIVACY.Api),
          store: lookup(ctx, PRIVACY.Store),
          clock: lookup(ctx, SHARED.Clock),
          signedIn: () => lookup(ctx, AUTH.Session).loggedIn.peek(),
        }),
    )
    .inSingletonScope();
  provide(bind, PRIVACY.Calls, (api, store, storage) => new ConsentCallsUseCase({ api, store, storage }), [PRIVACY.Api, PRIVACY.Store, SHARED.KeyValueStorage]);
});
