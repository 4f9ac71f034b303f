import { datasourceUid, type ExploreDatasource } from '@sightline/core';

/** The dataset's time columns (is_dttm), in the dataset's order. */
export function timeColumnNames(datasource: Pick<ExploreDatasource, 'columns'>): string[] {
  return datasource.columns.filter((column) => column.is_dttm).map((column) => column.column_name);
}

/**
 * The form data once the chart reads `datasource` (after a dataset change or save). The
 * form data's `datasource` becomes `{id}__table`; when the form data has a time column
 * (`granularity_sqla`) that is not a time column of the dataset, it becomes the dataset's first time
 * column, or null when it has none. Pure: returns a new object.
 */
export function formDataForNewDataset(
  formData: Record<string, unknown>,
  datasource: Pick<ExploreDatasource, 'id' | 'columns'>,
): Record<string, unknown> {
  const next: Record<string, unknown> = {
    ...formData,
    datasource: datasourceUid({ id: datasource.id, type: 'table' }),
  };
  if ('granularity_sqla' in formData) {
    const timeColumns = timeColumnNames(datasource);
    const chosen = formData.granularity_sqla;
    if (typeof chosen !== 'string' || !timeColumns.includes(chosen)) {
      next.granularity_sqla = timeColumns[0] ?? null;
    }
  }
  return next;
}
