import { lazy, useState, type ComponentType } from 'react';

/**
 * A component loaded on demand like React.lazy (a page, a chart type's drawing code), whose code can
 * also be asked for ahead of rendering (a route's loader, a dashboard fetching its charts' data).
 * Loaded before it renders, it renders at once; a lazy component instead suspends, shows its fallback,
 * and React then holds the loaded component back until the fallback has been up 300 ms (Suspense
 * throttling): on a warm dashboard load the page sat idle for those 300 ms, once for the page and once
 * more for its charts. Each instance keeps the component it started with, so one first shown through
 * the lazy path is never remounted.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  /** Loads the code (once; a failed load is tried again on the next call). */
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Shown {...props} />;
  }
  return { Component, preload };
}
