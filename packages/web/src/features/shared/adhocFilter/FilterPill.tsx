import { CloseOutlined, WarningOutlined } from '@ant-design/icons';
import { adhocFilterLabel, truncateLabel, type AdhocFilter } from '@sightline/core';
import { Tooltip } from 'antd';
import type { DragEvent } from 'react';
import { adhocFilterMessages } from './messages';

export interface FilterPillProps {
  filter: AdhocFilter;
  onClick: () => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

/** One filter in the zone: its label, a remove button, the inherited-filter warning; drag to reorder. */
export function FilterPill({
  filter,
  onClick,
  onRemove,
  onDragStart,
  onDragEnd,
  onDragOver,
  onDrop,
}: FilterPillProps) {
  const label = adhocFilterLabel(filter);
  return (
    <div
      data-testid="adhoc-filter-pill"
      className="sl-filter-pill"
      draggable
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragOver={onDragOver}
      onDrop={onDrop}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        width: '100%',
        padding: '2px 8px',
        border: '1px solid #d9d9d9',
        borderRadius: 4,
        background: '#fafafa',
        cursor: 'pointer',
      }}
    >
      <button
        type="button"
        data-testid="adhoc-filter-pill-remove"
        aria-label={adhocFilterMessages.remove}
        onClick={(event) => {
          event.stopPropagation();
          onRemove();
        }}
        style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', color: '#8c8c8c' }}
      >
        <CloseOutlined />
      </button>
      <span
        role="button"
        tabIndex={0}
        title={label}
        onClick={onClick}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onClick();
        }}
        style={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
      >
        {truncateLabel(label)}
      </span>
      {filter.isExtra && (
        <Tooltip title={adhocFilterMessages.inherited}>
          <WarningOutlined data-testid="adhoc-filter-pill-inherited" style={{ color: '#faad14' }} />
        </Tooltip>
      )}
    </div>
  );
}
