/** Where a control's popover opens (thresholds 0.35 and 0.65 of the window height). */
export type PopoverPlacement = 'rightTop' | 'right' | 'rightBottom';

export const POPOVER_PLACEMENT_TOP = 0.35;
export const POPOVER_PLACEMENT_BOTTOM = 0.65;

/**
 * rightTop when the trigger's top is in the top 35 percent of the window, rightBottom when it is below
 * 65 percent, right otherwise.
 */
export function popoverPlacement(triggerTop: number, windowHeight: number): PopoverPlacement {
  if (windowHeight <= 0) return 'right';
  const ratio = triggerTop / windowHeight;
  if (ratio < POPOVER_PLACEMENT_TOP) return 'rightTop';
  if (ratio > POPOVER_PLACEMENT_BOTTOM) return 'rightBottom';
  return 'right';
}

/** The placement for an element now (call it when the popover opens). */
export function placementOf(element: Element | null): PopoverPlacement {
  if (!element || typeof window === 'undefined') return 'right';
  return popoverPlacement(element.getBoundingClientRect().top, window.innerHeight);
}
