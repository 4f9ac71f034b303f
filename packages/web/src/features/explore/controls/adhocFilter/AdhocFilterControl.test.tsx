// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import type { ControlConfig } from '@sightline/charts';
import type { AdhocFilter } from '@sightline/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../../../../testing/fakeServer';
import { dropFromPanel } from '../../testing/dragAndDrop';
import { AdhocFilterControl } from '../../../../features/shared/adhocFilter/AdhocFilterControl';
import {
  combobox,
  countryIn,
  fixtureDatasource,
  saveButton,
  withStore,
} from '../../../../appTesting/shared/adhocFilterFixtures';
import { adhocFilterControls } from './index';
import { adhocFilterMessages } from '../../../../features/shared/adhocFilter/messages';

beforeEach(() => {
  const server = createFakeServer({
    'GET /api/v1/datasource/table/7/column/country/values/': () => ({ body: { result: ['US', 'FR'] } }),
    'GET /api/v1/database/1/table_extra/sales/public/': () => ({ body: {} }),
  });
  vi.stubGlobal('fetch', server.fetchFn);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config: ControlConfig = { type: 'AdhocFilterControl', label: 'Filters', affects: 'query', default: [] };

function renderControl(value: AdhocFilter[] | undefined) {
  const onChange = vi.fn();
  withStore(
    <AdhocFilterControl
      name="adhoc_filters"
      config={config}
      value={value}
      onChange={onChange}
      formData={{}}
      datasource={fixtureDatasource()}
      errors={[]}
    />,
  );
  return { onChange };
}

const zone = () => screen.getByTestId('adhoc-filter-dropzone');
const pills = () => screen.queryAllByTestId('adhoc-filter-pill');

const sqlFilter: AdhocFilter = {
  expressionType: 'SQL',
  clause: 'WHERE',
  sqlExpression: "amount > 10 AND country <> 'DE'",
  filterOptionName: 'filter_b',
};

describe('AdhocFilterControl', () => {
  it('serves both AdhocFilterControl and DndFilterSelect', () => {
    expect(adhocFilterControls.AdhocFilterControl).toBe(AdhocFilterControl);
    expect(adhocFilterControls.DndFilterSelect).toBe(AdhocFilterControl);
  });

  it('lists filters as pills labelled by their condition or SQL', () => {
    renderControl([countryIn, sqlFilter]);
    expect(pills().map((pill) => pill.textContent)).toEqual([
      'country IN (US, FR)',
      "amount > 10 AND country <> 'DE'",
    ]);
    expect(screen.getByText(adhocFilterMessages.dropHere)).toBeTruthy();
  });

  it('marks an inherited filter with the spec warning', () => {
    renderControl([{ ...countryIn, isExtra: true }]);
    expect(screen.getByTestId('adhoc-filter-pill-inherited')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByTestId('adhoc-filter-pill-inherited'));
    return waitFor(() => expect(screen.getByText(adhocFilterMessages.inherited)).toBeTruthy());
  });

  it('removes a filter with its remove button', () => {
    const { onChange } = renderControl([countryIn, sqlFilter]);
    fireEvent.click(screen.getAllByTestId('adhoc-filter-pill-remove')[0]!);
    expect(onChange).toHaveBeenCalledWith([sqlFilter]);
  });

  it('creates a Simple WHERE filter on a dropped column, added on Save', async () => {
    const { onChange } = renderControl([]);
    const country = fixtureDatasource().columns[0]!;
    dropFromPanel(zone(), { type: 'column', value: country });
    await waitFor(() => expect(screen.getByTestId('adhoc-filter-popover')).toBeTruthy());
    expect(combobox(adhocFilterMessages.subjectLabel).closest('.ant-select')?.textContent).toContain(
      'country',
    );
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(combobox(adhocFilterMessages.comparatorLabel), { target: { value: 'US' } });
    fireEvent.click(saveButton());
    expect(onChange).toHaveBeenCalledTimes(1);
    const [saved] = onChange.mock.calls[0]![0] as AdhocFilter[];
    expect(saved).toMatchObject({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'country',
      operatorId: 'EQUALS',
      operator: '==',
      comparator: 'US',
      isNew: false,
    });
    expect(saved!.filterOptionName).toMatch(/^filter_\w+_\w+$/);
  });

  it('opens a Custom SQL HAVING filter with the dropped metric expression', async () => {
    const { onChange } = renderControl([countryIn]);
    dropFromPanel(zone(), { type: 'metric', value: fixtureDatasource().metrics[0]! });
    await waitFor(() => expect(screen.getByTestId('adhoc-filter-sql-editor')).toBeTruthy());
    expect(screen.getByTestId('adhoc-filter-sql-editor').textContent).toContain('SUM(amount)');
    expect(combobox(adhocFilterMessages.clauseLabel).closest('.ant-select')?.textContent).toContain('HAVING');
    fireEvent.click(saveButton());
    expect(onChange).toHaveBeenCalledWith([
      countryIn,
      expect.objectContaining({ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(amount)' }),
    ]);
  });

  it('opens a new filter from a click on the zone and discards it on Close', async () => {
    const { onChange } = renderControl(undefined);
    fireEvent.click(screen.getByTestId('adhoc-filter-add'));
    await waitFor(() => expect(screen.getByTestId('adhoc-filter-popover')).toBeTruthy());
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('adhoc-filter-close'));
    // The popover leaves after antd's leave motion.
    await waitFor(() => expect(screen.queryByTestId('adhoc-filter-editor')).toBeNull(), { timeout: 2000 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes the popover on Escape without saving', async () => {
    const { onChange } = renderControl([countryIn]);
    fireEvent.click(screen.getByText('country IN (US, FR)'));
    await waitFor(() => expect(screen.getByTestId('adhoc-filter-editor')).toBeTruthy());
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    // The popover leaves after antd's leave motion.
    await waitFor(() => expect(screen.queryByTestId('adhoc-filter-editor')).toBeNull(), { timeout: 2000 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('saves an edited pill in place', async () => {
    const { onChange } = renderControl([countryIn, sqlFilter]);
    fireEvent.click(screen.getByText("amount > 10 AND country <> 'DE'"));
    await waitFor(() => expect(screen.getByTestId('adhoc-filter-editor')).toBeTruthy());
    fireEvent.mouseDown(combobox(adhocFilterMessages.clauseLabel));
    fireEvent.click(
      [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === 'HAVING')!,
    );
    fireEvent.click(saveButton());
    expect(onChange).toHaveBeenCalledWith([
      countryIn,
      expect.objectContaining({ clause: 'HAVING', filterOptionName: 'filter_b' }),
    ]);
  });

  it('reorders pills by dragging one onto another', () => {
    const { onChange } = renderControl([countryIn, sqlFilter]);
    dropFromPanel(pills()[0]!, {
      type: 'filterOption',
      control: 'adhoc_filters',
      index: 1,
      value: sqlFilter,
    });
    expect(onChange).toHaveBeenCalledWith([sqlFilter, countryIn]);
  });

  it("ignores another control's pills", () => {
    const { onChange } = renderControl([countryIn, sqlFilter]);
    dropFromPanel(pills()[0]!, { type: 'filterOption', control: 'other', index: 1, value: sqlFilter });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByTestId('adhoc-filter-popover')).toBeNull();
  });
});
