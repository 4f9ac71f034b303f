// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import type { AdhocFilter, ExploreDatasource } from '@sightline/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../../../testing/fakeServer';
import { AdhocFilterEditor } from './AdhocFilterEditor';
import {
  choose,
  combobox,
  countryIn,
  fixtureDatasource,
  optionsOf,
  saveButton,
  withStore,
} from '../../../appTesting/shared/adhocFilterFixtures';
import { adhocFilterMessages } from './messages';
import { newSimpleFilter } from './newFilter';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEditor(filter: AdhocFilter, datasource: ExploreDatasource | null = fixtureDatasource()) {
  const server = createFakeServer({
    'GET /api/v1/datasource/table/7/column/country/values/': () => ({ body: { result: ['US', 'FR', 'DE'] } }),
    'GET /api/v1/database/1/table_extra/sales/public/': () => ({ body: {} }),
    'GET /api/v1/advanced_data_type/convert': (call) => {
      const { values } = call.q as { values: string[] };
      const bad = values.find((value) => value !== '' && !/^\d+\.\d+\.\d+\.\d+$/.test(value));
      return {
        body: {
          result: {
            values,
            display_value: bad ? '' : values.join(', '),
            error_message: bad ? `'${bad}' is not a valid IP address` : '',
            valid_filter_operators: ['EQUALS', 'IN', 'GREATER_THAN'],
          },
        },
      };
    },
  });
  vi.stubGlobal('fetch', server.fetchFn);
  const onSave = vi.fn();
  const onClose = vi.fn();
  withStore(
    <AdhocFilterEditor
      filter={filter}
      datasource={datasource}
      onSave={onSave}
      onClose={onClose}
      contentHeight={240}
    />,
  );
  return { onSave, onClose, server };
}

const isPrimary = () => saveButton().classList.contains('ant-btn-primary');

describe('AdhocFilterEditor', () => {
  it('enables Save only for a valid filter, primary once changed', () => {
    const { onSave } = renderEditor(newSimpleFilter());
    expect(saveButton().disabled).toBe(true);
    choose(adhocFilterMessages.subjectLabel, 'country');
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(combobox(adhocFilterMessages.comparatorLabel), { target: { value: 'US' } });
    expect(saveButton().disabled).toBe(false);
    expect(isPrimary()).toBe(true);
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'country',
        operatorId: 'EQUALS',
        operator: '==',
        comparator: 'US',
        isNew: false,
      }),
    );
  });

  it('keeps an unchanged valid filter savable but not primary', () => {
    renderEditor(countryIn);
    expect(saveButton().disabled).toBe(false);
    expect(isPrimary()).toBe(false);
  });

  it('offers operators by column type and normalises the comparator on operator change', () => {
    const { onSave } = renderEditor({
      ...countryIn,
      subject: 'active',
      operatorId: 'IS_TRUE',
      operator: 'IS TRUE',
      comparator: true,
    });
    expect(optionsOf(adhocFilterMessages.operatorLabel)).toEqual([
      'Is not null',
      'Is null',
      'Is true',
      'Is false',
    ]);
    choose(adhocFilterMessages.operatorLabel, 'Is null');
    expect((screen.getByTestId('adhoc-filter-comparator') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ operatorId: 'IS_NULL', operator: 'IS NULL', comparator: null }),
    );
  });

  it("warns 'No such column found' when the subject is not a dataset column", () => {
    renderEditor({
      ...countryIn,
      subject: 'SUM(amount)',
      clause: 'HAVING',
      operatorId: 'GREATER_THAN',
      operator: '>',
      comparator: 3,
    });
    expect(screen.getByText(adhocFilterMessages.noSuchColumn)).toBeTruthy();
    // HAVING keeps to the standard comparisons.
    expect(optionsOf(adhocFilterMessages.operatorLabel)).toEqual([
      'Equal to (=)',
      'Not equal to (≠)',
      'Less than (<)',
      'Less or equal (<=)',
      'Greater than (>)',
      'Greater or equal (>=)',
    ]);
  });

  it('fetches the column values for IN and offers them in a multi-select', async () => {
    const { server } = renderEditor(countryIn);
    await waitFor(() =>
      expect(server.calls.map((call) => call.path)).toContain(
        '/api/v1/datasource/table/7/column/country/values/',
      ),
    );
    await waitFor(() => expect(optionsOf(adhocFilterMessages.comparatorLabel)).toEqual(['US', 'FR', 'DE']));
    expect(screen.getByTestId('adhoc-filter-comparator').className).toContain('ant-select-multiple');
  });

  it('does not fetch values when the dataset turns filter_select off', async () => {
    const { server } = renderEditor(countryIn, fixtureDatasource({ filter_select: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.some((call) => call.path.includes('/values/'))).toBe(false);
  });

  it('edits a time range on a temporal column with the time range picker', () => {
    const { onSave } = renderEditor({
      ...countryIn,
      subject: 'order_date',
      operatorId: 'EQUALS',
      operator: '==',
      comparator: 'x',
    });
    choose(adhocFilterMessages.operatorLabel, 'TEMPORAL_RANGE');
    expect(screen.getByTestId('adhoc-filter-comparator').textContent).toContain('No filter');
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        operatorId: 'TEMPORAL_RANGE',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
      }),
    );
  });

  it('shows the text input with the spec placeholder for single-value operators', () => {
    renderEditor(newSimpleFilter());
    expect(screen.getByTestId('adhoc-filter-comparator').textContent).toContain(
      'Filter value (case sensitive)',
    );
  });

  it('writes a Custom SQL filter with a clause, starting from the Simple filter', () => {
    const { onSave } = renderEditor(countryIn);
    fireEvent.click(screen.getByTestId('adhoc-filter-tab-sql'));
    expect(screen.getByText(adhocFilterMessages.clauseHelp)).toBeTruthy();
    expect(screen.getByTestId('adhoc-filter-sql-editor').textContent).toContain("country IN ('US', 'FR')");
    choose(adhocFilterMessages.clauseLabel, 'HAVING');
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        expressionType: 'SQL',
        clause: 'HAVING',
        sqlExpression: "country IN ('US', 'FR')",
      }),
    );
  });

  it('disables Custom SQL for druid datasources', () => {
    renderEditor(countryIn, fixtureDatasource({ type: 'druid' as 'table' }));
    const tab = screen.getByTestId('adhoc-filter-tab-sql').closest('[role="tab"]')!;
    expect(tab.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByTestId('adhoc-filter-tab-sql'));
    expect(screen.queryByTestId('adhoc-filter-sql-editor')).toBeNull();
  });

  it('converts advanced data type values; an error_message makes the filter invalid', async () => {
    const { server } = renderEditor({
      ...countryIn,
      subject: 'ip',
      operatorId: 'EQUALS',
      operator: '==',
      comparator: '10.0.0.1',
    });
    await waitFor(
      () => expect(screen.getByTestId('adhoc-filter-advanced-type').textContent).toBe('10.0.0.1'),
      {
        timeout: 3000,
      },
    );
    expect(saveButton().disabled).toBe(false);
    expect(optionsOf(adhocFilterMessages.operatorLabel)).toEqual(['Equal to (=)', 'Greater than (>)', 'In']);
    fireEvent.change(combobox(adhocFilterMessages.comparatorLabel), { target: { value: 'nope' } });
    await waitFor(
      () =>
        expect(screen.getByTestId('adhoc-filter-advanced-type').textContent).toBe(
          "'nope' is not a valid IP address",
        ),
      { timeout: 3000 },
    );
    expect(saveButton().disabled).toBe(true);
    const converts = server.calls.filter((call) => call.path === '/api/v1/advanced_data_type/convert');
    expect(converts.at(-1)?.q).toEqual({ type: 'internet_address', values: ['nope'] });
  });

  it("shows 'Failed to retrieve advanced type' when the conversion fails", async () => {
    const server = createFakeServer({});
    vi.stubGlobal('fetch', server.fetchFn);
    withStore(
      <AdhocFilterEditor
        filter={{ ...countryIn, subject: 'ip', operatorId: 'EQUALS', operator: '==', comparator: '10.0.0.1' }}
        datasource={fixtureDatasource({ filter_select: false })}
        onSave={vi.fn()}
        onClose={vi.fn()}
        contentHeight={240}
      />,
    );
    await waitFor(() => expect(screen.getByText(adhocFilterMessages.advancedTypeFailed)).toBeTruthy(), {
      timeout: 3000,
    });
    expect(saveButton().disabled).toBe(true);
  });

  it('shows the inherited-filter warning for a filter from the dashboard', () => {
    renderEditor({ ...countryIn, isExtra: true });
    expect(screen.getByText(adhocFilterMessages.inherited)).toBeTruthy();
  });

  it('closes without saving', () => {
    const { onSave, onClose } = renderEditor(countryIn);
    fireEvent.click(screen.getByTestId('adhoc-filter-close'));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
