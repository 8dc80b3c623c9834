import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A screen whose code loads when it is first shown, or before, when `preload()` is called (a pointer resting on its
 * link). A screen loaded before it is shown renders at once: through React.lazy it would still show the loading panel
 * first, and React holds a panel's content back for up to 300 ms after the panel appeared.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (err: unknown) => {
        // a failed fetch is tried again by the next preload or when the screen is shown
        loading = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen(props: P) {
    // chosen once per mount: switching from the lazy wrapper to the loaded component would remount the screen
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload });
}
