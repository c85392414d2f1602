import { useSignals } from '@preact/signals-react/runtime';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { AUTH } from '../../core/auth';
import type { Resolver } from '../../core/shared';
import type { Fakes } from '../adapter-sets/fake';
import { bootedFakeApp } from './booted-fake-app';
import { ResolverProvider, useInjection } from '../../ui/di/resolver';
import { I18nProvider } from '../../ui/i18n/I18nProvider';
import LoginModal from '../../ui/auth/LoginModal';

function LoginHost() {
  useSignals();
  const launcher = useInjection(AUTH.LoginLauncher);
  return launcher.isOpen.value ? <LoginModal /> : null;
}

/** The real container on the fake adapter set, booted, with the login modal (and `beside` it) mounted. */
export const renderLoginHosts = async (
  setup: (fakes: Fakes) => void = () => undefined,
  beside: ReactNode = null,
): Promise<{ readonly resolver: Resolver; readonly fakes: Fakes }> => {
  const { resolver, fakes } = await bootedFakeApp('/app', setup);
  render(
    <ResolverProvider resolver={resolver}>
      <I18nProvider>
        <Suspense fallback={null}>
          <LoginHost />
          {beside}
        </Suspense>
      </I18nProvider>
    </ResolverProvider>,
  );
  return { resolver, fakes };
};
