import { closestCenter, DndContext, PointerSensor, useSensor, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TabsProps } from 'antd';
import { cloneElement, type CSSProperties, type ReactElement } from 'react';

type RenderTabBar = NonNullable<TabsProps['renderTabBar']>;

function SortableTab({ id, node }: { id: string; node: ReactElement }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  const style: CSSProperties = {
    ...(node.props as { style?: CSSProperties }).style,
    transform: CSS.Translate.toString(transform && { ...transform, scaleX: 1 }),
    transition,
  };
  return cloneElement(node, { ref: setNodeRef, style, ...attributes, ...listeners } as never);
}

type TabBarProps = Parameters<RenderTabBar>[0];
type DefaultTabBar = Parameters<RenderTabBar>[1];

function SortableTabs({
  barProps,
  Bar,
  keys,
  onReorder,
}: {
  barProps: TabBarProps;
  Bar: DefaultTabBar;
  keys: readonly string[];
  onReorder(keys: string[]): void;
}) {
  const sensor = useSensor(PointerSensor, { activationConstraint: { distance: 8 } });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...keys], keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={[sensor]} onDragEnd={onDragEnd} collisionDetection={closestCenter}>
      <SortableContext items={[...keys]} strategy={horizontalListSortingStrategy}>
        <Bar {...barProps}>{(node) => <SortableTab key={node.key} id={String(node.key)} node={node} />}</Bar>
      </SortableContext>
    </DndContext>
  );
}

/**
 * A tab bar whose tabs are dragged to reorder them. A drag starts after 8 px of movement, so clicks and
 * double-clicks on a tab stay clicks.
 */
export function sortableTabBar(keys: readonly string[], onReorder: (keys: string[]) => void): RenderTabBar {
  return (props, Bar) => <SortableTabs barProps={props} Bar={Bar} keys={keys} onReorder={onReorder} />;
}
