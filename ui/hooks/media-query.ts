/** A `useSyncExternalStore` subscription to changes of a media query. */
export const subscribeToMedia =
  (query: string) =>
  (onChange: () => void): (() => void) => {
    const mq = window.matchMedia(query);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  };
