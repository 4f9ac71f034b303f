import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * The table's scroll box size, from a ResizeObserver alone. The virtualizer's default also reads the
 * box's clientHeight the moment the table mounts, which forces a layout of the whole page in the middle
 * of a dashboard's first draw (about 20 ms with 30 charts on it). Until the observer's first report
 * (after the next layout) the size given as `initialRect`, which the chart knows, stands.
 */
export function observeScrollBoxRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (!entry) return;
    const { width, height } = entry.contentRect;
    report({ width: Math.round(width), height: Math.round(height) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}
