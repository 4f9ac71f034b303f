import type { LayoutNodeType } from '@sightline/core';
import type { ComponentType } from 'react';
import { ChartNode } from './nodes/ChartNode';
import { ColumnNode } from './nodes/ColumnNode';
import { DividerNode } from './nodes/DividerNode';
import { DynamicNode } from './nodes/DynamicNode';
import { EmptyGrid } from './nodes/EmptyStates';
import { HeaderNode } from './nodes/HeaderNode';
import { MarkdownNode } from './nodes/MarkdownNode';
import type { NodeProps } from './nodes/nodeView';
import { RowNode } from './nodes/RowNode';
import { StackedContainer } from './nodes/StackedContainer';
import { TabsNode } from './nodes/TabsNode';
import { useLayoutNode } from './useLayoutState';

function GridNode({ id }: NodeProps) {
  return <StackedContainer id={id} empty={<EmptyGrid />} />;
}

/** The component of each node type (ROOT and TAB are drawn by the layout view and the tabs). */
const NODE_COMPONENTS: Record<LayoutNodeType, ComponentType<NodeProps> | null> = {
  ROOT: null,
  GRID: GridNode,
  ROW: RowNode,
  COLUMN: ColumnNode,
  CHART: ChartNode,
  MARKDOWN: MarkdownNode,
  TABS: TabsNode,
  TAB: null,
  HEADER: HeaderNode,
  DIVIDER: DividerNode,
  DYNAMIC: DynamicNode,
};

/** Any layout node, drawn by its type. */
export function LayoutNodeView({ id, parentId }: NodeProps) {
  const type = useLayoutNode(id)?.type;
  const Component = type ? NODE_COMPONENTS[type] : null;
  return Component ? <Component id={id} parentId={parentId} /> : null;
}
