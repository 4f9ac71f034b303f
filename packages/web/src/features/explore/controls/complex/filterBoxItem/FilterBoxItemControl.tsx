import { Button } from 'antd';
import { useState } from 'react';
import type { ControlProps } from '../../../../../features/shared/controls/controlTypes';
import { EditorPopover } from '../EditorPopover';
import { complexMessages as m } from '../messages';
import { newItemKey } from '../collection/itemKey';
import { FilterBoxItemForm, type FilterBoxItemValue } from './FilterBoxItemForm';

/** A new filter: every choice loaded once, multi-select, clearable, ascending. */
export function newFilterBoxItem(): FilterBoxItemValue {
  return {
    key: newItemKey(),
    column: null,
    label: '',
    defaultValue: null,
    metric: null,
    asc: true,
    clearable: true,
    multiple: true,
    searchAllOptions: false,
  };
}

/** One filter of a filter box: its label as a button opening the item form in a popover. */
export function FilterBoxItemControl({
  name,
  value,
  onChange,
  datasource,
}: ControlProps<FilterBoxItemValue>) {
  const [open, setOpen] = useState(false);
  const item = value ?? {};
  return (
    <div className="complex-control-item" data-testid={`control-${name}`}>
      <EditorPopover
        open={open}
        onOpenChange={setOpen}
        title={m.filterTitle}
        content={() => (
          <FilterBoxItemForm
            initial={item}
            datasource={datasource}
            onCancel={() => setOpen(false)}
            onSave={(next) => {
              setOpen(false);
              onChange(next);
            }}
          />
        )}
      >
        <Button type="link" size="small" className="complex-control-item-label">
          {item.label || item.column || m.untitledFilter}
        </Button>
      </EditorPopover>
    </div>
  );
}
