// @vitest-environment jsdom
import '../../../../../testing/jsdomPolyfills';
import type { ControlConfig, ControlValues } from '@sightline/charts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlProps } from '../testing/fixtures';
import { fakeDataTransfer } from '../../../testing/dragAndDrop';
import { pickOption, renderWithoutMotion } from '../../../../../testing/antdTestHelpers';
import { CollectionControl } from './CollectionControl';

afterEach(cleanup);

const TIME_SERIES_COLUMNS: Partial<ControlConfig> = {
  options: {
    itemControl: 'TimeSeriesColumnControl',
    colTypes: [
      ['time', 'Time comparison'],
      ['contrib', 'Contribution'],
      ['spark', 'Sparkline'],
      ['avg', 'Period average'],
    ],
  },
};

function renderCollection(config: Partial<ControlConfig>, initial: unknown, formData: ControlValues = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <CollectionControl
        {...controlProps({ type: 'CollectionControl', ...config }, value, formData)}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }
  renderWithoutMotion(<Harness />);
  return { onChange, last: () => onChange.mock.lastCall?.[0] as unknown };
}

const labelsOf = (items: unknown) => (items as { label: string }[]).map((item) => item.label);

const columns = [
  { key: 'a', label: 'First' },
  { key: 'b', label: 'Second' },
  { key: 'c', label: 'Third' },
];

describe('CollectionControl as a list', () => {
  it("shows 'Empty collection' without items and adds a time-series column", () => {
    const { last } = renderCollection(TIME_SERIES_COLUMNS, []);
    expect(within(screen.getByTestId('control-test_control')).getByText('Empty collection')).toBeTruthy();
    fireEvent.click(screen.getByTestId('collection-add'));
    const added = last() as Record<string, unknown>[];
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ label: '', colType: '', bounds: [null, null], showYAxis: false });
    expect(typeof added[0]!.key).toBe('string');
    expect(screen.queryByText('Empty collection')).toBeNull();
    expect(screen.getByText('Untitled column')).toBeTruthy();
  });

  it('removes an item, and shows the placeholder again when the last one goes', () => {
    const { last } = renderCollection(TIME_SERIES_COLUMNS, columns.slice(0, 2));
    fireEvent.click(screen.getByTestId('collection-remove-0'));
    expect(labelsOf(last())).toEqual(['Second']);
    fireEvent.click(screen.getByTestId('collection-remove-0'));
    expect(last()).toEqual([]);
    expect(screen.getByText('Empty collection')).toBeTruthy();
  });

  it('reorders by dragging a row onto another', () => {
    const { last } = renderCollection(TIME_SERIES_COLUMNS, columns);
    const transfer = fakeDataTransfer();
    fireEvent.dragStart(screen.getByTestId('collection-item-0'), { dataTransfer: transfer });
    fireEvent.dragOver(screen.getByTestId('collection-item-2'), { dataTransfer: transfer });
    fireEvent.drop(screen.getByTestId('collection-item-2'), { dataTransfer: transfer });
    expect(labelsOf(last())).toEqual(['Second', 'Third', 'First']);
    // The rows follow the new order.
    expect(within(screen.getByTestId('collection-item-0')).getByText('Second')).toBeTruthy();
  });

  it('ignores drops of drags that did not start in the list, and reorders with the arrow keys', () => {
    const { onChange, last } = renderCollection(TIME_SERIES_COLUMNS, columns);
    fireEvent.drop(screen.getByTestId('collection-item-0'), { dataTransfer: fakeDataTransfer() });
    expect(onChange).not.toHaveBeenCalled();
    const handle = within(screen.getByTestId('collection-item-2')).getByRole('button', {
      name: /Drag to reorder/,
    });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(labelsOf(last())).toEqual(['First', 'Third', 'Second']);
  });

  it('edits a time-series column in a popover: the fields follow the column type', async () => {
    const { last } = renderCollection(TIME_SERIES_COLUMNS, [{ key: 'a', label: 'Growth', colType: 'time' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Growth' }));
    const form = await screen.findByTestId('time-series-column-form');
    expect(within(form).getByLabelText('Time lag')).toBeTruthy();
    expect(within(form).getByLabelText('Comparison type')).toBeTruthy();
    expect(within(form).queryByLabelText('Width')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Label'), { target: { value: 'Trend' } });
    await pickOption(within(form).getByLabelText('Type'), 'Sparkline');
    await waitFor(() => expect(within(form).getByLabelText('Width')).toBeTruthy());
    expect(within(form).queryByLabelText('Time lag')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Width'), { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('time-series-column-save'));
    expect(last()).toEqual([
      expect.objectContaining({ key: 'a', label: 'Trend', colType: 'spark', width: 120 }),
    ]);
  });
});

const TABLE_COLUMN_CONFIG: Partial<ControlConfig> = {
  default: {},
  options: {
    keyedBy: 'column',
    fields: [
      'columnWidth',
      'horizontalAlign',
      'd3NumberFormat',
      'd3TimeFormat',
      'showCellBars',
      'currencyFormat',
    ],
  },
};

describe('CollectionControl keyed by the chosen columns or metrics', () => {
  it('has one entry per chosen column, with the settings of its kind', async () => {
    const formData = { groupby: ['country', 'order_date'], metrics: ['count'], show_cell_bars: true };
    const { last } = renderCollection(TABLE_COLUMN_CONFIG, {}, formData);
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['Country', 'order_date', 'Orders']);

    fireEvent.click(screen.getByRole('button', { name: 'Orders' }));
    let form = await screen.findByTestId('collection-entry-form');
    expect(within(form).getByLabelText('Number format')).toBeTruthy();
    expect(within(form).getByLabelText('Currency format')).toBeTruthy();
    expect(within(form).queryByLabelText('Time format')).toBeNull();
    // The chart-wide setting shows until the column has its own.
    expect((within(form).getByLabelText('Show cell bars') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(last()).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: 'order_date' }));
    form = await screen.findByTestId('collection-entry-form');
    expect(within(form).getByLabelText('Time format')).toBeTruthy();
    expect(within(form).queryByLabelText('Number format')).toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('collection-entry-form')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Country' }));
    form = await screen.findByTestId('collection-entry-form');
    expect(within(form).getByLabelText('Width')).toBeTruthy();
    expect(within(form).getByLabelText('Text align')).toBeTruthy();
    expect(within(form).queryByLabelText('Number format')).toBeNull();
    expect(within(form).queryByLabelText('Time format')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Width'), { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('collection-entry-save'));
    expect(last()).toEqual({ country: { columnWidth: 120 } });
    expect(within(screen.getByTestId('collection-key-country')).getByText('Customized')).toBeTruthy();
  });

  it("keys the radar's axis bounds by the chosen metrics", async () => {
    const config: Partial<ControlConfig> = {
      options: {
        keyedBy: 'metrics',
        fields: [
          { name: 'radarMetricMaxValue', label: 'Max', type: 'number', placeholder: 'auto' },
          { name: 'radarMetricMinValue', label: 'Min', type: 'number', placeholder: 'auto' },
        ],
      },
    };
    const { last } = renderCollection(
      config,
      { revenue: { radarMetricMaxValue: 50 } },
      { metrics: ['count', 'revenue'] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'revenue' }));
    const form = await screen.findByTestId('collection-entry-form');
    expect((within(form).getByLabelText('Max') as HTMLInputElement).value).toBe('50');
    fireEvent.change(within(form).getByLabelText('Min'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('collection-entry-save'));
    expect(last()).toEqual({ revenue: { radarMetricMaxValue: 50, radarMetricMinValue: 5 } });
  });

  it("shows 'Empty collection' while nothing is chosen", () => {
    renderCollection({ options: { keyedBy: 'metrics', fields: [] } }, {}, {});
    expect(screen.getByText('Empty collection')).toBeTruthy();
  });
});
