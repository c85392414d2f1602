import { useSignals } from '@preact/signals-react/runtime';
import { APP } from '../../core/app';
import { AUTH } from '../../core/auth';
import { useInjection } from '../di/resolver';
import { LandingView, type LandingOptions } from '../landing/LandingView';

export type { LandingOptions } from '../landing/LandingView';

/**
 * The logged-out landing at the root of /app (LAND-01..05): Create Account and Log In (both open the sign-in
 * flow: a new phone or e-mail creates the account), the app-store buttons, the testimonial carousel and the
 * illustrative-purposes disclaimer. The mobile variant hides Create Account in app-download-only mode.
 */
export default function LandingScreen({ options }: { options?: LandingOptions }) {
  useSignals();
  const launcher = useInjection(AUTH.LoginLauncher);
  const build = useInjection(APP.BuildKind);
  return <LandingView build={build} options={options} onCreateAccount={() => launcher.open('phone')} onLogIn={() => launcher.open('chooser')} />;
}
