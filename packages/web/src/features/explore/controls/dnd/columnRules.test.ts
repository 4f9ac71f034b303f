import { describe, expect, it } from 'vitest';
import type { DragItem } from '../../../../features/shared/controls/dragItems';
import { allowsColumn, columnControlOptions, columnValueLabel } from './columnRules';
import { acceptsColumnDrop, acceptsMetricDrop, isColumnReorderDrag, isMetricReorderDrag } from './dropRules';
import { TEST_COLUMNS, TEST_METRICS, testDatasource } from './testDatasource';

const [num, name, ds] = TEST_COLUMNS as [
  (typeof TEST_COLUMNS)[0],
  (typeof TEST_COLUMNS)[0],
  (typeof TEST_COLUMNS)[0],
];
const columnItem = (column: typeof num): DragItem => ({ type: 'column', value: column });

describe('column control options', () => {
  it('reads columnTypes and temporalOnly from the control config', () => {
    expect(
      columnControlOptions({
        type: 'DndColumnSelect',
        label: 'X',
        affects: 'query',
        options: { columnTypes: [0] },
      }),
    ).toEqual({ columnTypes: [0], temporalOnly: false });
    expect(
      columnControlOptions({
        type: 'DndColumnSelect',
        label: 'X',
        affects: 'query',
        options: { temporalOnly: true },
      }),
    ).toEqual({ columnTypes: undefined, temporalOnly: true });
  });

  it('allows only the listed generic types, or only time columns', () => {
    expect(allowsColumn(num, { columnTypes: [0] })).toBe(true);
    expect(allowsColumn(name, { columnTypes: [0] })).toBe(false);
    expect(allowsColumn(ds, { temporalOnly: true })).toBe(true);
    expect(allowsColumn(num, { temporalOnly: true })).toBe(false);
    expect(allowsColumn(name, {})).toBe(true);
  });

  it('labels pills with the verbose name or the ad-hoc label', () => {
    expect(columnValueLabel('num', TEST_COLUMNS)).toBe('Number');
    expect(columnValueLabel('name', TEST_COLUMNS)).toBe('name');
    expect(columnValueLabel({ label: 'Upper', sqlExpression: 'UPPER(name)' }, TEST_COLUMNS)).toBe('Upper');
    expect(columnValueLabel('gone', TEST_COLUMNS)).toBe('gone');
  });
});

describe('drop acceptance', () => {
  it('a column zone refuses columns its options exclude, metrics, and columns it already holds', () => {
    expect(acceptsColumnDrop(columnItem(num), { columnTypes: [0] }, [])).toBe(true);
    expect(acceptsColumnDrop(columnItem(name), { columnTypes: [0] }, [])).toBe(false);
    expect(acceptsColumnDrop(columnItem(num), { temporalOnly: true }, [])).toBe(false);
    expect(acceptsColumnDrop({ type: 'metric', value: TEST_METRICS[0]! }, {}, [])).toBe(false);
    expect(acceptsColumnDrop(columnItem(num), {}, ['num'])).toBe(false);
    expect(
      acceptsColumnDrop(columnItem(num), {}, [{ label: 'N', sqlExpression: 'num', isColumnReference: true }]),
    ).toBe(false);
    expect(acceptsColumnDrop(null, {}, [])).toBe(false);
  });

  it('a metric zone takes new saved metrics and columns, not columns when ad-hoc metrics are forbidden', () => {
    const metric: DragItem = { type: 'metric', value: TEST_METRICS[0]! };
    expect(acceptsMetricDrop(metric, [], testDatasource())).toBe(true);
    expect(acceptsMetricDrop(metric, ['count'], testDatasource())).toBe(false);
    expect(acceptsMetricDrop(columnItem(num), [], testDatasource())).toBe(true);
    const forbidden = testDatasource({ extra: '{"disallow_adhoc_metrics": true}' });
    expect(acceptsMetricDrop(columnItem(num), [], forbidden)).toBe(false);
    expect(acceptsMetricDrop(metric, [], forbidden)).toBe(true);
  });

  it('reorders only pills of the same control', () => {
    const pill: DragItem = { type: 'columnOption', control: 'groupby', index: 0, value: 'num' };
    expect(isColumnReorderDrag(pill, 'groupby')).toBe(true);
    expect(isColumnReorderDrag(pill, 'columns')).toBe(false);
    expect(isMetricReorderDrag(pill, 'groupby')).toBe(false);
    expect(
      isMetricReorderDrag({ type: 'adhocMetric', control: 'metrics', index: 1, value: {} }, 'metrics'),
    ).toBe(true);
  });
});
