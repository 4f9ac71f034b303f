import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { movedItem, removedItem } from '@sightline/core';
import { Button, Empty } from 'antd';
import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { complexMessages as m } from '../messages';

export interface SortableListProps<T> {
  items: readonly T[];
  /** A stable React key for an item. */
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  onChange: (items: T[]) => void;
  /** The prefix of each row's test id: `<testId>-item-<index>`, `<testId>-remove-<index>`. */
  testId: string;
  /** What an empty list shows: 'Empty collection' unless the control says otherwise. */
  emptyText?: string | null;
}

// Rows are reordered with the browser's drag events, kept inside this list: only a drag that started
// on one of its own rows is accepted, so the dataset panel's drags never land here.
const ROW_MIME = 'application/x-sightline-collection-row';

/**
 * A list whose rows can be removed and reordered by dragging their handle (or with the arrow keys on the
 * handle). An empty list shows the placeholder 'Empty collection'.
 */
export function SortableList<T>({
  items,
  itemKey,
  renderItem,
  onChange,
  testId,
  emptyText = m.emptyCollection,
}: SortableListProps<T>) {
  const dragging = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  if (items.length === 0) {
    if (emptyText === null) return null;
    return (
      <Empty
        className="complex-control-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText}
        data-testid={`${testId}-empty`}
      />
    );
  }

  const onDragStart = (event: DragEvent, index: number) => {
    dragging.current = index;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(ROW_MIME, String(index));
    event.dataTransfer.setData('text/plain', String(index));
  };
  const onDragOver = (event: DragEvent, index: number) => {
    if (dragging.current === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (over !== index) setOver(index);
  };
  const onDrop = (event: DragEvent, index: number) => {
    const from = dragging.current;
    dragging.current = null;
    setOver(null);
    if (from === null) return;
    event.preventDefault();
    if (from !== index) onChange([...movedItem(items, from, index)]);
  };
  const onDragEnd = () => {
    dragging.current = null;
    setOver(null);
  };
  const onHandleKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const to = index + step;
    if (to >= 0 && to < items.length) onChange([...movedItem(items, index, to)]);
  };

  return (
    <ul className="complex-control-list" data-testid={`${testId}-list`}>
      {items.map((item, index) => (
        <li
          key={itemKey(item, index)}
          className={`complex-control-row${over === index ? ' complex-control-row-over' : ''}`}
          draggable
          onDragStart={(event) => onDragStart(event, index)}
          onDragOver={(event) => onDragOver(event, index)}
          onDrop={(event) => onDrop(event, index)}
          onDragEnd={onDragEnd}
          data-testid={`${testId}-item-${index}`}
        >
          <Button
            type="text"
            size="small"
            className="complex-control-handle"
            icon={<HolderOutlined />}
            aria-label={m.dragToReorder}
            title={m.dragToReorder}
            onKeyDown={(event) => onHandleKeyDown(event, index)}
          />
          <div className="complex-control-row-content">{renderItem(item, index)}</div>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={m.removeItem}
            title={m.removeItem}
            onClick={() => onChange(removedItem(items, index))}
            data-testid={`${testId}-remove-${index}`}
          />
        </li>
      ))}
    </ul>
  );
}
