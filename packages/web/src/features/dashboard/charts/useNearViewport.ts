import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on screen or near it (within a viewport's height above or below), so charts
 * load as the reader gets to them. Elements that are hidden (another tab is open) are not near. One
 * observer serves every chart of the page. Without IntersectionObserver (old browsers, jsdom) everything
 * counts as near.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px 100% 0px';

type Listener = (near: boolean) => void;
const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  return observer;
}

/** `initiallyNear`: what to answer until the observer has reported (a chart whose query went ahead of it). */
export function useNearViewport(ref: RefObject<Element | null>, initiallyNear = false): boolean {
  const [near, setNear] = useState(() => initiallyNear || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    const io = sharedObserver();
    if (!element || !io) return;
    listeners.set(element, setNear);
    io.observe(element);
    return () => {
      io.unobserve(element);
      listeners.delete(element);
    };
  }, [ref]);
  return near;
}
