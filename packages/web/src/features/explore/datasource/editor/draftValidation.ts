import { parseJsonObject } from '@sightline/core';
import { formatMessage } from '../../../../ui/formatMessage';
import { editDatasetMessages as messages } from '../messages';
import type { DatasetDraft } from './datasetDraft';

function duplicates(names: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return [...repeated];
}

/** True when the text is empty or a JSON object (the dataset's extra must be one). */
export function isJsonObjectText(text: string): boolean {
  return !text.trim() || parseJsonObject(text) !== null;
}

/**
 * The reasons the draft cannot be saved (Save is disabled while any exist): names empty or
 * used twice, calculated columns and metrics without an SQL expression, extra that is not a JSON object.
 */
export function validateDraft(draft: DatasetDraft): string[] {
  const errors: string[] = [];
  const columnNames = draft.columns.map((column) => column.column_name.trim());
  if (columnNames.some((name) => !name)) errors.push(messages.columnNameRequired);
  for (const name of duplicates(columnNames.filter(Boolean)))
    errors.push(formatMessage(messages.columnNameDuplicated, name));
  for (const column of draft.columns) {
    if (column.calculated && column.column_name.trim() && !column.expression?.trim())
      errors.push(formatMessage(messages.calculatedColumnExpressionRequired, column.column_name.trim()));
  }
  const metricNames = draft.metrics.map((metric) => metric.metric_name.trim());
  if (metricNames.some((name) => !name)) errors.push(messages.metricNameRequired);
  for (const name of duplicates(metricNames.filter(Boolean)))
    errors.push(formatMessage(messages.metricNameDuplicated, name));
  for (const metric of draft.metrics) {
    if (metric.metric_name.trim() && !metric.expression.trim())
      errors.push(formatMessage(messages.metricExpressionRequired, metric.metric_name.trim()));
  }
  if (!isJsonObjectText(draft.extra)) errors.push(messages.extraNotJsonObject);
  return errors;
}
