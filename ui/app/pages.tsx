import { Suspense, type ComponentType } from 'react';
import { FeatureGate } from '../components/FeatureGate';
import { AppShell } from '../shell/AppShell';

/**
 * The shell stays while a screen's chunk loads: only the content area waits. A screen that needs a feature of its own
 * chunk (a lazy core module) waits for it too.
 */
export const member = (Screen: ComponentType, ...features: readonly string[]) =>
  function MemberPage() {
    const screen = (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
    return (
      <AppShell member>
        {features.reduceRight(
          (inner, feature) => (
            <FeatureGate feature={feature} loading={null}>
              {inner}
            </FeatureGate>
          ),
          screen,
        )}
      </AppShell>
    );
  };

/** A page for anyone, signed in or not, in the shell without the member's tabs. */
export const publicPage = (Screen: ComponentType) =>
  function OpenPage() {
    return (
      <AppShell member={false}>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </AppShell>
    );
  };
