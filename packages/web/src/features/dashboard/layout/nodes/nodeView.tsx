import { createContext, useContext, type ComponentType } from 'react';

/** What every layout node component receives: its id and its parent's. */
export interface NodeProps {
  id: string;
  parentId: string;
}

/**
 * The component that renders any node by its type. Containers render their children through it; it is
 * passed by context so node modules do not import the type map that imports them.
 */
export const NodeViewContext = createContext<ComponentType<NodeProps> | null>(null);

export function ChildNodes({ ids, parentId }: { ids: readonly string[]; parentId: string }) {
  const NodeView = useContext(NodeViewContext);
  if (!NodeView) return null;
  return ids.map((id) => <NodeView key={id} id={id} parentId={parentId} />);
}
