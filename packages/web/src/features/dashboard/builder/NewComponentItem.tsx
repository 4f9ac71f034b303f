import { useDraggable } from '@dnd-kit/core';
import type { LayoutNodeMeta, LayoutNodeType } from '@sightline/core';
import { useMemo, type ReactNode } from 'react';
import type { DragItem } from '../layout/dnd/dragItems';
import type { DashboardSliceEntity } from '../state/dashboardTypes';

interface NewComponentItemProps {
  /** Unique among the panel's draggables. */
  dragId: string;
  type: LayoutNodeType;
  label: string;
  meta?: LayoutNodeMeta;
  slice?: DashboardSliceEntity;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** An entry of the builder panel that can be dragged onto the dashboard as a new component. */
export function NewComponentItem({
  dragId,
  type,
  label,
  meta,
  slice,
  disabled = false,
  className,
  children,
}: NewComponentItemProps) {
  const data = useMemo<DragItem>(
    () => ({ kind: 'new', type, label, meta, slice }),
    [type, label, meta, slice],
  );
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: dragId, data, disabled });
  return (
    <div
      ref={setNodeRef}
      {...(disabled ? {} : listeners)}
      {...attributes}
      className={[
        'sl-builder-item',
        disabled ? 'sl-builder-item-disabled' : '',
        isDragging ? 'sl-builder-item-dragging' : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-disabled={disabled}
    >
      {children}
    </div>
  );
}
