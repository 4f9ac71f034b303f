import type { AdhocFilter, ExploreColumn, ExploreMetric } from '@sightline/core';
import type { DragEvent } from 'react';

/**
 * Drag and drop between the dataset panel and the control panel, on the
 * browser's native drag events. The dataset panel drags `column` and `metric` items; a drop zone's own
 * pills drag `columnOption`, `adhocColumn`, `metricOption`, `adhocMetric` or `filterOption` items to
 * reorder them.
 */
export const DND_ITEM_TYPES = [
  'column',
  'columnOption',
  'adhocColumn',
  'metric',
  'metricOption',
  'adhocMetric',
  'filterOption',
] as const;
export type DndItemType = (typeof DND_ITEM_TYPES)[number];

export type DragItem =
  | { type: 'column'; value: ExploreColumn }
  | { type: 'metric'; value: ExploreMetric }
  /** A pill inside a drop zone: which control it belongs to, its index there, and its value. */
  | {
      type: 'columnOption' | 'adhocColumn' | 'metricOption' | 'adhocMetric';
      control: string;
      index: number;
      value: unknown;
    }
  | { type: 'filterOption'; control: string; index: number; value: AdhocFilter };

/** The MIME type carrying the item; its presence is all a drop zone can see during dragover. */
export const DRAG_MIME = 'application/x-sightline-explore';

// Browsers hide dataTransfer data until the drop; the item being dragged is kept here meanwhile.
let dragging: DragItem | null = null;

/** Call from onDragStart: marks the drag as ours and remembers the item. */
export function startDrag(event: DragEvent, item: DragItem): void {
  dragging = item;
  event.dataTransfer.effectAllowed = 'copyMove';
  event.dataTransfer.setData(DRAG_MIME, JSON.stringify(item));
  event.dataTransfer.setData('text/plain', labelOfDragItem(item));
}

/** Call from onDragEnd. */
export function endDrag(): void {
  dragging = null;
}

/** The item being dragged right now (during dragover), or null for foreign drags. */
export function currentDragItem(): DragItem | null {
  return dragging;
}

/** The dropped item (during drop), from the event's data or the remembered drag. */
export function droppedItem(event: DragEvent): DragItem | null {
  const text = event.dataTransfer.getData(DRAG_MIME);
  if (text) {
    try {
      return JSON.parse(text) as DragItem;
    } catch {
      return dragging;
    }
  }
  return dragging;
}

function labelOfDragItem(item: DragItem): string {
  if (item.type === 'column') return item.value.column_name;
  if (item.type === 'metric') return item.value.metric_name;
  return String((item.value as { label?: unknown })?.label ?? item.type);
}
