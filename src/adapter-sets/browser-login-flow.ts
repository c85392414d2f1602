import { ContainerModule } from 'inversify';
import { AltchaSolver } from '../../adapters/captcha/altcha-solver';
import { AUTH } from '../../core/auth';

/** The browser's adapters of the sign-in flow, loaded with it: the captcha solver (its work loads later still). */
export const browserLoginFlowAdapters = new ContainerModule(({ bind }) => {
  bind(AUTH.CaptchaSolver).toConstantValue(new AltchaSolver());
});
