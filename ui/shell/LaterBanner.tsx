import { lazy, Suspense } from 'react';
import { useFirstScreenPassed } from '../hooks/use-first-screen';
import { useIdle } from '../hooks/use-idle';

const DiscountBanner = lazy(() => import('./DiscountBanner').then((m) => ({ default: m.DiscountBanner })));

/**
 * The discount banner, once the first screen has what it needs and the page is idle: its chunk, the offers module and
 * the member's offers wait for Discover's first cards.
 */
export default function LaterBanner() {
  const idle = useIdle();
  const firstScreen = useFirstScreenPassed();
  return idle && firstScreen ? (
    <Suspense fallback={null}>
      <DiscountBanner />
    </Suspense>
  ) : null;
}
