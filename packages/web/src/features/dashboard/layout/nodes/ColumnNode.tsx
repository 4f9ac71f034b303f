import { GRID_GUTTER_SIZE, widthOf } from '@sightline/core';
import { widthPx } from '../gridGeometry';
import { componentNames, layoutMessages } from '../messages';
import { useDropContainer } from '../dnd/useLayoutDnd';
import { useEditMode, useGridWidth, useLayoutNode } from '../useLayoutState';
import { BackgroundMenu, backgroundStyle } from './BackgroundMenu';
import { ComponentChrome } from './ComponentChrome';
import { ChildNodes, type NodeProps } from './nodeView';
import { ResizableBox } from './ResizableBox';
import { useNodeActions } from './useNodeActions';

/** A column in a row: its components stacked, as wide as the column; resizable in width. */
export function ColumnNode({ id, parentId }: NodeProps) {
  const node = useLayoutNode(id);
  const editMode = useEditMode();
  const gridWidth = useGridWidth();
  const { remove, updateMeta, resize } = useNodeActions(id);
  const drop = useDropContainer(id, { parentId: id, orientation: 'vertical' }, editMode);
  if (!node) return null;
  const columns = widthOf(node);
  const content = (
    <div
      ref={drop.setNodeRef}
      className="sl-column"
      style={{
        gap: GRID_GUTTER_SIZE,
        width: widthPx(columns, gridWidth),
        background: backgroundStyle(node.meta.background),
      }}
    >
      <ChildNodes ids={node.children} parentId={id} />
      {editMode && node.children.length === 0 && (
        <div className="sl-empty-drop">{layoutMessages.emptyColumn}</div>
      )}
    </div>
  );
  return (
    <ComponentChrome
      id={id}
      type={node.type}
      label={componentNames.COLUMN}
      editMode={editMode}
      menu={
        <BackgroundMenu value={node.meta.background} onChange={(background) => updateMeta({ background })} />
      }
      onDelete={remove}
    >
      {editMode ? (
        <ResizableBox
          id={id}
          parentId={parentId}
          columns={columns}
          units={null}
          resizeWidth
          resizeHeight={false}
          onResize={resize}
        >
          {content}
        </ResizableBox>
      ) : (
        content
      )}
    </ComponentChrome>
  );
}
