import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
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

const itemLabel = (item: NativeFilterConfigurationItem) =>
  (isNativeFilter(item) ? item.name : item.title).trim() || messages.untitled;

interface FilterConfigListProps {
  draft: FilterConfigDraft;
  dispatch: Dispatch<FilterConfigAction>;
  /** Shown only after a save was tried. */
  errors: FilterConfigErrors;
}

/**
 * The modal's left side: filters and dividers in order, each selectable, movable up or down and
 * removable; a removed one stays, struck through, with "Undo?" until its pending period ends.
 */
export function FilterConfigList({ draft, dispatch, errors }: FilterConfigListProps) {
  const { items, selectedId, removed } = draft;
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
      <ul className="sl-filter-config-items" role="list">
        {items.map((item, index) => {
          const isRemoved = item.id in removed;
          const label = itemLabel(item);
          return (
            <li
              key={item.id}
              data-testid="filter-config-item"
              data-item-id={item.id}
              data-removed={isRemoved || undefined}
              className={[
                'sl-filter-config-item',
                item.id === selectedId ? 'sl-filter-config-item--selected' : '',
                isRemoved ? 'sl-filter-config-item--removed' : '',
              ].join(' ')}
            >
              <Typography.Link
                className="sl-filter-config-item-name"
                delete={isRemoved}
                type={errors[item.id] ? 'danger' : undefined}
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
                    onClick={() => dispatch({ type: 'move', id: item.id, by: -1 })}
                  />
                  <Button
                    size="small"
                    type="text"
                    aria-label={`${messages.moveDown} ${label}`}
                    icon={<ArrowDownOutlined />}
                    disabled={index === items.length - 1}
                    onClick={() => dispatch({ type: 'move', id: item.id, by: 1 })}
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
        })}
      </ul>
    </div>
  );
}
