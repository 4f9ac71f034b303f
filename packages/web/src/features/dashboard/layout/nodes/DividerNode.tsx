import { componentNames } from '../messages';
import { useEditMode, useLayoutNode } from '../useLayoutState';
import { ComponentChrome } from './ComponentChrome';
import type { NodeProps } from './nodeView';
import { useNodeActions } from './useNodeActions';

/** A horizontal rule across the grid, tab or column. */
export function DividerNode({ id }: NodeProps) {
  const node = useLayoutNode(id);
  const editMode = useEditMode();
  const { remove } = useNodeActions(id);
  if (!node) return null;
  return (
    <ComponentChrome
      id={id}
      type={node.type}
      label={componentNames.DIVIDER}
      editMode={editMode}
      onDelete={remove}
    >
      <hr className="sl-divider" />
    </ComponentChrome>
  );
}
