import type { AdapterSet } from './adapter-set';

/**
 * The adapters of lazily loaded modules that are only the provider's endpoints over HTTP: the same on every platform
 * (browser and Node sets alike), each loaded with its module.
 */
export const httpLazyAdapters = {
  startupLoad: () => import('./browser-startup').then((m) => m.browserStartupAdapters),
  recs: () => import('./browser-recs').then((m) => m.browserRecsAdapters),
  matches: () => import('./browser-matches').then((m) => m.browserMatchesAdapters),
  loginFlow: () => import('./browser-login-flow').then((m) => m.browserLoginFlowAdapters),
  devices: () => import('./browser-devices').then((m) => m.browserDevicesAdapters),
  media: () => import('./browser-media').then((m) => m.browserMediaAdapters),
  settings: () => import('./browser-settings').then((m) => m.browserSettingsAdapters),
  profileEdit: () => import('./browser-profile-edit').then((m) => m.browserProfileEditAdapters),
  bans: () => import('./browser-bans').then((m) => m.browserBansAdapters),
  onboarding: () => import('./browser-onboarding').then((m) => m.browserOnboardingAdapters),
  privacy: () => import('./browser-privacy').then((m) => m.browserPrivacyAdapters),
  likes: () => import('./browser-likes').then((m) => m.browserLikesAdapters),
  explore: () => import('./browser-explore').then((m) => m.browserExploreAdapters),
  purchase: () => import('./browser-purchase').then((m) => m.browserPurchaseAdapters),
  offers: () => import('./browser-offers').then((m) => m.browserOffersAdapters),
} as const satisfies AdapterSet['lazy'];
