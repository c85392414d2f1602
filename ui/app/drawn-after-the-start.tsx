import { startTransition, useEffect, useState, type ComponentType } from 'react';

/** Whether a page made by `drawnAfterTheStart` has been drawn in this page's life yet. */
let startDrawn = false;

/**
 * The page the start lets a member into, drawn as a transition (in slices the browser can interleave with input)
 * rather than in the update that let the route in: that update comes from a signal or the location (the restored
 * session, the guards' redirect), which React draws at once and in one piece, and the shell with Discover made it
 * the start's longest task on a phone. `Waiting` (the loading screen) stays until the page is committed; a drawn
 * Discover covers both. Once one such page has been drawn, later ones are drawn at once, as every other screen.
 */
export const drawnAfterTheStart = (Page: ComponentType, Waiting: ComponentType) =>
  function StartPage() {
    const [shown, setShown] = useState(startDrawn);
    useEffect(() => {
      startDrawn = true;
      if (!shown) startTransition(() => setShown(true));
    }, [shown]);
    return shown ? <Page /> : <Waiting />;
  };
