import { useEffect, useState } from 'react';
import { APP } from '../../core/app';
import { useInjection } from '../di/resolver';

/**
 * Whether the start's first screen has what it needs (core/app's FirstScreenGate): what can wait (a banner, the code
 * of a dialog) waits for it rather than compete with Discover's first cards.
 */
export function useFirstScreenPassed(): boolean {
  const gate = useInjection(APP.FirstScreen);
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    let live = true;
    void gate.passed().then(() => {
      if (live) setPassed(true);
    });
    return () => {
      live = false;
    };
  }, [gate]);
  return passed;
}
