import { createContext, useContext, type ReactNode } from 'react';
import type { Resolver, Token } from '../../core/shared';

const ResolverContext = createContext<Resolver | null>(null);

/** Hands the composition root's container to the React tree. The only way components reach the core. */
export function ResolverProvider({ resolver, children }: { resolver: Resolver; children: ReactNode }) {
  return <ResolverContext.Provider value={resolver}>{children}</ResolverContext.Provider>;
}

/** The container itself, for what is bound only once a feature's chunk has loaded (`SHARED.Features`). */
export function useResolver(): Resolver {
  const resolver = useContext(ResolverContext);
  if (!resolver) throw new Error('useResolver needs a ResolverProvider above it');
  return resolver;
}

/** Resolves a store or use-case bound in the container. */
export function useInjection<T>(token: Token<T>): T {
  const resolver = useContext(ResolverContext);
  if (!resolver) throw new Error('useInjection needs a ResolverProvider above it');
  return resolver.get(token);
}
