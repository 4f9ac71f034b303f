import { describe, expect, it } from 'vitest';
import { completionNamespace, tablesNamedIn } from './completionSchema';

describe('completion schema', () => {
  it('finds the tables the SQL names as whole words, case-insensitively', () => {
    expect(
      tablesNamedIn('select * from Orders o join order_items i', ['orders', 'order_items', 'ord']),
    ).toEqual(['orders', 'order_items']);
  });

  it("offers the schemas, the schema's tables with their known columns, and those tables unqualified", () => {
    const metadata = { name: 'orders', columns: [{ name: 'id', type: 'INT', longType: 'INT', keys: [] }] };
    const namespace = completionNamespace(['main', 'other'], 'main', ['orders', 'items'], {
      orders: metadata as never,
    });
    expect(namespace).toEqual({
      main: { orders: ['id'], items: [] },
      other: {},
      orders: ['id'],
      items: [],
    });
  });
});
