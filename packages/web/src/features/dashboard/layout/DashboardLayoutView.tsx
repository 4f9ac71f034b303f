import { DASHBOARD_ROOT_ID } from '@sightline/core';
import { useAppSelector } from '../../../platform/hooks';
import { selectLayout } from '../state/dashboardSlice';
import './dashboardLayout.css';
import { DashboardDndProvider } from './dnd/DashboardDndProvider';
import { useLayoutDnd } from './dnd/layoutDndContext';
import { useDropContainer } from './dnd/useLayoutDnd';
import { LayoutNodeView } from './LayoutNodeView';
import { layoutMessages } from './messages';
import { NodeViewContext } from './nodes/nodeView';
import { NearViewportContext, useNearViewportWatcher } from '../charts/useNearViewport';
import { useTabsUrlSync } from './useTabsUrlSync';
import { useEditMode, useLayoutNode } from './useLayoutState';

/**
 * The dashboard's layout from the store: top-level tabs (tab bar, then the open tab) or the grid, and
 * every component in it. In edit mode components can be dragged, dropped, resized and deleted. The page
 * should put this and the builder panel inside one DashboardDndProvider (so panel items can be dropped
 * here); without one, the view brings its own.
 */
export function DashboardLayoutView() {
  const dnd = useLayoutDnd();
  return dnd ? (
    <LayoutRoot />
  ) : (
    <DashboardDndProvider>
      <LayoutRoot />
    </DashboardDndProvider>
  );
}

function LayoutRoot() {
  const root = useLayoutNode(DASHBOARD_ROOT_ID);
  const editMode = useEditMode();
  useTabsUrlSync();
  const top = root?.children[0];
  const nearViewport = useNearViewportWatcher();
  return (
    <NodeViewContext.Provider value={LayoutNodeView}>
      <NearViewportContext.Provider value={nearViewport}>
        <div
          className={`sl-dashboard-layout${editMode ? ' sl-dashboard-layout-editing' : ''}`}
          data-testid="dashboard-layout"
        >
          {editMode && <TopLevelTabsDropZone />}
          {top && <LayoutNodeView id={top} parentId={DASHBOARD_ROOT_ID} />}
        </div>
      </NearViewportContext.Provider>
    </NodeViewContext.Provider>
  );
}

/**
 * While tabs are dragged over a dashboard without top-level tabs: a strip above the grid that turns the
 * dragged tabs into the dashboard's top-level tabs (the grid's content goes into their first tab).
 */
function TopLevelTabsDropZone() {
  const dragging = useLayoutDnd()?.activeItem;
  const hasGrid = useAppSelector((state) => {
    const layout = selectLayout(state);
    const first = layout[DASHBOARD_ROOT_ID]?.children[0];
    return !!first && layout[first]?.type === 'GRID';
  });
  const show = dragging?.type === 'TABS' && hasGrid;
  const drop = useDropContainer(
    DASHBOARD_ROOT_ID,
    { parentId: DASHBOARD_ROOT_ID, orientation: 'vertical' },
    show,
  );
  if (!show) return null;
  return (
    <div
      ref={drop.setNodeRef}
      className={`sl-top-level-drop${drop.isOver ? ' sl-top-level-drop-over' : ''}`}
      data-testid="dashboard-top-level-drop"
    >
      {layoutMessages.topLevelTabsDrop}
    </div>
  );
}
