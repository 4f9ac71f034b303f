import { createContext, useContext, useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on screen or near it (within a viewport's height above or below), so charts
 * load as the reader gets to them. Elements that are hidden (another tab is open) are not near. One
 * observer serves every chart of a dashboard's layout (NearViewportWatcher, handed down by context).
 * Without IntersectionObserver (old browsers, jsdom) everything counts as near.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px 100% 0px';

type Listener = (near: boolean) => void;

/** Watches elements with one IntersectionObserver, telling each element's listener when it comes near or goes. */
export interface NearViewportWatcher {
  /** Starts watching `element`; returns the stop. */
  watch(element: Element, listener: Listener): () => void;
  disconnect(): void;
}

/** A watcher, or null where IntersectionObserver does not exist. */
export function createNearViewportWatcher(): NearViewportWatcher | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  const listeners = new Map<Element, Listener>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  return {
    watch(element, listener) {
      listeners.set(element, listener);
      observer.observe(element);
      return () => {
        observer.unobserve(element);
        listeners.delete(element);
      };
    },
    disconnect() {
      observer.disconnect();
      listeners.clear();
    },
  };
}

/** The watcher of the layout a chart is in (LayoutRoot provides it). */
export const NearViewportContext = createContext<NearViewportWatcher | null>(null);

/** A watcher for a layout's lifetime, disconnected when it unmounts. */
export function useNearViewportWatcher(): NearViewportWatcher | null {
  const [watcher] = useState(createNearViewportWatcher);
  useEffect(() => () => watcher?.disconnect(), [watcher]);
  return watcher;
}

/**
 * `initiallyNear`: what to answer until the observer has reported (a chart whose query went ahead of it).
 * Outside a layout that provides a watcher, the element has one of its own.
 */
export function useNearViewport(ref: RefObject<Element | null>, initiallyNear = false): boolean {
  const shared = useContext(NearViewportContext);
  const [near, setNear] = useState(() => initiallyNear || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const own = shared ? null : createNearViewportWatcher();
    const watcher = shared ?? own;
    if (!watcher) return;
    const stop = watcher.watch(element, setNear);
    return () => {
      stop();
      own?.disconnect();
    };
  }, [ref, shared]);
  return near;
}
