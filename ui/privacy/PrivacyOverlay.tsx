import { useSignals } from '@preact/signals-react/runtime';
import { AUTH } from '../../core/auth';
import { PRIVACY, promptSuppressedOn, termsModalNeeded } from '../../core/privacy';
import { ROUTE_TABLE, ROUTING, type RouteDefinition } from '../../core/routing';
import { STARTUP } from '../../core/startup';
import { useInjection } from '../di/resolver';
import { useFeature } from '../hooks/use-feature';
import { ConsentPrompt } from './ConsentPrompt';
import { SouthKoreaForm } from './SouthKoreaForm';
import { TermsModal } from './TermsModal';

// The privacy page's section shares this chunk (one chunk for privacy's screens: the start-up script lists every chunk).
export { default as PrivacyConsentsSection } from './PrivacyConsentsSection';

function Overlay() {
  useSignals();
  const store = useInjection(PRIVACY.Store);
  const match = useInjection(ROUTING.Store).match.value;
  const signedIn = useInjection(AUTH.Session).loggedIn.value;
  const startup = useInjection(STARTUP.Store).settings.value;
  // PRIV-19: the terms as read for the member after sign-in, else as start-up read them.
  const settings = store.terms.value ?? startup;
  const route: Pick<RouteDefinition, 'remoteCheckout'> = match.name === 'notFound' ? {} : (ROUTE_TABLE[match.name] as RouteDefinition);
  // PRIV-18: South Korea's form before anything else there.
  if (store.southKoreaNeeded.value) return <SouthKoreaForm />;
  if (termsModalNeeded(settings, signedIn, store.termsAcceptedHere.value) && settings.termsVersion !== null) return <TermsModal version={settings.termsVersion} />;
  // PRIV-07: never on a remote checkout.
  return store.state.value.showPrompt && !promptSuppressedOn(route) ? <ConsentPrompt /> : null;
}

/** NAV-12: the privacy overlay: the consent prompt, South Korea's form and the terms modal; its chunk loads after the first paint. */
export default function PrivacyOverlay() {
  return useFeature('privacy') === 'ready' ? <Overlay /> : null;
}
