import { GRID_BASE_UNIT, GRID_MIN_ROW_UNITS } from '@sightline/core';
import { Resizable, type NumberSize } from 're-resizable';
import { useState, type ReactNode } from 'react';
import { columnStepPx, columnsFromPx, heightPx, unitsFromPx, widthPx } from '../gridGeometry';
import { useGridWidth, useMaxColumns } from '../useLayoutState';

interface ResizableBoxProps {
  /** The component resized, and the node it sits in (they bound its width). */
  id: string;
  parentId: string;
  /** Current size in grid columns and units (`height` null: the content decides). */
  columns: number;
  units: number | null;
  resizeWidth: boolean;
  resizeHeight: boolean;
  /** The new size, snapped to grid columns and 8 px units (core resizeComponent clamps it further). */
  onResize: (size: { width?: number; height?: number }) => void;
  children: ReactNode;
}

const handleClass = 'sl-resize-handle';

/**
 * The edit-mode resize frame of charts, markdown and columns: the right edge snaps to grid columns, the
 * bottom edge to 8 px units. While dragging only the frame changes; the layout changes on release.
 */
export function ResizableBox({
  id,
  parentId,
  columns,
  units,
  resizeWidth,
  resizeHeight,
  onResize,
  children,
}: ResizableBoxProps) {
  const gridWidth = useGridWidth();
  // Read here, not by the components: only edit mode pays for this layout walk on every store change.
  const maxColumns = useMaxColumns(id, parentId);
  const width = widthPx(columns, gridWidth);
  const height = units === null ? null : heightPx(units);
  const [live, setLive] = useState<NumberSize | null>(null);
  const sizeNow = (delta: NumberSize) => ({
    width: width + delta.width,
    height: height === null ? null : height + delta.height,
  });
  return (
    <Resizable
      className="sl-resizable"
      size={{
        width: live ? width + live.width : width,
        height: height === null ? 'auto' : live ? height + live.height : height,
      }}
      minWidth={widthPx(1, gridWidth)}
      maxWidth={Math.max(width, widthPx(maxColumns, gridWidth))}
      minHeight={height === null ? undefined : heightPx(GRID_MIN_ROW_UNITS)}
      grid={[columnStepPx(gridWidth), GRID_BASE_UNIT]}
      enable={{
        right: resizeWidth,
        bottom: resizeHeight && height !== null,
        bottomRight: resizeWidth && resizeHeight && height !== null,
      }}
      handleClasses={{
        right: handleClass,
        bottom: handleClass,
        bottomRight: `${handleClass} ${handleClass}-corner`,
      }}
      onResizeStart={(event) => {
        // The resize handles sit inside draggable components: keep the drag sensor out of it.
        event.stopPropagation();
        setLive({ width: 0, height: 0 });
      }}
      onResize={(_event, _direction, _element, delta) => setLive(delta)}
      onResizeStop={(_event, _direction, _element, delta) => {
        setLive(null);
        const next = sizeNow(delta);
        onResize({
          width: resizeWidth
            ? columnsFromPx(next.width, gridWidth, Math.max(columns, maxColumns))
            : undefined,
          height: resizeHeight && next.height !== null ? unitsFromPx(next.height) : undefined,
        });
      }}
    >
      {children}
    </Resizable>
  );
}
