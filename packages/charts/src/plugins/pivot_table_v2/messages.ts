/** The pivot table's user-visible texts (Superset's wording), in one place for translation. */
export const PIVOT_MESSAGES = {
  metric: 'Metric',
  subtotal: 'Subtotal',
  total: (aggregateFunction: string) => `Total (${aggregateFunction})`,
} as const;
