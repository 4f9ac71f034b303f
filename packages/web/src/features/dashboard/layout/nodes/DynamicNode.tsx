import { componentNames, layoutMessages } from '../messages';
import { LeafNode } from './LeafNode';
import type { NodeProps } from './nodeView';
import { SizedFrame } from './SizedFrame';

/** A dynamic (plugin-provided) component: sized like a chart, shown as a placeholder. */
export function DynamicNode({ id, parentId }: NodeProps) {
  return (
    <LeafNode id={id} label={componentNames.DYNAMIC}>
      {(node) => (
        <SizedFrame node={node} parentId={parentId}>
          {() => <div className="sl-dynamic-placeholder">{layoutMessages.dynamicPlaceholder}</div>}
        </SizedFrame>
      )}
    </LeafNode>
  );
}
