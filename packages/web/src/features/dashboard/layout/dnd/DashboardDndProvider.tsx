import {
  DndContext,
  DragOverlay,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import { addComponent, canDrop, moveComponent, type DashboardLayout } from '@sightline/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppStore } from '../../../../platform/hooks';
import {
  addSliceEntities,
  selectDashboardState,
  selectLayout,
  setActiveTabs,
  updateLayout,
} from '../../state/dashboardSlice';
import { withActiveTab } from '../activeTabs';
import { innermostAcceptingTarget } from '../dropPosition';
import {
  draggedComponent,
  isDragItem,
  isDropContainerData,
  type DragItem,
  type DropContainerData,
} from './dragItems';
import { pendingDropFor, samePendingDrop, type PendingDrop } from './dropTargetFromPointer';
import { LayoutDndContext, type LayoutDndApi } from './layoutDndContext';

/** A drag starts after the pointer moved this far, so clicks on handles and tabs stay clicks. */
const ACTIVATION_DISTANCE = 5;

/**
 * The drag-and-drop of edit mode, around the layout and the builder panel (both must be inside it for
 * charts and elements to be dragged from the panel onto the dashboard). Containers accept or refuse with
 * core canDrop; the innermost accepting container under the pointer wins and a line shows the slot.
 */
export function DashboardDndProvider({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const elements = useRef(new Map<string, HTMLElement>());
  const [activeItem, setActiveItem] = useState<DragItem | null>(null);
  const [pendingDrop, setPendingDrop] = useState<PendingDrop | null>(null);
  const pendingRef = useRef<PendingDrop | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE } }),
  );

  const registerElement = useCallback((layoutId: string, element: HTMLElement | null) => {
    if (element) elements.current.set(layoutId, element);
    else elements.current.delete(layoutId);
  }, []);
  const elementOf = useCallback((layoutId: string) => elements.current.get(layoutId), []);

  const api = useMemo<LayoutDndApi>(
    () => ({ registerElement, elementOf, activeItem }),
    [registerElement, elementOf, activeItem],
  );

  const collisionDetection = useCallback<CollisionDetection>(
    ({ active, droppableContainers, droppableRects, pointerCoordinates }) => {
      const item = active.data.current;
      if (!pointerCoordinates || !isDragItem(item)) return [];
      const layout = selectLayout(store.getState());
      const dragged = draggedComponent(item);
      const candidates = droppableContainers.flatMap((container) => {
        const rect = droppableRects.get(container.id);
        const data = container.data.current;
        return rect && isDropContainerData(data) ? [{ id: String(container.id), box: rect, data }] : [];
      });
      const target = innermostAcceptingTarget(candidates, pointerCoordinates, (candidate) =>
        canDrop(layout, dragged, candidate.data.parentId),
      );
      return target ? [{ id: target.id }] : [];
    },
    [store],
  );

  const updatePending = (next: PendingDrop | null) => {
    if (samePendingDrop(pendingRef.current, next)) return;
    pendingRef.current = next;
    setPendingDrop(next);
  };

  const onDragStart = (event: DragStartEvent) => {
    const item = event.active.data.current;
    setActiveItem(isDragItem(item) ? item : null);
    updatePending(null);
  };

  /** The drop the pointer points at now (null when it would change nothing). */
  const dropOf = (event: DragMoveEvent | DragOverEvent | DragEndEvent): PendingDrop | null => {
    const item = event.active.data.current;
    const data = event.over?.data.current;
    const start = getEventCoordinates(event.activatorEvent);
    if (!event.over || !isDragItem(item) || !isDropContainerData(data) || !start) return null;
    const pointer = { x: start.x + event.delta.x, y: start.y + event.delta.y };
    const layout = selectLayout(store.getState());
    const boxOf = (id: string) => elements.current.get(id)?.getBoundingClientRect();
    return pendingDropFor(layout, item, data as DropContainerData, event.over.rect, pointer, boxOf);
  };

  // dnd-kit settles `over` after the move that caused it, so the last move can still name the previous
  // container: the over-change and the drop itself recompute from their own event.
  const onDragMove = (event: DragMoveEvent | DragOverEvent) => updatePending(dropOf(event));

  const finish = () => {
    setActiveItem(null);
    updatePending(null);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const item = event.active.data.current;
    const drop = dropOf(event);
    const data = event.over?.data.current;
    finish();
    if (!drop || !isDragItem(item)) return;
    const state = store.getState();
    const layout = selectLayout(state);
    const destination = { parentId: drop.parentId, index: drop.index };
    let next: DashboardLayout;
    if (item.kind === 'move') {
      next = moveComponent(layout, item.id, destination);
    } else {
      next = addComponent(layout, { type: item.type, meta: item.meta }, destination).layout;
      // The chart's entity first, so its holder finds it (and loads) as soon as the node appears.
      if (next !== layout && item.slice) dispatch(addSliceEntities([item.slice]));
    }
    if (next === layout) return;
    dispatch(updateLayout(next));
    if (isDropContainerData(data) && data.appendOnly) {
      const { activeTabs } = selectDashboardState(store.getState());
      dispatch(setActiveTabs(withActiveTab(next, activeTabs, drop.parentId)));
    }
  };

  return (
    <LayoutDndContext.Provider value={api}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={finish}
      >
        {children}
        {pendingDrop && (
          <div
            className={`sl-drop-indicator sl-drop-indicator-${pendingDrop.variant}`}
            data-testid="dashboard-drop-indicator"
            style={{
              position: 'fixed',
              left: pendingDrop.indicator.left,
              top: pendingDrop.indicator.top,
              width: pendingDrop.indicator.width,
              height: pendingDrop.indicator.height,
            }}
          />
        )}
        <DragOverlay dropAnimation={null}>
          {activeItem && <div className="sl-drag-preview">{activeItem.label}</div>}
        </DragOverlay>
      </DndContext>
    </LayoutDndContext.Provider>
  );
}
