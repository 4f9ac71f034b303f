import { createContext, useCallback, useContext } from 'react';
import type { DragItem } from './dragItems';

/**
 * What layout components share with the drag logic: an element registry (layout id → element, for the
 * drop index and for scrolling to an anchor) and the item being dragged (to show drop zones).
 */
export interface LayoutDndApi {
  registerElement: (layoutId: string, element: HTMLElement | null) => void;
  elementOf: (layoutId: string) => HTMLElement | undefined;
  activeItem: DragItem | null;
}

export const LayoutDndContext = createContext<LayoutDndApi | null>(null);

export function useLayoutDnd(): LayoutDndApi | null {
  return useContext(LayoutDndContext);
}

/** A ref callback registering the element that shows a layout node. */
export function useLayoutElementRef(layoutId: string) {
  const dnd = useLayoutDnd();
  const register = dnd?.registerElement;
  return useCallback(
    (element: HTMLElement | null) => {
      register?.(layoutId, element);
    },
    [register, layoutId],
  );
}
