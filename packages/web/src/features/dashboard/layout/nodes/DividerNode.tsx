import { componentNames } from '../messages';
import { LeafNode } from './LeafNode';
import type { NodeProps } from './nodeView';

/** A horizontal rule across the grid, tab or column. */
export function DividerNode({ id }: NodeProps) {
  return (
    <LeafNode id={id} label={componentNames.DIVIDER}>
      {() => <hr className="sl-divider" />}
    </LeafNode>
  );
}
