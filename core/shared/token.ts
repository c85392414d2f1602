/**
 * A typed dependency-injection key. It is a plain symbol, so the core needs no container library;
 * the composition root binds it and `Resolver.get(token)` gives back a `T`.
 */
export type Token<T> = symbol & { readonly __type?: (t: T) => T };

export const token = <T>(description: string): Token<T> => Symbol.for(`spark.${description}`) as Token<T>;

/** What the UI and other outer layers need from a container. */
export interface Resolver {
  get<T>(token: Token<T>): T;
}
