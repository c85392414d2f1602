import { compilePattern, compareSpecificity, type CompiledPattern } from './route-pattern';
import { ROUTE_NAMES, routeDefinition, type RouteDefinition, type RouteName } from './routes';

interface CompiledRoute {
  readonly name: RouteName;
  readonly definition: RouteDefinition;
  readonly pattern: CompiledPattern;
}

const byName = new Map<RouteName, CompiledRoute>(
  ROUTE_NAMES.map((name) => {
    const definition = routeDefinition(name);
    return [name, { name, definition, pattern: compilePattern(definition.path, definition.paramValues) }];
  }),
);

/** The route table compiled once, most specific pattern first. */
export const COMPILED_ROUTES: readonly CompiledRoute[] = [...byName.values()].sort((a, b) =>
  compareSpecificity(a.pattern, b.pattern),
);

export const compiledRoute = (name: RouteName): CompiledRoute => byName.get(name)!;
