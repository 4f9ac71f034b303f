import type { DashboardLayout } from '@sightline/core';
import { dropIndexFromPointer, indicatorBox, isSameSpot, type Box, type Point } from '../dropPosition';
import type { DragItem, DropContainerData } from './dragItems';

/** A drop the editor would make now, and the line (or outline) that shows it. */
export interface PendingDrop {
  parentId: string;
  index: number;
  indicator: Box;
  variant: 'line' | 'outline';
}

/**
 * The drop for the container under the pointer: a tab label takes it at the end of that tab; other
 * containers at the slot between the children nearest the pointer. Null when it would change nothing
 * (a component dropped next to itself).
 */
export function pendingDropFor(
  layout: DashboardLayout,
  item: DragItem,
  container: DropContainerData,
  containerBox: Box,
  pointer: Point,
  boxOf: (layoutId: string) => Box | undefined,
): PendingDrop | null {
  const children = layout[container.parentId]?.children ?? [];
  if (container.appendOnly) {
    return {
      parentId: container.parentId,
      index: children.length,
      indicator: containerBox,
      variant: 'outline',
    };
  }
  const placed = children.flatMap((id) => {
    const box = boxOf(id);
    return box ? [{ id, box }] : [];
  });
  const index = dropIndexFromPointer(
    pointer,
    placed.map((child) => child.box),
    container.orientation,
  );
  if (item.kind === 'move') {
    const current = placed.findIndex((child) => child.id === item.id);
    if (isSameSpot(current, index)) return null;
  }
  // The index counted among measured children; map it back onto the parent's full child list.
  const before = placed[index]?.id;
  const layoutIndex = before === undefined ? children.length : children.indexOf(before);
  return {
    parentId: container.parentId,
    index: layoutIndex,
    indicator: indicatorBox(
      index,
      placed.map((child) => child.box),
      containerBox,
      container.orientation,
    ),
    variant: 'line',
  };
}

export function samePendingDrop(a: PendingDrop | null, b: PendingDrop | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.parentId === b.parentId &&
    a.index === b.index &&
    a.variant === b.variant &&
    a.indicator.left === b.indicator.left &&
    a.indicator.top === b.indicator.top &&
    a.indicator.width === b.indicator.width &&
    a.indicator.height === b.indicator.height
  );
}
