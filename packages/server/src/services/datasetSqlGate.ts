import { QueryCompileError, type SqlText } from '@sightline/query-engine';
import type { AppDeps } from '../appDeps.js';
import { unprocessable } from '../apiError.js';

/** The texts of SQL a dataset body carries: its virtual SQL, calculated columns and metrics. */
interface DatasetSqlBody {
  sql?: string | null;
  columns?: { column_name: string; expression?: string | null }[];
  metrics?: { metric_name: string; expression: string }[];
}

/**
 * Saving a dataset passes every SQL text it carries through its database's SQL gate, so an author
 * learns at once what the engine would refuse (the gate checks them again before every query): 422
 * naming the field and the reason.
 */
export async function assertDatasetSqlPasses(
  deps: AppDeps,
  databaseId: number,
  body: DatasetSqlBody,
): Promise<void> {
  const texts: [field: string, text: SqlText][] = [];
  if (body.sql?.trim()) texts.push(['sql', { kind: 'select', place: 'dataset', text: body.sql }]);
  for (const column of body.columns ?? []) {
    if (column.expression?.trim()) {
      texts.push(['columns', { kind: 'expression', place: 'column', text: column.expression }]);
    }
  }
  for (const metric of body.metrics ?? []) {
    texts.push(['metrics', { kind: 'expression', place: 'metric', text: metric.expression }]);
  }
  if (texts.length === 0) return;
  const engine = await deps.engines.forDatabase(databaseId);
  for (const [field, text] of texts) {
    try {
      await engine.sqlGate.check(text);
    } catch (error) {
      if (error instanceof QueryCompileError) throw unprocessable({ [field]: [error.message] });
      throw error;
    }
  }
}
