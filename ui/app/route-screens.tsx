import { lazy, type ComponentType } from 'react';
import type { RouteMatch, RouteName } from '../../core/routing';
import { AppShell } from '../shell/AppShell';
import { member, publicPage } from './pages';
import { purchaseScreen } from '../purchase/PurchasesGate';

/**
 * The screens of every route but the first screens (the landing and Discover, App.tsx): this table is a chunk of its
 * own, loaded beside the start when the page opened is another route and once the first screen is idle otherwise
 * (main.tsx), so the start-up script holds neither the table nor the list of each screen's chunks. Every screen is its own chunk.
 */
const Onboarding = lazy(() => import('../screens/OnboardingScreen'));
const Explore = lazy(() => import('../screens/ExploreScreen'));
const ExploreCatalog = lazy(() => import('../screens/ExploreCatalogScreen'));
const GoldHome = lazy(() => import('../screens/GoldHomeScreen'));
const Matches = lazy(() => import('../screens/MatchesScreen'));
const Profile = lazy(() => import('../screens/ProfileScreen'));
const Settings = lazy(() => import('../screens/SettingsScreen'));
const NotFound = lazy(() => import('../shell/NotFound').then((m) => ({ default: m.NotFound })));
const RecsProfile = lazy(() => import('../screens/RecsProfileScreen'));
const DiscoverySettings = lazy(() => import('../screens/DiscoverySettingsScreen'));
const DevicesSettings = lazy(() => import('../screens/DevicesSettingsScreen'));
// ROUTE-05: editing the own profile and its preview (PROF-28).
const ProfileEdit = lazy(() => import('../profile/ProfileEditScreen'));
const ProfileEditInterests = lazy(() => import('../profile/InterestsEditScreen'));
const ProfileEditPrompts = lazy(() => import('../profile/PromptsEditScreen'));
const ProfileEditSchool = lazy(() => import('../profile/SchoolEditScreen'));
const ProfileEditGender = lazy(() => import('../profile/GenderEditScreen'));
const ProfileEditOption = lazy(() => import('../profile/OptionEditScreen'));
const ProfileEditOrientation = lazy(() => import('../profile/OrientationEditScreen'));
const ProfilePreview = lazy(() => import('../profile/ProfilePreviewScreen'));
// ROUTE-10, BAN-04, BAN-14: a ban's warden screen and the appeals center; no sign-in needed.
const Warden = lazy(() => import('../bans/WardenScreen'));
const AppealsCenter = lazy(() => import('../bans/AppealsCenterScreen'));
const SelfieChallenge = lazy(() => import('../bans/SelfieChallengeScreen'));
const BanChallenge = lazy(() => import('../bans/BanChallengeScreen'));
// SET-13 (ROUTE-09): the e-mail subscriptions an e-mail's link opens; no sign-in needed.
const EmailSubscription = lazy(() => import('../screens/EmailSubscriptionScreen'));
// PUR-32, PUR-25..29: the paywall with the checkout, and the subscription settings (the purchase chunk).
const Checkout = lazy(() => import('../purchase/CheckoutScreen'));
const SubscriptionSettings = lazy(() => import('../purchase/SubscriptionSettingsScreen'));
// PUR-26: a card saved (or replaced) on its own page, which then returns to the page it was opened from.
const CardScreen = lazy(() => import('../purchase/CardScreen'));
// PUR-42..45: the page a native app's checkout link opens, before the checkout (no sign-in needed).
const RemoteCheckout = lazy(() => import('../purchase/RemoteCheckoutScreen'));

// EXP-01: a catalog's cards are a queue of the recs' card stack: both screens need the recs module too.
const ExplorePage = member(Explore, 'recs', 'explore');
const ExploreCatalogPage = member(ExploreCatalog, 'recs', 'explore');
const GoldHomePage = member(GoldHome);
const MatchesPage = member(Matches);
const ProfilePage = member(Profile, 'profileEdit');
const SettingsPage = member(Settings);
const RecsProfilePage = member(RecsProfile);
const DiscoverySettingsPage = member(DiscoverySettings);
const DevicesSettingsPage = member(DevicesSettings);
const ProfileEditPage = member(ProfileEdit, 'profileEdit');
const ProfileEditInterestsPage = member(ProfileEditInterests, 'profileEdit');
const ProfileEditPromptsPage = member(ProfileEditPrompts, 'profileEdit');
const ProfileEditSchoolPage = member(ProfileEditSchool, 'profileEdit');
const ProfileEditGenderPage = member(ProfileEditGender, 'profileEdit');
const ProfileEditOptionPage = member(ProfileEditOption, 'profileEdit');
const ProfileEditOrientationPage = member(ProfileEditOrientation, 'profileEdit');
const ProfilePreviewPage = member(ProfilePreview, 'profileEdit');
// PUR-46: a build without purchases shows the way to the app instead.
const CheckoutPage = member(purchaseScreen(Checkout), 'purchase', 'offers');
const SubscriptionSettingsPage = member(SubscriptionSettings, 'purchase', 'offers');
const CardPage = member(purchaseScreen(CardScreen), 'purchase');

function OnboardingPage() {
  return (
    <AppShell member={false}>
      <Onboarding />
    </AppShell>
  );
}

const EmailSubscriptionPage = publicPage(EmailSubscription);
const WardenPage = publicPage(Warden);
const AppealsCenterPage = publicPage(AppealsCenter);
const SelfieChallengePage = publicPage(SelfieChallenge);
const BanChallengePage = publicPage(BanChallenge);
const RemoteCheckoutPage = publicPage(RemoteCheckout);

/** The screen of each route but the first screens' (App.tsx); any other route shows the not-found page (ROUTE-16). */
const SCREENS: Partial<Record<RouteName, ComponentType>> = {
  onboarding: OnboardingPage,
  recsProfile: RecsProfilePage,
  explore: ExplorePage,
  exploreCatalog: ExploreCatalogPage,
  goldHome: GoldHomePage,
  matches: MatchesPage,
  archivedMatches: MatchesPage,
  messages: MatchesPage,
  messagesProfile: MatchesPage,
  profile: ProfilePage,
  settings: SettingsPage,
  accountSettings: SettingsPage,
  emailAccountSettings: SettingsPage,
  phoneAccountSettings: SettingsPage,
  emailSettings: SettingsPage,
  pushSettings: SettingsPage,
  privacySettings: SettingsPage,
  readReceiptsSettings: SettingsPage,
  recentlyActiveSettings: SettingsPage,
  messageControlsSettings: SettingsPage,
  discoverySetting: DiscoverySettingsPage,
  devicesSettings: DevicesSettingsPage,
  profileEdit: ProfileEditPage,
  profileEditInterests: ProfileEditInterestsPage,
  profileEditPrompts: ProfileEditPromptsPage,
  profileEditSchool: ProfileEditSchoolPage,
  profileEditGender: ProfileEditGenderPage,
  profileEditOption: ProfileEditOptionPage,
  profilePreview: ProfilePreviewPage,
  emailSubscription: EmailSubscriptionPage,
  warden: WardenPage,
  appealsCenter: AppealsCenterPage,
  passport: SettingsPage,
  profileEditOrientation: ProfileEditOrientationPage,
  selfieChallengeV2: SelfieChallengePage,
  verify: BanChallengePage,
  checkout: CheckoutPage,
  subscriptionSettings: SubscriptionSettingsPage,
  addCard: CardPage,
  updateCard: CardPage,
  deeplinkRemoteCheckout: RemoteCheckoutPage,
};

/** The screen of a route of the table, or the not-found page (ROUTE-16). */
export default function RouteScreen({ name }: { readonly name: RouteMatch['name'] }) {
  const Screen = (name === 'notFound' ? undefined : SCREENS[name]) ?? NotFound;
  return <Screen />;
}
