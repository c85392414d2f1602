import { lazy, useState, type ComponentType } from 'react';

/** A screen loaded on demand whose chunk can also be asked for before React first renders it. */
export interface PreloadableScreen {
  (): React.JSX.Element;
  /** Starts loading the screen's chunk; a render after it has arrived shows the screen at once. */
  preload(): Promise<void>;
}

/**
 * Like `React.lazy`, but `preload()` can start the download early (main.tsx does it for the first screen): a screen
 * whose module has arrived by its first render is rendered directly, without suspending, so React does not hold its
 * reveal back (a suspended boundary's content is revealed no sooner than 300 ms after its fallback). Each mounted
 * instance keeps the component it started with, so a screen never remounts when its module arrives.
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): PreloadableScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download may be tried again by the next render (ChunkBoundary offers a retry).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Screen() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Screen.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Screen;
}
