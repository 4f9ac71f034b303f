// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import type { ControlConfig } from '@sightline/charts';
import type { ExploreDatasource, QueryMetric } from '@sightline/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DndMetricSelect } from './DndMetricSelect';
import { dragPill, dropFromPanel } from '../../testing/dragAndDrop';
import { isPopoverShown } from './testing/dndTestUtils';
import { TEST_COLUMNS, TEST_METRICS, testDatasource } from './testDatasource';

afterEach(cleanup);

const sumNum: QueryMetric = {
  expressionType: 'SIMPLE',
  column: { column_name: 'num' },
  aggregate: 'SUM',
  sqlExpression: null,
  label: 'SUM(num)',
  hasCustomLabel: false,
  optionName: 'metric_a',
  isNew: false,
};

function renderSelect(
  props: { value?: QueryMetric | QueryMetric[]; multi?: boolean; datasource?: ExploreDatasource | null } = {},
) {
  const onChange = vi.fn();
  const config: ControlConfig = {
    type: 'DndMetricSelect',
    label: 'Metrics',
    affects: 'query',
    multi: props.multi,
  };
  const datasource = props.datasource === undefined ? testDatasource() : props.datasource;
  const view = render(
    <DndMetricSelect
      name="metrics"
      config={config}
      value={props.value}
      onChange={onChange}
      formData={{}}
      datasource={datasource}
      errors={[]}
    />,
  );
  return { onChange, view, config, zone: screen.getByTestId('dnd-metric-dropzone-metrics') };
}

async function openNew() {
  fireEvent.click(screen.getByTestId('dnd-metric-dropzone-metrics-add'));
  return screen.findByTestId('metric-popover');
}

/** Opens an antd Select by its test id and picks the option with this text. */
async function pick(testId: string, text: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent?.trim() === text,
    );
    if (!found) throw new Error(`No option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

async function optionsOf(testId: string): Promise<string[]> {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent?.trim() ?? '');
}

const saveButton = () => screen.getByTestId('metric-popover-save');
const isPrimary = (button: HTMLElement) => button.classList.contains('ant-btn-primary');

describe('DndMetricSelect', () => {
  it('adds a dropped saved metric and refuses one already chosen', () => {
    const { zone, onChange } = renderSelect({ value: ['count'], multi: true });
    expect(dropFromPanel(zone, { type: 'metric', value: TEST_METRICS[1]! }).highlighted).toBe(true);
    expect(onChange).toHaveBeenCalledWith(['count', 'total']);
    onChange.mockClear();
    expect(dropFromPanel(zone, { type: 'metric', value: TEST_METRICS[0]! }).highlighted).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens Simple with a dropped column and no aggregate; Save waits for the aggregate', async () => {
    const { zone, onChange } = renderSelect({ multi: true });
    dropFromPanel(zone, { type: 'column', value: TEST_COLUMNS[0]! });
    const popover = await screen.findByTestId('metric-popover');
    expect(within(popover).getByRole('tab', { selected: true }).textContent).toBe('Simple');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await pick('metric-popover-aggregate-select', 'SUM');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(isPrimary(saveButton())).toBe(true);
    expect(within(popover).getByTestId('metric-popover-title').textContent).toBe('SUM(num)');
    fireEvent.click(saveButton());
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: expect.objectContaining({ column_name: 'num' }),
        label: 'SUM(num)',
        hasCustomLabel: false,
        isNew: false,
      }),
    ]);
    expect(isPopoverShown('metric-popover')).toBe(false);
  });

  it('turns title editing off on the Saved tab; Save is enabled and primary once a saved metric is chosen', async () => {
    renderSelect({ multi: true });
    const popover = await openNew();
    expect(within(popover).getByRole('tab', { selected: true }).textContent).toBe('Saved');
    const title = within(popover).getByTestId('metric-popover-title');
    expect(title.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(title);
    expect(within(popover).queryByTestId('metric-popover-title-input')).toBeNull();
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await pick('metric-popover-saved-select', 'total');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(isPrimary(saveButton())).toBe(true);
    fireEvent.click(within(popover).getByTestId('metric-popover-tab-simple'));
    fireEvent.click(within(popover).getByTestId('metric-popover-title'));
    expect(within(popover).getByTestId('metric-popover-title-input')).toBeTruthy();
  });

  it('keeps Save default (not primary) until the edited metric changes', async () => {
    renderSelect({ value: [sumNum], multi: true });
    fireEvent.click(screen.getByTestId('dnd-pill'));
    const popover = await screen.findByTestId('metric-popover');
    expect(within(popover).getByRole('tab', { selected: true }).textContent).toBe('Simple');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(isPrimary(saveButton())).toBe(false);
    await pick('metric-popover-aggregate-select', 'MAX');
    expect(isPrimary(saveButton())).toBe(true);
  });

  it('opens Custom SQL with the Simple metric as SQL and saves a SQL metric', async () => {
    const { onChange } = renderSelect({ value: [sumNum], multi: true });
    fireEvent.click(screen.getByTestId('dnd-pill'));
    const popover = await screen.findByTestId('metric-popover');
    fireEvent.click(within(popover).getByTestId('metric-popover-tab-sql'));
    const editor = await within(popover).findByTestId('metric-popover-sql');
    expect(editor.querySelector('.cm-content')?.textContent).toBe('SUM(num)');
    fireEvent.click(saveButton());
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({
        expressionType: 'SQL',
        sqlExpression: 'SUM(num)',
        column: null,
        aggregate: null,
      }),
    ]);
  });

  it("shows 'No saved metrics found' when the dataset has none", async () => {
    renderSelect({ datasource: testDatasource({ metrics: [] }) });
    const popover = await openNew();
    fireEvent.click(within(popover).getByTestId('metric-popover-tab-saved'));
    expect(await within(popover).findByText('No saved metrics found')).toBeTruthy();
  });

  it('disables Simple and Custom SQL with their tooltips when the dataset disallows ad-hoc metrics', async () => {
    const { zone } = renderSelect({
      datasource: testDatasource({ extra: '{"disallow_adhoc_metrics": true}' }),
    });
    expect(dropFromPanel(zone, { type: 'column', value: TEST_COLUMNS[0]! }).highlighted).toBe(false);
    const popover = await openNew();
    const simple = within(popover).getByTestId('metric-popover-tab-simple');
    expect(simple.closest('.ant-tabs-tab')!.classList.contains('ant-tabs-tab-disabled')).toBe(true);
    fireEvent.mouseEnter(simple);
    expect(await screen.findByText('Simple ad-hoc metrics are not enabled for this dataset')).toBeTruthy();
    const sql = within(popover).getByTestId('metric-popover-tab-sql');
    expect(sql.closest('.ant-tabs-tab')!.classList.contains('ant-tabs-tab-disabled')).toBe(true);
    fireEvent.mouseEnter(sql);
    expect(
      await screen.findByText('Custom SQL ad-hoc metrics are not enabled for this dataset'),
    ).toBeTruthy();
  });

  it('removes AVG and Custom SQL for native Druid datasets', async () => {
    const druid = { ...testDatasource(), type: 'druid' } as unknown as ExploreDatasource;
    renderSelect({ datasource: druid, value: [sumNum], multi: true });
    fireEvent.click(screen.getByTestId('dnd-pill'));
    const popover = await screen.findByTestId('metric-popover');
    const sql = within(popover).getByTestId('metric-popover-tab-sql');
    expect(sql.closest('.ant-tabs-tab')!.classList.contains('ant-tabs-tab-disabled')).toBe(true);
    fireEvent.mouseEnter(sql);
    expect(
      await screen.findByText('Custom SQL ad-hoc metrics are not available for the native Druid connector'),
    ).toBeTruthy();
    expect(await optionsOf('metric-popover-aggregate-select')).toEqual([
      'COUNT',
      'COUNT_DISTINCT',
      'MAX',
      'MIN',
      'SUM',
    ]);
  });

  it('drops metrics the dataset no longer has', () => {
    const stale: QueryMetric = { ...sumNum, column: { column_name: 'gone' }, optionName: 'metric_b' };
    const { onChange } = renderSelect({ value: ['count', 'deleted', sumNum, stale], multi: true });
    expect(onChange).toHaveBeenCalledWith(['count', sumNum]);
    cleanup();
    const single = renderSelect({ value: 'deleted' });
    expect(single.onChange).toHaveBeenCalledWith(undefined);
    cleanup();
    const loading = renderSelect({ value: ['deleted'], multi: true, datasource: null });
    expect(loading.onChange).not.toHaveBeenCalled();
  });

  it('reorders and removes pills; a single control holds one metric', () => {
    const { onChange } = renderSelect({ value: ['count', 'total', sumNum], multi: true });
    const pills = screen.getAllByTestId('dnd-pill');
    expect(pills.map((pill) => pill.textContent?.trim())).toEqual(['COUNT(*)', 'total', 'SUM(num)']);
    dragPill(pills[0]!, pills[2]!);
    expect(onChange).toHaveBeenLastCalledWith(['total', sumNum, 'count']);
    fireEvent.click(within(pills[1]!).getByTestId('dnd-pill-remove'));
    expect(onChange).toHaveBeenLastCalledWith(['count', sumNum]);
    cleanup();
    const single = renderSelect({ value: 'count' });
    expect(screen.queryByTestId('dnd-metric-dropzone-metrics-add')).toBeNull();
    dropFromPanel(single.zone, { type: 'metric', value: TEST_METRICS[1]! });
    expect(single.onChange).toHaveBeenCalledWith('total');
  });

  it('resizes from its handle with a minimum size', async () => {
    renderSelect();
    const popover = await openNew();
    const handle = within(popover).getByTestId('metric-popover-resize');
    fireEvent.mouseDown(handle, { clientX: 100, clientY: 100 });
    act(() => {
      document.dispatchEvent(new MouseEvent('mousemove', { clientX: 300, clientY: 150 }));
    });
    expect(popover.style.width).toBe('520px');
    expect(popover.style.minHeight).toBe('290px');
    act(() => {
      document.dispatchEvent(new MouseEvent('mousemove', { clientX: -900, clientY: -900 }));
      document.dispatchEvent(new MouseEvent('mouseup'));
    });
    expect(popover.style.width).toBe('320px');
    expect(popover.style.minHeight).toBe('240px');
  });
});
