import { GRID_GUTTER_SIZE } from '@sightline/core';
import { useMemo, type ReactNode } from 'react';
import { useElementSize } from '../../../../ui/useElementSize';
import { useDropContainer } from '../dnd/useLayoutDnd';
import { mergeRefs } from '../mergeRefs';
import { GridWidthContext, useEditMode, useLayoutNode } from '../useLayoutState';
import { ChildNodes } from './nodeView';

/**
 * The grid or a tab's content: components stacked top to bottom. It measures its width, the base of
 * every grid-column width inside, before its children render (a 30-chart dashboard otherwise rendered
 * every chart twice on load, at width 0 and at its width), and is a drop container in edit mode.
 */
export function StackedContainer({ id, empty }: { id: string; empty: ReactNode }) {
  const node = useLayoutNode(id);
  const editMode = useEditMode();
  const { ref, width, measured } = useElementSize<HTMLDivElement>();
  const drop = useDropContainer(id, { parentId: id, orientation: 'vertical' }, editMode);
  const merged = useMemo(() => mergeRefs(ref, drop.setNodeRef), [ref, drop.setNodeRef]);
  const children = node?.children ?? [];
  return (
    <div
      ref={merged}
      className={`sl-stack sl-stack-${node?.type.toLowerCase() ?? 'missing'}`}
      style={{ gap: GRID_GUTTER_SIZE }}
      data-layout-container={id}
    >
      <GridWidthContext.Provider value={width}>
        {/* Every width inside derives from this one: the children render once it is known. */}
        {measured && <ChildNodes ids={children} parentId={id} />}
        {children.length === 0 && empty}
      </GridWidthContext.Provider>
    </div>
  );
}
