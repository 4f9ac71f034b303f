import type { DraggedComponent, LayoutNodeMeta, LayoutNodeType } from '@sightline/core';
import type { DashboardSliceEntity } from '../../state/dashboardTypes';
import type { DropOrientation } from '../dropPosition';

/** What is being dragged: a component already in the layout, or a new one from the builder panel. */
export type DragItem =
  | { kind: 'move'; id: string; type: LayoutNodeType; label: string }
  | {
      kind: 'new';
      type: LayoutNodeType;
      meta?: LayoutNodeMeta;
      label: string;
      /** A saved chart from the panel: added to the dashboard's charts when dropped. */
      slice?: DashboardSliceEntity;
    };

/** What a drop container tells the drag logic: where children go and how they are laid out. */
export interface DropContainerData {
  /** The layout node a drop here goes into. */
  parentId: string;
  orientation: DropOrientation;
  /** A tab label: drops go to the end of that tab, shown by outlining the label. */
  appendOnly?: boolean;
}

/** The draggable id of an existing component. */
export function moveDraggableId(layoutId: string): string {
  return `move:${layoutId}`;
}

/** The droppable id of a tab's label in the tab bar (the tab's content area uses the tab's own id). */
export function tabLabelDroppableId(tabId: string): string {
  return `label:${tabId}`;
}

/** The component as canDrop sees it: moves name the node (its own width counts), new ones their width. */
export function draggedComponent(item: DragItem): DraggedComponent {
  if (item.kind === 'move') return { type: item.type, id: item.id };
  const width = typeof item.meta?.width === 'number' ? item.meta.width : undefined;
  return width === undefined ? { type: item.type } : { type: item.type, width };
}

export function isDragItem(value: unknown): value is DragItem {
  return (
    !!value &&
    typeof value === 'object' &&
    ((value as DragItem).kind === 'move' || (value as DragItem).kind === 'new')
  );
}

export function isDropContainerData(value: unknown): value is DropContainerData {
  return !!value && typeof value === 'object' && typeof (value as DropContainerData).parentId === 'string';
}
