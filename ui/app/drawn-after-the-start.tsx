import { startTransition, useEffect, useState, type ComponentType } from 'react';

/** Whether the start is over: a route's screen has been drawn in this page's life. */
let startDrawn = false;

/** A route's screen has been committed (the route switch says so once it is drawn): the start is over. */
export const routeScreenDrawn = (): void => {
  startDrawn = true;
};

/**
 * The page the start lets a member into, drawn as a transition (in slices the browser can interleave with input)
 * rather than in the update that let the route in: that update comes from a signal or the location (the restored
 * session, the guards' redirect), which React draws at once and in one piece, and the shell with Discover made it
 * the start's longest task on a phone. `Waiting` (the loading screen) stays until the page is committed; a drawn
 * Discover covers both. Once the start is over (this page or any route's screen drawn: `routeScreenDrawn`), such
 * pages are drawn at once, as every other screen: a member who opened another screen first and goes to Discover
 * sees no loading screen.
 */
export const drawnAfterTheStart = (Page: ComponentType, Waiting: ComponentType) =>
  function StartPage() {
    const [shown, setShown] = useState(startDrawn);
    useEffect(() => {
      routeScreenDrawn();
      if (!shown) startTransition(() => setShown(true));
    }, [shown]);
    return shown ? <Page /> : <Waiting />;
  };
