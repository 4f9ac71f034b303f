import { GRID_GUTTER_SIZE } from '@sightline/core';
import { componentNames } from '../messages';
import { useDropContainer } from '../dnd/useLayoutDnd';
import { useEditMode, useLayoutNode } from '../useLayoutState';
import { BackgroundMenu, backgroundStyle } from './BackgroundMenu';
import { ComponentChrome } from './ComponentChrome';
import { ChildNodes, type NodeProps } from './nodeView';
import { useNodeActions } from './useNodeActions';

/** A row: its charts, markdown and columns side by side with 16 px gutters. */
export function RowNode({ id }: NodeProps) {
  const node = useLayoutNode(id);
  const editMode = useEditMode();
  const { remove, updateMeta } = useNodeActions(id);
  const drop = useDropContainer(id, { parentId: id, orientation: 'horizontal' }, editMode);
  if (!node) return null;
  return (
    <ComponentChrome
      id={id}
      type={node.type}
      label={componentNames.ROW}
      editMode={editMode}
      menuPlacement="left"
      menu={
        <BackgroundMenu value={node.meta.background} onChange={(background) => updateMeta({ background })} />
      }
      onDelete={remove}
    >
      <div
        ref={drop.setNodeRef}
        className="sl-row"
        style={{ gap: GRID_GUTTER_SIZE, background: backgroundStyle(node.meta.background) }}
      >
        <ChildNodes ids={node.children} parentId={id} />
      </div>
    </ComponentChrome>
  );
}
