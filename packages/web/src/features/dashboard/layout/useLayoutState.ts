import { occupiedWidth, rowCapacity, widthOf, type LayoutNode } from '@sightline/core';
import { createContext, useContext } from 'react';
import { useAppSelector } from '../../../platform/hooks';
import { selectDashboardInfo, selectDashboardState, selectLayout } from '../state/dashboardSlice';

/** One layout node; components subscribe to their own node so an edit re-renders only what changed. */
export function useLayoutNode(id: string): LayoutNode | undefined {
  return useAppSelector((state) => selectLayout(state)[id]);
}

export function useEditMode(): boolean {
  return useAppSelector((state) => selectDashboardState(state).editMode);
}

export function useActiveTabs(): string[] {
  return useAppSelector((state) => selectDashboardState(state).activeTabs);
}

export function useCanEditDashboard(): boolean {
  return useAppSelector((state) => !!selectDashboardInfo(state)?.dash_edit_perm);
}

/** The widest (in grid columns) a component may be resized to where it is. */
export function useMaxColumns(id: string, parentId: string): number {
  return useAppSelector((state) => {
    const layout = selectLayout(state);
    const parent = layout[parentId];
    if (parent?.type === 'ROW') return rowCapacity(layout, parentId) - occupiedWidth(layout, parentId, id);
    if (parent?.type === 'COLUMN') return widthOf(parent);
    return rowCapacity(layout, id);
  });
}

/** The pixel width of the grid (or tab) a component is in: the base of every width in grid columns. */
export const GridWidthContext = createContext(0);

export function useGridWidth(): number {
  return useContext(GridWidthContext);
}
