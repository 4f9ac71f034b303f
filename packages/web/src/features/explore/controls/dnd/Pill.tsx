import { CloseOutlined, RightOutlined } from '@ant-design/icons';
import type { DragEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { DragItem } from '../../../../features/shared/controls/dragItems';
import {
  currentDragItem,
  droppedItem,
  endDrag,
  startDrag,
} from '../../../../features/shared/controls/dragItems';
import { dndMessages } from './messages';

export interface PillProps {
  label: string;
  /** Shown before the label (e.g. a certification icon). */
  icon?: ReactNode;
  /** What dragging this pill carries (its control and index, for reordering). */
  dragItem: DragItem;
  /** Whether a dragged item may be dropped on this pill (another pill of the same control). */
  acceptsDrop: (item: DragItem | null) => boolean;
  onDropItem: (item: DragItem) => void;
  onRemove: () => void;
  onClick: (element: HTMLElement) => void;
}

/** A chosen column or metric: remove button, label, opens its popover on click, drags to reorder. */
export function Pill({ label, icon, dragItem, acceptsDrop, onDropItem, onRemove, onClick }: PillProps) {
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (!acceptsDrop(currentDragItem())) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    const item = droppedItem(event);
    if (!acceptsDrop(item)) return;
    event.preventDefault();
    event.stopPropagation();
    onDropItem(item!);
  };

  return (
    <div
      className={over ? 'sl-dnd-pill sl-dnd-pill-over' : 'sl-dnd-pill'}
      data-testid="dnd-pill"
      role="button"
      tabIndex={0}
      title={label}
      draggable
      onDragStart={(event) => startDrag(event, dragItem)}
      onDragEnd={endDrag}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onClick={(event) => onClick(event.currentTarget)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onClick(event.currentTarget);
      }}
    >
      <button
        type="button"
        className="sl-dnd-pill-remove"
        aria-label={dndMessages.remove}
        data-testid="dnd-pill-remove"
        onClick={(event) => {
          event.stopPropagation();
          onRemove();
        }}
      >
        <CloseOutlined />
      </button>
      <span className="sl-dnd-pill-label">
        {icon}
        {icon ? ' ' : null}
        {label}
      </span>
      <RightOutlined className="sl-dnd-pill-caret" />
    </div>
  );
}
