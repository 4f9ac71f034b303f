/** View in SQL Lab opens SQL Lab with the datasource key and the chart's SQL as parameters. */
export function sqlLabUrl(datasourceKey: string, sql: string): string {
  return `/sqllab/?${new URLSearchParams({ datasourceKey, sql }).toString()}`;
}
