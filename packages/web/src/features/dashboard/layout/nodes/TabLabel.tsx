import { HolderOutlined } from '@ant-design/icons';
import { updateComponentMeta } from '@sightline/core';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { tabLabelDroppableId } from '../dnd/dragItems';
import { useLayoutElementRef } from '../dnd/layoutDndContext';
import { useDropContainer, useLayoutDraggable } from '../dnd/useLayoutDnd';
import { mergeRefs } from '../mergeRefs';
import { layoutMessages } from '../messages';
import { useLayoutEdit } from '../useLayoutEdit';
import { useLayoutNode } from '../useLayoutState';

/** A tab's title in the tab bar. In edit mode: drag handle, rename in place, and a drop target. */
export function TabLabel({
  tabId,
  isActive,
  editMode,
}: {
  tabId: string;
  isActive: boolean;
  editMode: boolean;
}) {
  const node = useLayoutNode(tabId);
  const edit = useLayoutEdit();
  const register = useLayoutElementRef(tabId);
  const text = typeof node?.meta.text === 'string' ? node.meta.text : '';
  const shown =
    text ||
    (typeof node?.meta.defaultText === 'string' ? node.meta.defaultText : '') ||
    layoutMessages.tabPlaceholder;
  const drag = useLayoutDraggable(tabId, 'TAB', shown, editMode);
  const drop = useDropContainer(
    tabLabelDroppableId(tabId),
    { parentId: tabId, orientation: 'vertical', appendOnly: true },
    editMode && !isActive,
  );
  const ref = useMemo(
    () => mergeRefs(register, drag.setNodeRef, drop.setNodeRef),
    [register, drag.setNodeRef, drop.setNodeRef],
  );
  if (!node) return null;
  return (
    <span
      ref={ref}
      className="sl-tab-label"
      data-layout-id={tabId}
      data-layout-type="TAB"
      // Keys typed while renaming belong to the input, not to the tab bar's keyboard navigation.
      onKeyDown={editMode ? (event) => event.stopPropagation() : undefined}
    >
      {editMode && (
        <span
          ref={drag.setActivatorNodeRef}
          {...drag.listeners}
          {...drag.attributes}
          className="sl-drag-handle sl-tab-drag-handle"
          aria-label={layoutMessages.dragHandle}
          title={layoutMessages.dragHandle}
        >
          <HolderOutlined />
        </span>
      )}
      {editMode && isActive ? (
        <Typography.Text
          editable={{
            text,
            triggerType: ['text'],
            onChange: (next) => edit((layout) => updateComponentMeta(layout, tabId, { text: next })),
          }}
          type={text ? undefined : 'secondary'}
        >
          {shown}
        </Typography.Text>
      ) : (
        <span>{shown}</span>
      )}
    </span>
  );
}
