import type { ChartDataResult } from '../chartPlugin.js';

/**
 * Test data: a chart-data result from its column names, coltypes and rows written as arrays, so recorded
 * server responses stay compact in the fixture files.
 */
export function chartResult(
  colnames: string[],
  coltypes: number[],
  rows: readonly (readonly unknown[])[],
): ChartDataResult {
  return {
    colnames,
    coltypes,
    rowcount: rows.length,
    data: rows.map((row) => Object.fromEntries(colnames.map((name, index) => [name, row[index]]))),
  };
}
