import type { RouteName } from './routes';

/** ROUTE-41: targets handled by a feature loaded on demand rather than by a route. */
export const DEEP_LINK_ACTIONS = [
  'events',
  'curatedCardStack',
  'relationshipIntent',
  'getGold',
  'startBoost',
  'purchase',
  'matchmaker',
] as const;
export type DeepLinkAction = (typeof DEEP_LINK_ACTIONS)[number];

export type TargetDestination =
  | { readonly kind: 'route'; readonly route: RouteName }
  | { readonly kind: 'action'; readonly action: DeepLinkAction };

const route = (name: RouteName): TargetDestination => ({ kind: 'route', route: name });
const action = (name: DeepLinkAction): TargetDestination => ({ kind: 'action', action: name });

/**
 * ROUTE-39, ROUTE-41: deep-link target → screen. Target names are written in kebab case here; both documents'
 * spellings are listed (Q-17: D1 "interests", "photos"; D2 "add interests", "add photos" and "settings").
 */
export const DEEP_LINK_TARGETS: Readonly<Record<string, TargetDestination>> = {
  anthem: route('profileEditAnthem'),
  school: route('profileEditSchool'),
  'top-artists': route('profileEditTopArtists'),
  interests: route('profileEditInterests'),
  'add-interests': route('profileEditInterests'),
  work: route('profileEdit'),
  photos: route('profileEdit'),
  'add-photos': route('profileEdit'),
  discovery: route('recs'),
  'recommended-card-stack': route('recs'),
  settings: route('settings'),
  'messages-feed': route('matches'),
  'fast-match': route('likesYou'),
  catalog: route('explore'),
  'catalog-page': route('explore'),
  explore: route('explore'),
  'explore/selfie': route('profile'),
  'gold-home': route('goldHome'),
  'plus-subscription': route('subscriptionSettings'),
  passport: route('passport'),
  location: route('passport'),
  'mandatory-liveness': route('biometrics'),
  events: action('events'),
  'curated-card-stack': action('curatedCardStack'),
  'relationship-intent': action('relationshipIntent'),
  'get-gold': action('getGold'),
  'start-boost': action('startBoost'),
  purchase: action('purchase'),
  matchmaker: action('matchmaker'),
};

/** ROUTE-40: targets that run only when the member acted (a tap), never from a link alone. */
export const USER_ACTION_ONLY_TARGETS: ReadonlySet<string> = new Set(['events', 'curated-card-stack', 'start-boost']);

/** ROUTE-38: hosts a custom-scheme deep link may name (the first segment of each target). */
export const KNOWN_TARGET_HOSTS: ReadonlySet<string> = new Set(Object.keys(DEEP_LINK_TARGETS).map((k) => k.split('/', 1)[0]!));

/** A target's spelling reduced to the table's: `goldHome`, `gold_home`, `/Gold-Home/` → `gold-home`. */
export const normalizeTarget = (raw: string): string =>
  raw
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();

export interface ResolvedTarget {
  readonly target: string;
  readonly destination: TargetDestination;
  readonly userActionOnly: boolean;
}

/** ROUTE-39: the screen or feature a target opens; undefined for an unknown target. */
export const resolveDeepLinkTarget = (raw: string): ResolvedTarget | undefined => {
  const target = normalizeTarget(raw);
  const destination = Object.hasOwn(DEEP_LINK_TARGETS, target) ? DEEP_LINK_TARGETS[target] : undefined;
  return destination && { target, destination, userActionOnly: USER_ACTION_ONLY_TARGETS.has(target) };
};
