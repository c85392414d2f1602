import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFeature } from '../hooks/use-feature';

/**
 * A screen part that needs a lazily loaded module: `children` once it has loaded, an alert if it could not be
 * loaded, and `loading` until then.
 */
export function FeatureGate({ feature, loading, children }: { readonly feature: string; readonly loading: ReactNode; readonly children: ReactNode }) {
  const state = useFeature(feature);
  if (state === 'ready') return <>{children}</>;
  if (state === 'failed')
    return (
      <p role="alert">
        <FormattedMessage id="app.partFailed" />
      </p>
    );
  return <>{loading}</>;
}
