import { describe, expect, it } from 'vitest';
import {
  columnChoices,
  columnDefaultLabel,
  columnDraftValue,
  columnSaveState,
  initialColumnDraft,
  lacksTemporalColumns,
} from './columnPopoverModel';
import { commitLabel } from './labelEdit';
import { TEST_COLUMNS } from './testDatasource';

describe('column popover', () => {
  it('lists calculated columns on Saved and plain ones on Simple, filtered by the options', () => {
    const all = columnChoices(TEST_COLUMNS, {});
    expect(all.saved.map((c) => c.column_name)).toEqual(['num_x2']);
    expect(all.simple.map((c) => c.column_name)).toEqual(['num', 'name', 'ds']);
    expect(all.temporal).toBe(false);
    const temporal = columnChoices(TEST_COLUMNS, { temporalOnly: true });
    expect(temporal.simple.map((c) => c.column_name)).toEqual(['ds']);
    expect(temporal.saved).toEqual([]);
  });

  it("says 'No temporal columns found' only when a temporal control has no time columns", () => {
    const noTime = TEST_COLUMNS.filter((c) => c.column_name !== 'ds');
    expect(lacksTemporalColumns(columnChoices(noTime, { temporalOnly: true }))).toBe(true);
    expect(lacksTemporalColumns(columnChoices(TEST_COLUMNS, { temporalOnly: true }))).toBe(false);
    expect(lacksTemporalColumns(columnChoices(noTime, {}))).toBe(false);
  });

  it('opens on the tab of the value being edited', () => {
    expect(initialColumnDraft(undefined, TEST_COLUMNS).tab).toBe('simple');
    expect(initialColumnDraft('num', TEST_COLUMNS)).toMatchObject({ tab: 'simple', simpleColumn: 'num' });
    expect(initialColumnDraft('num_x2', TEST_COLUMNS)).toMatchObject({ tab: 'saved', savedColumn: 'num_x2' });
    expect(initialColumnDraft({ label: 'U', sqlExpression: 'UPPER(name)' }, TEST_COLUMNS)).toMatchObject({
      tab: 'sql',
      sqlExpression: 'UPPER(name)',
      title: { label: 'U', hasCustomLabel: true },
    });
  });

  it('saves a column name, or an ad-hoc column when the label was edited or SQL written', () => {
    const simple = initialColumnDraft('num', TEST_COLUMNS);
    expect(columnDraftValue(simple, TEST_COLUMNS)).toBe('num');
    expect(columnDefaultLabel(simple, TEST_COLUMNS)).toBe('Number');
    expect(columnDraftValue({ ...simple, title: commitLabel('Amount') }, TEST_COLUMNS)).toEqual({
      label: 'Amount',
      sqlExpression: 'num',
      expressionType: 'SQL',
      isColumnReference: true,
    });
    const sql = {
      ...initialColumnDraft(undefined, TEST_COLUMNS),
      tab: 'sql' as const,
      sqlExpression: ' UPPER(name) ',
    };
    expect(columnDraftValue(sql, TEST_COLUMNS)).toEqual({
      label: 'UPPER(name)',
      sqlExpression: 'UPPER(name)',
      expressionType: 'SQL',
    });
  });

  it('keeps the other fields of an edited ad-hoc column', () => {
    const draft = initialColumnDraft(
      { label: 'd', sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D', expressionType: 'SQL' },
      TEST_COLUMNS,
    );
    expect(columnDraftValue({ ...draft, sqlExpression: 'ds2' }, TEST_COLUMNS)).toMatchObject({
      sqlExpression: 'ds2',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1D',
      label: 'd',
    });
  });

  it('an emptied title reverts to the default label', () => {
    const draft = { ...initialColumnDraft({ label: 'U', sqlExpression: 'UPPER(name)' }, TEST_COLUMNS) };
    expect(columnDraftValue({ ...draft, title: commitLabel('') }, TEST_COLUMNS)).toMatchObject({
      label: 'UPPER(name)',
    });
    const named = initialColumnDraft(
      { label: 'N', sqlExpression: 'num', isColumnReference: true },
      TEST_COLUMNS,
    );
    expect(columnDraftValue({ ...named, title: commitLabel('') }, TEST_COLUMNS)).toBe('num');
  });

  it('enables Save for a chosen column and makes it primary only when the value changes', () => {
    const empty = initialColumnDraft(undefined, TEST_COLUMNS);
    expect(columnSaveState(empty, TEST_COLUMNS, undefined)).toEqual({ enabled: false, primary: false });
    const picked = { ...empty, simpleColumn: 'name' };
    expect(columnSaveState(picked, TEST_COLUMNS, undefined)).toEqual({ enabled: true, primary: true });
    expect(columnSaveState(initialColumnDraft('num', TEST_COLUMNS), TEST_COLUMNS, 'num')).toEqual({
      enabled: true,
      primary: false,
    });
  });
});
