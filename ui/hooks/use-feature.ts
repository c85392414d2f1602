import { useEffect, useState } from 'react';
import { SHARED } from '../../core/shared';
import { useInjection } from '../di/resolver';

export type FeatureState = 'loading' | 'ready' | 'failed';

/** Loads a feature that is its own chunk (SHARED.Features) and says when its tokens can be read. */
export function useFeature(feature: string): FeatureState {
  const features = useInjection(SHARED.Features);
  const [state, setState] = useState<FeatureState>('loading');
  useEffect(() => {
    let live = true;
    features.load(feature).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [features, feature]);
  return state;
}
