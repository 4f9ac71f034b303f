import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The content size of an element, kept current with a ResizeObserver (charts size themselves to it).
 * The first measure is taken before the first paint (a layout effect, whose update React renders at
 * once), and `measured` says it has been: what sizes itself to the element can wait for it and render
 * once, at its size, instead of first at 0 and again when measured.
 */
export function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0, measured: false });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const width = Math.floor(element.clientWidth);
      const height = Math.floor(element.clientHeight);
      setSize((previous) =>
        previous.measured && previous.width === width && previous.height === height
          ? previous
          : { width, height, measured: true },
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}
