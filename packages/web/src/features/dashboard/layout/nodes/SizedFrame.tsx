import { DEFAULT_CHART_HEIGHT, widthOf, type LayoutNode } from '@sightline/core';
import type { ReactNode } from 'react';
import { heightPx, widthPx } from '../gridGeometry';
import { useEditMode, useGridWidth, useLayoutNode } from '../useLayoutState';
import { ResizableBox } from './ResizableBox';
import { useNodeActions } from './useNodeActions';

/** The pixel size a chart, markdown or dynamic component draws at. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The grid size of a chart, markdown or dynamic component: its own width in a row, its column's width
 * when it sits directly in a column; its height in 8 px units. In edit mode it can be resized.
 */
export function SizedFrame({
  node,
  parentId,
  children,
}: {
  node: LayoutNode;
  parentId: string;
  children: (size: PixelSize) => ReactNode;
}) {
  const parent = useLayoutNode(parentId);
  const editMode = useEditMode();
  const gridWidth = useGridWidth();
  const { resize } = useNodeActions(node.id);
  const inColumn = parent?.type === 'COLUMN';
  const columns = inColumn ? widthOf(parent) : widthOf(node);
  const units = typeof node.meta.height === 'number' ? node.meta.height : DEFAULT_CHART_HEIGHT;
  const size = { width: widthPx(columns, gridWidth), height: heightPx(units) };
  if (!editMode) {
    return (
      <div className="sl-sized" style={size}>
        {children(size)}
      </div>
    );
  }
  return (
    <ResizableBox
      id={node.id}
      parentId={parentId}
      columns={columns}
      units={units}
      resizeWidth={!inColumn}
      resizeHeight
      onResize={resize}
    >
      <div className="sl-sized" style={size}>
        {children(size)}
      </div>
    </ResizableBox>
  );
}
