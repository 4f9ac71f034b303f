import { runToFrame, type Engine, type Frame } from '@sightline/query-engine';
import type { ExecutedQuery, SqlPlan } from './queryPlan.js';
import type { StatementCounter } from './statementCounter.js';
import type { StatementSlots } from '../statementSlots.js';

/** What running one plan's SQL needs besides the plan: the engine, limits and the statement counter. */
export interface SqlRunOptions {
  engine: Engine;
  signal: AbortSignal;
  timeoutMs: number;
  statements: StatementCounter;
  slots: StatementSlots;
  /** Whose statements these are, for the per-user cap. */
  user: string;
}

/** Runs a plan's statements on their own: the main query and its time offsets, in parallel. */
export async function runSqlPlan(plan: SqlPlan, options: SqlRunOptions): Promise<ExecutedQuery> {
  const { engine, signal, timeoutMs, statements, slots, user } = options;
  const run = (sql: string, params: SqlPlan['compiled']['params']) =>
    slots.run(user, signal, () => {
      statements.count();
      return runToFrame(engine, sql, { params, signal, timeoutMs, temporalAs: 'epochMs' });
    });
  const [main, ...offsetFrames] = await Promise.all([
    run(plan.compiled.sql, plan.compiled.params),
    ...plan.compiled.timeOffsets.map((offset) => run(offset.sql, offset.params)),
  ]);
  return {
    ...withinRowLimit(main!, plan.rowLimit),
    offsets: plan.compiled.timeOffsets.map((offset, i) => ({
      offset: offset.offset,
      frame: offsetFrames[i]!,
    })),
  };
}

/** The rows the SQL fetched, cut to the row limit: one row more than the limit says it was cut off. */
export function withinRowLimit(
  frame: Frame,
  rowLimit: number,
): Pick<ExecutedQuery, 'main' | 'sqlRowcount' | 'isTruncated'> {
  const isTruncated = frame.length > rowLimit;
  const main = isTruncated ? firstRows(frame, rowLimit) : frame;
  return { main, sqlRowcount: main.length, isTruncated };
}

function firstRows(frame: Frame, count: number): Frame {
  return {
    fields: frame.fields.map((field) => ({ ...field, values: field.values.slice(0, count) })),
    length: Math.min(count, frame.length),
  };
}
