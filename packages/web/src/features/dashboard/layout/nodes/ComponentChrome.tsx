import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import type { LayoutNodeType } from '@sightline/core';
import { Button, Tooltip } from 'antd';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useLayoutElementRef } from '../dnd/layoutDndContext';
import { useLayoutDraggable } from '../dnd/useLayoutDnd';
import { mergeRefs } from '../mergeRefs';
import { layoutMessages } from '../messages';

interface ComponentChromeProps {
  id: string;
  type: LayoutNodeType;
  /** Shown on the drag preview. */
  label: string;
  editMode: boolean;
  /** Extra hover-menu entries (background, header size…). */
  menu?: ReactNode;
  /** Rows put their menu on their left edge; everything else at the top. */
  menuPlacement?: 'top' | 'left';
  onDelete?: () => void;
  /** False for components that stay put (the top-level tabs). */
  draggable?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The frame of every layout component: in edit mode a hover menu with the drag handle, the component's
 * own entries and delete. It also registers the element for drop positions and anchors.
 */
export function ComponentChrome({
  id,
  type,
  label,
  editMode,
  menu,
  menuPlacement = 'top',
  onDelete,
  draggable = true,
  className,
  style,
  children,
}: ComponentChromeProps) {
  const register = useLayoutElementRef(id);
  const drag = useLayoutDraggable(id, type, label, editMode && draggable);
  const ref = useMemo(() => mergeRefs(register, drag.setNodeRef), [register, drag.setNodeRef]);
  const classes = [
    'sl-layout-component',
    `sl-layout-${type.toLowerCase()}`,
    editMode ? 'sl-layout-editable' : '',
    drag.isDragging ? 'sl-layout-dragging' : '',
    className ?? '',
  ].filter(Boolean);
  return (
    <div ref={ref} className={classes.join(' ')} style={style} data-layout-id={id} data-layout-type={type}>
      {editMode && (draggable || menu || onDelete) && (
        <div className={`sl-hover-menu sl-hover-menu-${menuPlacement}`} data-testid="dashboard-hover-menu">
          {draggable && (
            <span
              ref={drag.setActivatorNodeRef}
              {...drag.listeners}
              {...drag.attributes}
              className="sl-drag-handle"
              aria-label={layoutMessages.dragHandle}
              title={layoutMessages.dragHandle}
              data-testid="dashboard-drag-handle"
            >
              <HolderOutlined />
            </span>
          )}
          {menu}
          {onDelete && (
            <Tooltip title={layoutMessages.delete}>
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={layoutMessages.delete}
                onClick={onDelete}
              />
            </Tooltip>
          )}
        </div>
      )}
      {children}
    </div>
  );
}
