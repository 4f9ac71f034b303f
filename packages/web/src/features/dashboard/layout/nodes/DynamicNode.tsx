import { componentNames, layoutMessages } from '../messages';
import { useEditMode, useLayoutNode } from '../useLayoutState';
import { ComponentChrome } from './ComponentChrome';
import type { NodeProps } from './nodeView';
import { SizedFrame } from './SizedFrame';
import { useNodeActions } from './useNodeActions';

/** A dynamic (plugin-provided) component: sized like a chart, shown as a placeholder. */
export function DynamicNode({ id, parentId }: NodeProps) {
  const node = useLayoutNode(id);
  const editMode = useEditMode();
  const { remove } = useNodeActions(id);
  if (!node) return null;
  return (
    <ComponentChrome
      id={id}
      type={node.type}
      label={componentNames.DYNAMIC}
      editMode={editMode}
      onDelete={remove}
    >
      <SizedFrame node={node} parentId={parentId}>
        {() => <div className="sl-dynamic-placeholder">{layoutMessages.dynamicPlaceholder}</div>}
      </SizedFrame>
    </ComponentChrome>
  );
}
