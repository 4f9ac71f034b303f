import type { LayoutNode } from '@sightline/core';
import type { ReactNode } from 'react';
import { useEditMode, useLayoutNode } from '../useLayoutState';
import { ComponentChrome } from './ComponentChrome';
import { useNodeActions } from './useNodeActions';

interface LeafNodeProps {
  id: string;
  /** Shown on the drag preview. */
  label: string;
  children: (node: LayoutNode) => ReactNode;
}

/** A component with no settings of its own: in edit mode its hover menu only drags and deletes it. */
export function LeafNode({ id, label, children }: LeafNodeProps) {
  const node = useLayoutNode(id);
  const editMode = useEditMode();
  const { remove } = useNodeActions(id);
  if (!node) return null;
  return (
    <ComponentChrome id={id} type={node.type} label={label} editMode={editMode} onDelete={remove}>
      {children(node)}
    </ComponentChrome>
  );
}
