/** Row counts the caller chooses; the other tables have fixed sizes. */
export interface ExampleSizes {
  orders: number;
  events: number;
  geoPoints: number;
}

export const DEFAULT_EXAMPLE_SIZES: ExampleSizes = {
  orders: 1_000_000,
  events: 1_000_000,
  geoPoints: 20_000,
};

/** One generated example table: a single `CREATE OR REPLACE TABLE ... AS SELECT` in DuckDB SQL. */
export interface ExampleTable {
  name: string;
  /** Bump when the generator changes so existing files are regenerated. */
  version: number;
  rowCount(sizes: ExampleSizes): number;
  createSql(sizes: ExampleSizes): string;
}
