import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { LayoutNodeType } from '@sightline/core';
import { useMemo } from 'react';
import { moveDraggableId, type DragItem, type DropContainerData } from './dragItems';

/**
 * Makes an existing component draggable by its handle (edit mode only). The component itself stays in
 * place while dragging; the overlay follows the pointer and the drop indicator shows where it will land.
 */
export function useLayoutDraggable(id: string, type: LayoutNodeType, label: string, enabled: boolean) {
  const data = useMemo<DragItem>(() => ({ kind: 'move', id, type, label }), [id, type, label]);
  return useDraggable({ id: moveDraggableId(id), data, disabled: !enabled });
}

/**
 * Makes an element a drop container (edit mode only). `droppableId` is unique per element; `data` says
 * which layout node receives the drop and how its children are laid out.
 */
export function useDropContainer(droppableId: string, data: DropContainerData, enabled: boolean) {
  const { parentId, orientation, appendOnly } = data;
  const stable = useMemo<DropContainerData>(
    () => ({ parentId, orientation, appendOnly }),
    [parentId, orientation, appendOnly],
  );
  const droppable = useDroppable({ id: droppableId, data: stable, disabled: !enabled });
  return droppable;
}
