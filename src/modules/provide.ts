import { effect } from '@preact/signals-core';
import type { ContainerModuleLoadOptions, ResolutionContext } from 'inversify';
import { AUTH } from '../../core/auth';
import type { Token } from '../../core/shared';

/** The tokens of a factory's parameters, in order; each token's type must match its parameter's. */
export type Deps<A extends readonly unknown[]> = { readonly [K in keyof A]: Token<A[K]> };

/**
 * Binds `token` to the value a plain factory builds from other bindings (a singleton, as the container's default
 * scope says). The core stays free of decorators: the wiring is written here, checked by the types of `deps`.
 */
export function provide<T, A extends readonly unknown[]>(
  bind: ContainerModuleLoadOptions['bind'],
  token: Token<T>,
  factory: (...args: A) => T,
  deps: Deps<A>,
): void {
  bind<T>(token).toResolvedValue(factory as unknown as (...args: unknown[]) => T, deps as unknown as never);
}

/** Reads a binding by its typed token inside a dynamic value (a link resolved when it is used, not when built). */
export const lookup = <T>(ctx: ResolutionContext, token: Token<T>): T => ctx.get<T>(token);

/** Binds a member's store that is emptied whenever nobody is signed in (at sign-out, and before any sign-in). */
export function provideMemberStore<T extends { clear(): void }>(bind: ContainerModuleLoadOptions['bind'], token: Token<T>, create: () => T): void {
  provide(
    bind,
    token,
    (session) => {
      const store = create();
      effect(() => {
        if (!session.loggedIn.value) store.clear();
      });
      return store;
    },
    [AUTH.Session],
  );
}
