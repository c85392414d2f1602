import { SUPPORTED_LOCALES } from '../i18n';
import type { PremiumFeature, RouteLever } from './route-gates';

/** The in-app prefix of every route (ROUTE-01). */
export const APP_BASE = '/app';

/** ROUTE-10: the warden screens a ban or a review sends a member to (BAN-04). */
export const WARDEN_TIERS = ['banned', 'underReview', 'bcBanned', 'customBanScreen'] as const;
export type WardenTier = (typeof WARDEN_TIERS)[number];

/** What a route is and which guards it answers to. Absent flags are off. */
export interface RouteDefinition {
  /** The path pattern relative to /app (syntax: route-pattern.ts). */
  readonly path: string;
  /** Parameters limited to a list of values. */
  readonly paramValues?: Readonly<Record<string, readonly string[]>>;
  /** ROUTE-12, ROUTE-18: the sign-in guard never sends a visitor away from it. */
  readonly noAuthCheck?: true;
  /** ROUTE-19: a logged-in member is sent on (the login landings). */
  readonly loggedOutOnly?: true;
  /** ROUTE-02: a public page that also answers under a leading language prefix. */
  readonly localized?: true;
  /** ROUTE-22: needs the profile loaded. */
  readonly profileEdit?: true;
  /** ROUTE-23: needs this feature enabled for the member. */
  readonly premiumFeature?: PremiumFeature;
  /** ROUTE-24: needs the profile loaded and the preferences lever on. */
  readonly preferences?: true;
  /** ROUTE-25, ROUTE-14: needs this lever (feature switch) on. */
  readonly lever?: RouteLever;
  /** ROUTE-26: the web profile; a member may only see their own (param `username`). */
  readonly username?: true;
  /** ROUTE-27, PUR-45: remote checkout; its guard waits twice as long. */
  readonly remoteCheckout?: true;
  /** ROUTE-21: a chat route; opens only when its match (param `matchId`) is loaded. */
  readonly matchRoute?: true;
  /** ROUTE-32: a deep-link entry point. */
  readonly deepLink?: true;
  /** ROUTE-15: a redirect-only route, sent on to this route with the query string kept. */
  readonly redirectTo?: 'login';
}

const PUBLIC = { noAuthCheck: true, localized: true } as const;
const DEEP_LINK = { noAuthCheck: true, deepLink: true } as const;
const PROFILE_EDIT = { profileEdit: true } as const;
const PREFERENCES = { preferences: true } as const;
const DEVELOPER = { lever: 'developerTools' } as const;
const SELECT = { lever: 'select' } as const;
const GIFT_CARD = { ...PUBLIC, lever: 'giftCard' } as const;
const MATCHMAKER = { noAuthCheck: true, lever: 'matchmaker' } as const;

/**
 * Every named route (ROUTE-01, ROUTE-03..11, ROUTE-13, ROUTE-14, ROUTE-32), its path relative to /app and its
 * guard flags. Paths the spec leaves unnamed (selfie challenges, the student page) are chosen here.
 */
export const ROUTE_TABLE = {
  // ROUTE-01, ROUTE-11, ROUTE-12: the login landing is the root of /app; the legacy login; the landing by language.
  login: { path: '/', noAuthCheck: true, loggedOutOnly: true },
  legacyLogin: { path: '/login', noAuthCheck: true, loggedOutOnly: true },
  internationalRoot: { path: '/:locale', paramValues: { locale: SUPPORTED_LOCALES }, noAuthCheck: true, loggedOutOnly: true },
  // ROUTE-15: redirect-only.
  indexHtml: { path: '/index.html', noAuthCheck: true, redirectTo: 'login' },

  // ROUTE-03: discovery, matches, chat.
  recs: { path: '/recs' },
  recsProfile: { path: '/recs/profile' },
  matches: { path: '/matches' },
  archivedMatches: { path: '/matches/archived' },
  messages: { path: '/messages/:matchId', matchRoute: true },
  messagesProfile: { path: '/messages/:matchId/profile/:userId', matchRoute: true },

  // ROUTE-04: likes.
  myLikes: { path: '/my-likes' },
  likesYou: { path: '/likes-you', premiumFeature: 'gold' },
  goldHome: { path: '/gold-home', premiumFeature: 'gold' },

  // ROUTE-05: profile.
  profile: { path: '/profile' },
  profilePreview: { path: '/profile/preview' },
  profileEdit: { path: '/profile/edit', ...PROFILE_EDIT },
  profileEditGender: { path: '/profile/edit/gender', ...PROFILE_EDIT },
  profileEditGenderSearch: { path: '/profile/edit/gender/search', ...PROFILE_EDIT },
  profileEditLivingIn: { path: '/profile/edit/living-in', ...PROFILE_EDIT },
  profileEditInterests: { path: '/profile/edit/interests', ...PROFILE_EDIT },
  profileEditOrientation: { path: '/profile/edit/orientation', ...PROFILE_EDIT },
  profileEditPrompts: { path: '/profile/edit/prompts', ...PROFILE_EDIT },
  profileEditAnthem: { path: '/profile/edit/anthem', ...PROFILE_EDIT },
  profileEditTopArtists: { path: '/profile/edit/top-artists', ...PROFILE_EDIT },
  profileEditSchool: { path: '/profile/edit/school', ...PROFILE_EDIT },
  profileEditSticker: { path: '/profile/edit/sticker', ...PROFILE_EDIT },
  profileEditOption: { path: '/profile/edit/:option', ...PROFILE_EDIT },

  // ROUTE-06: settings.
  settings: { path: '/settings' },
  accountSettings: { path: '/settings/account' },
  emailAccountSettings: { path: '/settings/email-account' },
  phoneAccountSettings: { path: '/settings/phone-account' },
  emailSettings: { path: '/settings/email' },
  pushSettings: { path: '/settings/push' },
  privacySettings: { path: '/settings/privacy' },
  readReceiptsSettings: { path: '/settings/read-receipts' },
  recentlyActiveSettings: { path: '/settings/recently-active' },
  messageControlsSettings: { path: '/settings/message-controls' },
  messageDataConsentSettings: { path: '/settings/message-data-consent' },
  friendsOfFriendsSettings: { path: '/settings/friends-of-friends' },
  webProfileSettings: { path: '/settings/web-profile' },
  subscriptionSettings: { path: '/settings/subscription' },
  studentSettings: { path: '/settings/student' },
  stacksUtil: { path: '/settings/stacks-util', ...DEVELOPER },
  levers: { path: '/settings/levers', ...DEVELOPER },
  languageSettings: { path: '/settings/global/languages' },
  connectedAccounts: { path: '/settings/connected-accounts' },
  addContacts: { path: '/settings/add-contacts' },
  blockContacts: { path: '/settings/block-contacts/:tab', paramValues: { tab: ['tab-contacts', 'tab-blocked'] } },
  passport: { path: '/settings/plus/passport', premiumFeature: 'plus' },
  preference: { path: '/settings/preference/:descriptorId', ...PREFERENCES },
  preferenceInterests: { path: '/settings/preference/interests', ...PREFERENCES },
  addCard: { path: '/settings/add-card/:returnPage' },
  // Beyond the spec's list: the member's signed-in devices (issue 13).
  devicesSettings: { path: '/settings/devices' },
  updateCard: { path: '/settings/update-card/:returnPage' },
  discoverySetting: { path: '/settings/:setting', paramValues: { setting: ['distance', 'gender', 'language'] } },

  // ROUTE-07: purchase.
  checkout: { path: '/checkout' },
  productSubscription: { path: '/product/subscription/:productType' },
  select: { path: '/select', ...SELECT },
  selectSubscription: { path: '/select/subscription', ...SELECT },
  selectCheckout: { path: '/select/checkout', ...SELECT },
  gift: { path: '/gift' },
  giftcard: { path: '/giftcard', ...GIFT_CARD },
  giftcardRedeem: { path: '/giftcard/redeem', ...GIFT_CARD },
  promo: { path: '/promo/:promoCode?', noAuthCheck: true },
  deeplinkRemoteCheckout: { path: '/remote', noAuthCheck: true, remoteCheckout: true },

  // ROUTE-08: verification.
  verify: { path: '/verify/:reason', noAuthCheck: true },
  verifyIdentity: { path: '/verify/identity' },
  identityV2: { path: '/v2/identity' },
  biometrics: { path: '/biometrics', noAuthCheck: true },
  selfieChallenge: { path: '/selfie-challenge' },
  selfieChallengeV2: { path: '/v2/selfie-challenge', noAuthCheck: true },

  // ROUTE-09: others.
  explore: { path: '/explore' },
  exploreCatalog: { path: '/explore/:catalogId' },
  matchmaker: { path: '/matchmaker/:id', ...MATCHMAKER },
  matchmakerProfile: { path: '/matchmaker/:id/profile', ...MATCHMAKER },
  vault: { path: '/vault' },
  vaultFeatures: { path: '/vault/features' },
  error: { path: '/error' },
  emailRemove: { path: '/email-remove', noAuthCheck: true },
  emailSubscription: { path: '/email-subscription', noAuthCheck: true },
  appealsCenter: { path: '/appeals-center', noAuthCheck: true },
  onboarding: { path: '/onboarding', noAuthCheck: true },

  // ROUTE-10: warden screens; the custom ban screen only behind its switch.
  warden: { path: '/:tier', paramValues: { tier: ['banned', 'underReview', 'bcBanned'] }, noAuthCheck: true },
  customBanScreen: { path: '/customBanScreen', noAuthCheck: true, lever: 'customBanScreen' },

  // ROUTE-13: public marketing pages.
  about: { path: '/about', ...PUBLIC },
  download: { path: '/download', ...PUBLIC },
  faq: { path: '/faq', ...PUBLIC },
  featureGold: { path: '/feature/gold', ...PUBLIC },
  featurePlatinum: { path: '/feature/platinum', ...PUBLIC },
  featurePlus: { path: '/feature/plus', ...PUBLIC },
  featureStandOut: { path: '/feature/stand-out', ...PUBLIC },
  featureSubscriptionTiers: { path: '/feature/subscription-tiers', ...PUBLIC },
  featureSwipe: { path: '/feature/swipe', ...PUBLIC },
  places: { path: '/places/:country?/:state?/:city?', ...PUBLIC },

  // ROUTE-12: the web profile and campaign pages.
  webProfile: { path: '/@:username', noAuthCheck: true, username: true },
  campaign: { path: '/c/:name', noAuthCheck: true },

  // ROUTE-32: deep links (`vip` is also the incentives page of ROUTE-09).
  deeplinkConfirm: { path: '/deeplink/:type/confirm/:otp', ...DEEP_LINK },
  accountEmailRemove: { path: '/link/account-email/remove/:otp', ...DEEP_LINK },
  deeplinkCheckout: { path: '/deeplink/checkout', ...DEEP_LINK },
  getGold: { path: '/getGold', ...DEEP_LINK },
  deeplinkNavigate: { path: '/deeplink/navigate/:route', ...DEEP_LINK },
  vip: { path: '/vip/:promoCode?', ...DEEP_LINK },
  campaignDeeplink: { path: '/campaigns/:campaignInfo/:otp', ...DEEP_LINK },
  ageVerificationDeeplink: { path: '/deeplink/age-verification/:status', ...DEEP_LINK },
  appLink: { path: '/link/:otp', ...DEEP_LINK },
  deeplinkOtp: { path: '/deeplink/:otp', ...DEEP_LINK },
} as const satisfies Readonly<Record<string, RouteDefinition>>;

export type RouteName = keyof typeof ROUTE_TABLE;

/** Route name → path pattern relative to /app (the shape the UI hands to wouter). */
export const ROUTES = Object.fromEntries(
  Object.entries(ROUTE_TABLE).map(([name, def]) => [name, def.path]),
) as { readonly [K in RouteName]: (typeof ROUTE_TABLE)[K]['path'] };

export const ROUTE_NAMES = Object.keys(ROUTE_TABLE) as readonly RouteName[];

/** A route's definition, with every flag readable. */
export const routeDefinition = (name: RouteName): RouteDefinition => ROUTE_TABLE[name];

export const isRouteName = (name: string): name is RouteName => Object.hasOwn(ROUTE_TABLE, name);
