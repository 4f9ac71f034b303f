// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import type { ControlConfig } from '@sightline/charts';
import type { ExploreDatasource, QueryColumn } from '@sightline/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DndColumnSelect } from './DndColumnSelect';
import { dragPill, dropFromPanel } from '../../testing/dragAndDrop';
import { isPopoverShown } from './testing/dndTestUtils';
import { TEST_COLUMNS, TEST_METRICS, testDatasource } from './testDatasource';

afterEach(cleanup);

const column = (name: string) => TEST_COLUMNS.find((c) => c.column_name === name)!;

function renderSelect(
  props: {
    value?: QueryColumn | QueryColumn[];
    config?: Partial<ControlConfig>;
    datasource?: ExploreDatasource;
  } = {},
) {
  const onChange = vi.fn();
  const config: ControlConfig = {
    type: 'DndColumnSelect',
    label: 'Dimensions',
    affects: 'query',
    ...props.config,
  };
  render(
    <DndColumnSelect
      name="groupby"
      config={config}
      value={props.value}
      onChange={onChange}
      formData={{}}
      datasource={props.datasource ?? testDatasource()}
      errors={[]}
    />,
  );
  return { onChange, zone: screen.getByTestId('dnd-column-dropzone-groupby') };
}

describe('DndColumnSelect', () => {
  it('adds a dropped column: appended when multi, replacing the value when single', () => {
    const multi = renderSelect({ value: ['name'], config: { multi: true } });
    expect(dropFromPanel(multi.zone, { type: 'column', value: column('num') }).highlighted).toBe(true);
    expect(multi.onChange).toHaveBeenCalledWith(['name', 'num']);
    cleanup();
    const single = renderSelect({ value: 'name' });
    dropFromPanel(single.zone, { type: 'column', value: column('num') });
    expect(single.onChange).toHaveBeenCalledWith('num');
  });

  it('refuses columns its options exclude, metrics and columns already chosen, without highlighting', () => {
    const { zone, onChange } = renderSelect({
      value: ['ds'],
      config: { multi: true, options: { columnTypes: [0, 2] } },
    });
    expect(dropFromPanel(zone, { type: 'column', value: column('name') }).highlighted).toBe(false);
    expect(dropFromPanel(zone, { type: 'column', value: column('ds') }).highlighted).toBe(false);
    expect(dropFromPanel(zone, { type: 'metric', value: TEST_METRICS[0]! }).highlighted).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    cleanup();
    const temporal = renderSelect({ config: { options: { temporalOnly: true } } });
    expect(dropFromPanel(temporal.zone, { type: 'column', value: column('num') }).highlighted).toBe(false);
    expect(temporal.onChange).not.toHaveBeenCalled();
  });

  it('shows pills by verbose name, removes and reorders them', () => {
    const { onChange } = renderSelect({ value: ['num', 'name', 'ds'], config: { multi: true } });
    const pills = screen.getAllByTestId('dnd-pill');
    expect(pills.map((pill) => pill.textContent)).toEqual(['Number', 'name', 'ds']);
    fireEvent.click(within(pills[1]!).getByTestId('dnd-pill-remove'));
    expect(onChange).toHaveBeenLastCalledWith(['num', 'ds']);
    expect(dragPill(pills[2]!, pills[0]!).highlighted).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(['ds', 'num', 'name']);
  });

  it('does not take pills of another control', () => {
    const { onChange } = renderSelect({ value: ['num', 'name'], config: { multi: true } });
    const pill = screen.getAllByTestId('dnd-pill')[0]!;
    const foreign = { type: 'columnOption' as const, control: 'columns', index: 0, value: 'x' };
    expect(dropFromPanel(pill, foreign).highlighted).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("opens the popover from the empty zone: 'No saved expressions found', Escape closes", async () => {
    renderSelect({ datasource: testDatasource({ columns: TEST_COLUMNS.filter((c) => !c.expression) }) });
    fireEvent.click(screen.getByText('Drop a column here or click'));
    const popover = await screen.findByTestId('column-popover');
    expect(isPopoverShown('column-popover')).toBe(true);
    expect(within(popover).getByTestId('column-popover-save').hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(popover).getByTestId('column-popover-tab-saved'));
    expect(await within(popover).findByText('No saved expressions found')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isPopoverShown('column-popover')).toBe(false);
  });

  it("says 'No temporal columns found' for a temporal control on a dataset without time columns", async () => {
    renderSelect({
      config: { options: { temporalOnly: true } },
      datasource: testDatasource({ columns: TEST_COLUMNS.filter((c) => c.column_name !== 'ds') }),
    });
    fireEvent.click(screen.getByText('Drop a column here or click'));
    expect(await screen.findByText('No temporal columns found')).toBeTruthy();
  });

  it('renames a column through the title, and an emptied title reverts to the default label', async () => {
    const first = renderSelect({ value: ['num'], config: { multi: true } });
    fireEvent.click(screen.getByTestId('dnd-pill'));
    const popover = await screen.findByTestId('column-popover');
    const save = within(popover).getByTestId('column-popover-save');
    expect(save.classList.contains('ant-btn-primary')).toBe(false);
    fireEvent.click(within(popover).getByTestId('column-popover-title'));
    const input = within(popover).getByTestId('column-popover-title-input');
    fireEvent.change(input, { target: { value: 'Amount' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(within(popover).getByTestId('column-popover-title').textContent).toBe('Amount');
    expect(save.classList.contains('ant-btn-primary')).toBe(true);
    fireEvent.click(save);
    expect(first.onChange).toHaveBeenCalledWith([
      { label: 'Amount', sqlExpression: 'num', expressionType: 'SQL', isColumnReference: true },
    ]);
    cleanup();

    const second = renderSelect({
      value: [{ label: 'Amount', sqlExpression: 'num', expressionType: 'SQL', isColumnReference: true }],
      config: { multi: true },
    });
    expect(screen.getByTestId('dnd-pill').textContent).toBe('Amount');
    fireEvent.click(screen.getByTestId('dnd-pill'));
    const again = await screen.findByTestId('column-popover');
    fireEvent.click(within(again).getByTestId('column-popover-title'));
    const emptied = within(again).getByTestId('column-popover-title-input');
    fireEvent.change(emptied, { target: { value: '' } });
    fireEvent.blur(emptied);
    expect(within(again).getByTestId('column-popover-title').textContent).toBe('Number');
    fireEvent.click(within(again).getByTestId('column-popover-save'));
    expect(second.onChange).toHaveBeenCalledWith(['num']);
  });
});
