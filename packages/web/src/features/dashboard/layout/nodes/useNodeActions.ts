import { deleteComponent, resizeComponent, updateComponentMeta, type LayoutNodeMeta } from '@sightline/core';
import { useMemo } from 'react';
import { useLayoutEdit } from '../useLayoutEdit';

/** The edits a component's hover menu and frame make on itself. */
export function useNodeActions(id: string) {
  const edit = useLayoutEdit();
  return useMemo(
    () => ({
      remove: () => edit((layout) => deleteComponent(layout, id)),
      updateMeta: (meta: Partial<LayoutNodeMeta>) => edit((layout) => updateComponentMeta(layout, id, meta)),
      resize: (size: { width?: number; height?: number }) =>
        edit((layout) => resizeComponent(layout, id, size)),
    }),
    [edit, id],
  );
}
