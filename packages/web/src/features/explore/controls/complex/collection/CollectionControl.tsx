import { PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { ControlComponent, ControlProps } from '../../../../../features/shared/controls/controlTypes';
import { FilterBoxItemControl, newFilterBoxItem } from '../filterBoxItem/FilterBoxItemControl';
import { complexMessages as m } from '../messages';
import { TimeSeriesColumnControl } from '../timeSeriesColumn/TimeSeriesColumnControl';
import { newTimeSeriesColumn } from '../timeSeriesColumn/timeSeriesColumnFields';
import { KeyedCollection } from './KeyedCollection';
import { replaceItem } from './reorder';
import { SortableList } from './SortableList';

interface ItemKind {
  component: ControlComponent;
  create: () => unknown;
}

function TextItem({ name, value, onChange }: ControlProps<string>) {
  return (
    <Input
      size="small"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      data-testid={`control-${name}`}
    />
  );
}

/** The item controls a list collection can hold (`options.itemControl`); plain text otherwise. */
const ITEM_KINDS: Readonly<Record<string, ItemKind>> = {
  TimeSeriesColumnControl: {
    component: TimeSeriesColumnControl,
    create: newTimeSeriesColumn,
  },
  FilterBoxItemControl: {
    component: FilterBoxItemControl,
    create: newFilterBoxItem,
  },
};
const TEXT_ITEM: ItemKind = { component: TextItem, create: () => '' };

function itemKeyOf(item: unknown, index: number): string {
  const key = item && typeof item === 'object' ? (item as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key ? key : `item-${index}`;
}

/**
 * Collection control. With `options.keyedBy` ('column' | 'metrics') it is a map with one
 * settings entry per chosen column or metric; otherwise an ordered list of items drawn by
 * `options.itemControl`, with add, remove and drag reorder, and 'Empty collection' when empty.
 */
export function CollectionControl(props: ControlProps<unknown>) {
  const { name, config, value, onChange, formData, datasource } = props;
  const options = config.options ?? {};
  if (options.keyedBy === 'column' || options.keyedBy === 'metrics') {
    return (
      <KeyedCollection
        name={name}
        keyedBy={options.keyedBy}
        fieldSpecs={options.fields}
        value={value}
        onChange={onChange}
        formData={formData}
        datasource={datasource}
      />
    );
  }

  const kind =
    typeof options.itemControl === 'string' ? (ITEM_KINDS[options.itemControl] ?? TEXT_ITEM) : TEXT_ITEM;
  const Item = kind.component;
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  return (
    <div className="complex-control" data-testid={`control-${name}`}>
      <SortableList
        items={items}
        itemKey={itemKeyOf}
        testId="collection"
        onChange={onChange}
        renderItem={(item, index) => (
          <Item
            {...props}
            name={`${name}-${index}`}
            value={item as never}
            errors={[]}
            onChange={(next: unknown) => onChange(replaceItem(items, index, next))}
          />
        )}
      />
      <Button
        size="small"
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange([...items, kind.create()])}
        data-testid="collection-add"
      >
        {m.addItem}
      </Button>
    </div>
  );
}
