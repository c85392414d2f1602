import { lazy, Suspense, type ComponentType } from 'react';
import { APP, purchasesEnabled } from '../../core/app';
import { useInjection } from '../di/resolver';

// Its own chunk: only a build without purchases shows it.
const PurchasesOff = lazy(() => import('./PurchasesOff'));

/** PUR-46: a purchase screen (the checkout, the card pages) where the build has purchases; the way to the app where not. */
export const purchaseScreen = (Screen: ComponentType) =>
  function PurchaseScreen() {
    const build = useInjection(APP.BuildKind);
    return purchasesEnabled(build) ? (
      <Screen />
    ) : (
      <Suspense fallback={null}>
        <PurchasesOff />
      </Suspense>
    );
  };
