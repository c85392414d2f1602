import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs a step (most often a move of the focus) once React has put the screen's newest state on the page. A
 * requestAnimationFrame is not enough: when a render is slower than a frame, the step finds the old page, for example
 * a status sentence still empty and hidden, and the focus is lost. The returned function asks for one more render and
 * runs its steps in the effect after it, when everything set together with it is on the page.
 */
export function useAfterRender(): (step: () => void) => void {
  const steps = useRef<(() => void)[]>([]);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    for (const step of steps.current.splice(0)) step();
  }, [asked]);
  return useCallback((step: () => void) => {
    steps.current.push(step);
    setAsked((n) => n + 1);
  }, []);
}
