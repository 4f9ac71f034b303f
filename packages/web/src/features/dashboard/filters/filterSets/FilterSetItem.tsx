import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import type { FilterSet } from './filterSetsApi';
import { filterSetMessages as messages } from './messages';

export interface FilterSetItemProps {
  set: FilterSet;
  applied: boolean;
  /** Whether the user may change the dashboard's sets (rename, update, delete). */
  canEdit: boolean;
  busy: boolean;
  onApply: () => void;
  onRename: (name: string) => void;
  onUpdate: () => void;
  onDelete: () => void;
}

/** One saved set: Apply, and for editors its name edited in place, Update with the current filters, Delete. */
export function FilterSetItem({ set, applied, canEdit, busy, ...on }: FilterSetItemProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const trimmed = editing?.trim() ?? '';
  const saveName = () => {
    if (!trimmed) return;
    on.onRename(trimmed);
    setEditing(null);
  };
  return (
    <li
      className={`sl-filter-set${applied ? ' sl-filter-set--applied' : ''}`}
      data-testid="filter-set"
      data-filter-set-id={set.id}
    >
      {editing === null ? (
        <Typography.Text strong>{set.name}</Typography.Text>
      ) : (
        <Space.Compact size="small">
          <Input
            aria-label={messages.name}
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            onPressEnter={saveName}
          />
          <Button disabled={!trimmed || busy} onClick={saveName}>
            {messages.save}
          </Button>
          <Button onClick={() => setEditing(null)}>{messages.cancel}</Button>
        </Space.Compact>
      )}
      <Space size={4} wrap>
        <Button size="small" type={applied ? 'default' : 'primary'} disabled={applied} onClick={on.onApply}>
          {applied ? messages.applied : messages.apply}
        </Button>
        {canEdit && editing === null && (
          <>
            <Button size="small" type="text" onClick={() => setEditing(set.name)}>
              {messages.editName}
            </Button>
            <Button size="small" type="text" disabled={applied || busy} onClick={on.onUpdate}>
              {messages.updateWithCurrent}
            </Button>
            <Button size="small" type="text" danger disabled={busy} onClick={on.onDelete}>
              {messages.delete}
            </Button>
          </>
        )}
      </Space>
    </li>
  );
}
