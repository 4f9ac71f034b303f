import { describe, expect, it } from 'vitest';
import type { CellScalar } from './chartValues.js';
import { buildHierarchy, isOnSelectedPath } from './hierarchy.js';

const level = (label: string) => ({
  column: label,
  label,
  format: (value: CellScalar) => String(value ?? '<NULL>'),
});
const rows = [
  { region: 'EMEA', country: 'France', sales: 10, qty: 1 },
  { region: 'APAC', country: 'Japan', sales: '5', qty: 2 },
  { region: 'EMEA', country: 'Spain', sales: 7, qty: null },
  { region: 'EMEA', country: null, sales: null, qty: 4 },
];

describe('buildHierarchy', () => {
  it('nests rows by level in first-seen order and sums the metrics upwards', () => {
    const tree = buildHierarchy(rows, [level('region'), level('country')], 'sales', 'qty');
    expect(tree.map((node) => [node.name, node.value, node.secondaryValue, node.depth])).toEqual([
      ['EMEA', 17, 5, 0],
      ['APAC', 5, 2, 0],
    ]);
    expect(tree[0]!.children.map((node) => [node.name, node.value, node.key, node.depth])).toEqual([
      ['France', 10, '["EMEA","France"]', 1],
      ['Spain', 7, '["EMEA","Spain"]', 1],
      ['<NULL>', 0, '["EMEA",null]', 1],
    ]);
    expect(tree[0]!.children[0]!.point).toEqual([
      { column: 'region', value: 'EMEA', formatted: 'EMEA' },
      { column: 'country', value: 'France', formatted: 'France' },
    ]);
  });

  it('tells which nodes lie on a selected path', () => {
    const tree = buildHierarchy(rows, [level('region'), level('country')], 'sales');
    const [emea, apac] = tree;
    expect(isOnSelectedPath(emea!, [['EMEA', 'Spain']])).toBe(true);
    expect(isOnSelectedPath(emea!.children[1]!, [['EMEA']])).toBe(true);
    expect(isOnSelectedPath(emea!.children[0]!, [['EMEA', 'Spain']])).toBe(false);
    expect(isOnSelectedPath(apac!, [['EMEA'], ['APAC', 'Japan']])).toBe(true);
  });
});
