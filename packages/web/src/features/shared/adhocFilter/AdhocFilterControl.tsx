import { PlusOutlined } from '@ant-design/icons';
import { movedItem, removedItem } from '@sightline/core';
import type { AdhocFilter } from '@sightline/core';
import { useState, type DragEvent } from 'react';
import { currentDragItem, droppedItem, endDrag, startDrag, type DragItem } from '../controls/dragItems';
import type { ControlProps } from '../controls/controlTypes';
import { AdhocFilterPopover } from './AdhocFilterPopover';
import { FilterPill } from './FilterPill';
import { adhocFilterMessages } from './messages';
import { acceptsDragItem, filterFromDragItem, newSimpleFilter } from './newFilter';

/** Which filter the popover edits: a saved one by index, or a new one not in the list yet. */
type Editing = { kind: 'existing'; index: number } | { kind: 'new'; filter: AdhocFilter } | null;

const isOwnPill = (
  item: DragItem | null,
  control: string,
): item is Extract<DragItem, { type: 'filterOption' }> =>
  item?.type === 'filterOption' && item.control === control;

/**
 * The ad-hoc filters control (AdhocFilterControl and DndFilterSelect): filters as pills in a drop zone.
 * Dropping a dataset column opens a new Simple WHERE filter on it, a metric a Custom SQL HAVING filter
 * with its expression; clicking the zone opens an empty one. A new filter joins the list only on Save.
 */
export function AdhocFilterControl({ name, value, onChange, datasource }: ControlProps<AdhocFilter[]>) {
  const filters = Array.isArray(value) ? value : [];
  const [editing, setEditing] = useState<Editing>(null);
  const [dragOver, setDragOver] = useState(false);

  const accepts = (item: DragItem | null) => acceptsDragItem(item) || isOwnPill(item, name);

  const onZoneDragOver = (event: DragEvent) => {
    if (!accepts(currentDragItem())) return;
    event.preventDefault();
    setDragOver(true);
  };

  const dropInto = (event: DragEvent, index: number) => {
    const item = droppedItem(event);
    setDragOver(false);
    endDrag();
    if (isOwnPill(item, name)) {
      event.preventDefault();
      onChange(movedItem(filters, item.index, index));
      return;
    }
    const filter = item && acceptsDragItem(item) ? filterFromDragItem(item, datasource) : null;
    if (!filter) return;
    event.preventDefault();
    setEditing({ kind: 'new', filter });
  };

  const close = () => setEditing(null);
  const remove = (index: number) => {
    onChange(removedItem(filters, index));
    if (editing?.kind === 'existing') setEditing(null);
  };

  return (
    <div
      data-testid="adhoc-filter-dropzone"
      data-control={name}
      onDragOver={onZoneDragOver}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => dropInto(event, filters.length)}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        padding: 4,
        border: `1px dashed ${dragOver ? '#1677ff' : '#d9d9d9'}`,
        borderRadius: 4,
        background: dragOver ? '#e6f4ff' : undefined,
      }}
    >
      {filters.map((filter, index) => (
        <AdhocFilterPopover
          key={filter.filterOptionName ?? `filter-${index}`}
          open={editing?.kind === 'existing' && editing.index === index}
          filter={filter}
          datasource={datasource}
          onClose={close}
          onSave={(saved) => {
            onChange(filters.map((current, i) => (i === index ? saved : current)));
            close();
          }}
        >
          <FilterPill
            filter={filter}
            onClick={() => setEditing({ kind: 'existing', index })}
            onRemove={() => remove(index)}
            onDragStart={(event) =>
              startDrag(event, { type: 'filterOption', control: name, index, value: filter })
            }
            onDragEnd={endDrag}
            onDragOver={onZoneDragOver}
            onDrop={(event) => {
              event.stopPropagation();
              dropInto(event, index);
            }}
          />
        </AdhocFilterPopover>
      ))}
      <AdhocFilterPopover
        open={editing?.kind === 'new'}
        filter={editing?.kind === 'new' ? editing.filter : newSimpleFilter()}
        datasource={datasource}
        onClose={close}
        onSave={(saved) => {
          onChange([...filters, saved]);
          close();
        }}
      >
        <button
          type="button"
          data-testid="adhoc-filter-add"
          onClick={() => setEditing({ kind: 'new', filter: newSimpleFilter() })}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 6,
            width: '100%',
            padding: '4px 8px',
            border: 0,
            background: 'none',
            color: '#8c8c8c',
            cursor: 'pointer',
            textAlign: 'left',
          }}
        >
          <PlusOutlined />
          {adhocFilterMessages.dropHere}
        </button>
      </AdhocFilterPopover>
    </div>
  );
}
