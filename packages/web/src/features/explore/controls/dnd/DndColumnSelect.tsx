import type { QueryColumn } from '@sightline/core';
import { movedItem, removedItem } from '@sightline/core';
import { useCallback, useMemo, useState } from 'react';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import type { PopoverPlacement } from '../../../../features/shared/controls/popoverPlacement';
import { placementOf } from '../../../../features/shared/controls/popoverPlacement';
import { ColumnPopoverContent } from './ColumnPopoverContent';
import { columnControlOptions, columnValueLabel } from './columnRules';
import { ControlPopover } from './ControlPopover';
import { acceptsColumnDrop, columnPillType, isColumnReorderDrag } from './dropRules';
import { DropZone } from './DropZone';
import { dndMessages } from './messages';
import { Pill } from './Pill';
import { listValue, putItem, valueList } from './valueList';

/** Which item's popover is open: a pill's (by index) or the ghost button's (a new column). */
interface Editing {
  index: number | null;
  placement: PopoverPlacement;
}

/**
 * Drag-and-drop column selector: takes dataset columns its options allow, shows them as pills
 * (remove, reorder by dragging, click to edit) and opens the column popover for new or edited columns.
 * Saves column names or ad-hoc columns: a list when `config.multi`, else one value.
 */
export function DndColumnSelect({
  name,
  config,
  value,
  onChange,
  datasource,
  errors,
}: ControlProps<QueryColumn | QueryColumn[]>) {
  const multi = Boolean(config.multi);
  const options = useMemo(() => columnControlOptions(config), [config]);
  const columns = useMemo(() => datasource?.columns ?? [], [datasource]);
  const list = valueList(value);
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = useCallback(() => setEditing(null), []);

  const commit = (next: QueryColumn[]) =>
    onChange(listValue(next, multi) as QueryColumn | QueryColumn[] | undefined);
  const accepts = (item: Parameters<typeof acceptsColumnDrop>[0]) =>
    acceptsColumnDrop(item, options, list) || (isColumnReorderDrag(item, name) && list.length > 1);

  const popoverContent = (index: number | null) => () => (
    <ColumnPopoverContent
      value={index === null ? undefined : list[index]}
      columns={columns}
      options={options}
      onClose={close}
      onSave={(column) => {
        commit(putItem(list, index, column, multi));
        close();
      }}
    />
  );

  return (
    <DropZone
      testId={`dnd-column-dropzone-${name}`}
      showGhost={multi || list.length === 0}
      ghostText={multi ? dndMessages.dropColumns : dndMessages.dropColumn}
      accepts={accepts}
      hasError={errors.length > 0}
      onDropItem={(item) => {
        if (item.type === 'column') commit(putItem(list, null, item.value.column_name, multi));
        else if (isColumnReorderDrag(item, name)) commit(movedItem(list, item.index, list.length - 1));
      }}
      ghostPopover={{
        open: editing?.index === null,
        placement: editing?.placement ?? 'right',
        content: popoverContent(null),
      }}
      onGhostClick={(placement) => setEditing({ index: null, placement })}
      onClosePopover={close}
    >
      {list.map((column, index) => (
        <ControlPopover
          key={`${index}-${typeof column === 'string' ? column : column.sqlExpression}`}
          open={editing?.index === index}
          placement={editing?.placement ?? 'right'}
          onClose={close}
          content={popoverContent(index)}
        >
          <Pill
            label={columnValueLabel(column, columns)}
            dragItem={{ type: columnPillType(column), control: name, index, value: column }}
            acceptsDrop={(item) => isColumnReorderDrag(item, name) && item.index !== index}
            onDropItem={(item) => {
              if (isColumnReorderDrag(item, name)) commit(movedItem(list, item.index, index));
            }}
            onRemove={() => commit(removedItem(list, index))}
            onClick={(element) => setEditing({ index, placement: placementOf(element) })}
          />
        </ControlPopover>
      ))}
    </DropZone>
  );
}
