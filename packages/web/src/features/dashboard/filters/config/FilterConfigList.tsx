import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  isNativeFilter,
  newNativeFilterDividerId,
  newNativeFilterId,
  type NativeFilterConfigurationItem,
} from '@sightline/core';
import { Button, Space, Typography } from 'antd';
import type { Dispatch } from 'react';
import type { FilterConfigAction, FilterConfigDraft } from './filterConfigDraft';
import type { FilterConfigErrors } from './filterConfigValidation';
import { filterConfigMessages as messages } from './messages';

/** A drag starts after the pointer moved this far, so a press on the handle alone changes nothing. */
const ACTIVATION_DISTANCE = 5;

const itemLabel = (item: NativeFilterConfigurationItem) =>
  (isNativeFilter(item) ? item.name : item.title).trim() || messages.untitled;

interface FilterConfigListProps {
  draft: FilterConfigDraft;
  dispatch: Dispatch<FilterConfigAction>;
  /** Shown only after a save was tried. */
  errors: FilterConfigErrors;
}

/**
 * The modal's left side: filters and dividers in order, each selectable, movable (dragged by its handle
 * with the pointer or the keyboard, or with the up and down buttons) and removable; a removed one stays,
 * struck through, with "Undo?" until its pending period ends.
 */
export function FilterConfigList({ draft, dispatch, errors }: FilterConfigListProps) {
  const { items, selectedId, removed } = draft;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const moveDropped = ({ active, over }: DragEndEvent) => {
    const to = items.findIndex((item) => item.id === over?.id);
    if (to >= 0) dispatch({ type: 'move', id: String(active.id), to });
  };
  return (
    <div className="sl-filter-config-list" data-testid="filter-config-list">
      <Space wrap style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => dispatch({ type: 'addFilter', id: newNativeFilterId() })}>
          {messages.addFilter}
        </Button>
        <Button size="small" onClick={() => dispatch({ type: 'addDivider', id: newNativeFilterDividerId() })}>
          {messages.addDivider}
        </Button>
      </Space>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={moveDropped}>
        <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <ul className="sl-filter-config-items" role="list">
            {items.map((item, index) => (
              <FilterConfigItem
                key={item.id}
                item={item}
                index={index}
                last={index === items.length - 1}
                selected={item.id === selectedId}
                isRemoved={item.id in removed}
                hasError={Boolean(errors[item.id])}
                dispatch={dispatch}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </div>
  );
}

interface FilterConfigItemProps {
  item: NativeFilterConfigurationItem;
  index: number;
  last: boolean;
  selected: boolean;
  isRemoved: boolean;
  hasError: boolean;
  dispatch: Dispatch<FilterConfigAction>;
}

/** One filter or divider of the list; while one is dragged, the others move aside to show where it lands. */
function FilterConfigItem({
  item,
  index,
  last,
  selected,
  isRemoved,
  hasError,
  dispatch,
}: FilterConfigItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const label = itemLabel(item);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="filter-config-item"
      data-item-id={item.id}
      data-removed={isRemoved || undefined}
      className={[
        'sl-filter-config-item',
        selected ? 'sl-filter-config-item--selected' : '',
        isRemoved ? 'sl-filter-config-item--removed' : '',
        isDragging ? 'sl-filter-config-item--dragging' : '',
      ].join(' ')}
    >
      {!isRemoved && (
        <Button
          ref={setActivatorNodeRef}
          size="small"
          type="text"
          className="sl-filter-config-item-handle"
          icon={<HolderOutlined />}
          {...attributes}
          {...listeners}
          aria-label={messages.dragToReorder}
        />
      )}
      <Typography.Link
        className="sl-filter-config-item-name"
        delete={isRemoved}
        type={hasError ? 'danger' : undefined}
        onClick={() => dispatch({ type: 'select', id: item.id })}
      >
        {isNativeFilter(item) ? label : <em>{label}</em>}
      </Typography.Link>
      {isRemoved ? (
        <Button size="small" type="link" onClick={() => dispatch({ type: 'undo', id: item.id })}>
          {messages.undo}
        </Button>
      ) : (
        <Space.Compact size="small">
          <Button
            size="small"
            type="text"
            aria-label={`${messages.moveUp} ${label}`}
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => dispatch({ type: 'move', id: item.id, to: index - 1 })}
          />
          <Button
            size="small"
            type="text"
            aria-label={`${messages.moveDown} ${label}`}
            icon={<ArrowDownOutlined />}
            disabled={last}
            onClick={() => dispatch({ type: 'move', id: item.id, to: index + 1 })}
          />
          <Button
            size="small"
            type="text"
            aria-label={`${messages.remove} ${label}`}
            icon={<DeleteOutlined />}
            onClick={() => dispatch({ type: 'remove', id: item.id, now: Date.now() })}
          />
        </Space.Compact>
      )}
    </li>
  );
}
