import { PlusOutlined } from '@ant-design/icons';
import type { DragEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { DragItem } from '../../../../features/shared/controls/dragItems';
import { currentDragItem, droppedItem } from '../../../../features/shared/controls/dragItems';
import { ControlPopover } from './ControlPopover';
import type { PopoverPlacement } from '../../../../features/shared/controls/popoverPlacement';
import { placementOf } from '../../../../features/shared/controls/popoverPlacement';
import './dnd.css';

export interface DropZoneProps {
  testId: string;
  /** The pills, each already wrapped in its own popover. */
  children: ReactNode;
  /** Whether the "drop here or click" button is shown (multi controls, or single ones with no value). */
  showGhost: boolean;
  ghostText: string;
  /** Decides during dragover: a refused item leaves the zone unhighlighted and cannot be dropped. */
  accepts: (item: DragItem | null) => boolean;
  /** `placement` is where a popover opened by this drop goes (placementOf the zone). */
  onDropItem: (item: DragItem, placement: PopoverPlacement) => void;
  /** The popover of a new item, anchored on the ghost button. */
  ghostPopover: { open: boolean; placement: PopoverPlacement; content: () => ReactNode };
  onGhostClick: (placement: PopoverPlacement) => void;
  onClosePopover: () => void;
  hasError?: boolean;
}

/** A drop target listing its pills, with a ghost button that opens the popover for a new item. */
export function DropZone(props: DropZoneProps) {
  const { testId, children, showGhost, ghostText, accepts, onDropItem, ghostPopover } = props;
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (!accepts(currentDragItem())) {
      setOver(false);
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    const item = droppedItem(event);
    if (!item || !accepts(item)) return;
    event.preventDefault();
    onDropItem(item, placementOf(event.currentTarget));
  };

  const classes = ['sl-dnd-zone', over && 'sl-dnd-zone-over', props.hasError && 'sl-dnd-zone-error'];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid={testId}
      data-drop-over={over || undefined}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      {children}
      {showGhost || ghostPopover.open ? (
        <ControlPopover
          open={ghostPopover.open}
          placement={ghostPopover.placement}
          onClose={props.onClosePopover}
          content={ghostPopover.content}
        >
          {showGhost ? (
            <button
              type="button"
              className="sl-dnd-ghost"
              data-testid={`${testId}-add`}
              onClick={(event) => props.onGhostClick(placementOf(event.currentTarget))}
            >
              <PlusOutlined />
              {ghostText}
            </button>
          ) : null}
        </ControlPopover>
      ) : null}
    </div>
  );
}
