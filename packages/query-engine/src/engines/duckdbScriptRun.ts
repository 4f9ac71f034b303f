import type { DuckDBConnection, DuckDBResult, DuckDBValue } from '@duckdb/node-api';
import type { CellValue, ColumnInfo, QueryResult, ScriptRunOptions } from '../engine.js';
import type { ScriptStatement } from '../sqlGate/sqlScript.js';
import { columnInfo } from '../columnTypes.js';
import { ScriptStatementError } from '../errors.js';
import { runCancellable } from './cancellation.js';
import { cellConverterFor, duckdbGenericType, toCell, type CellConverter } from './duckdbValues.js';

/**
 * Runs a SQL Lab script on one DuckDB connection (which the caller closes after: a script may leave
 * settings or temporary tables behind). The last statement, when it reads, is streamed and only its
 * first `maxRows` rows are fetched.
 */
export async function runDuckdbScript(
  connection: DuckDBConnection,
  statements: readonly ScriptStatement[],
  options: ScriptRunOptions,
): Promise<QueryResult> {
  let finished = false;
  try {
    return await runCancellable(
      options,
      () => {
        if (!finished) connection.interrupt();
      },
      async () => {
        if (options.transaction) await connection.run('BEGIN TRANSACTION');
        try {
          let last: QueryResult = { columns: [], rows: [] };
          for (const [index, statement] of statements.entries()) {
            const isLast = index === statements.length - 1;
            try {
              if (isLast && statement.kind === 'select')
                last = await readRows(await connection.stream(statement.sql), options.maxRows);
              else await connection.run(statement.sql);
            } catch (error) {
              throw new ScriptStatementError(index, error);
            }
          }
          if (options.transaction) await connection.run('COMMIT');
          return last;
        } catch (error) {
          if (options.transaction) await connection.run('ROLLBACK').catch(() => undefined);
          throw error;
        }
      },
    );
  } finally {
    finished = true;
  }
}

async function readRows(result: DuckDBResult, maxRows: number): Promise<QueryResult> {
  const columns: ColumnInfo[] = [];
  const converters: CellConverter[] = [];
  for (let i = 0; i < result.columnCount; i++) {
    const typeId = result.columnTypeId(i);
    columns.push(
      columnInfo(result.columnName(i), result.columnType(i).toString(), duckdbGenericType(typeId)),
    );
    converters.push(cellConverterFor(typeId, 'iso'));
  }
  const rows: CellValue[][] = [];
  while (rows.length < maxRows) {
    const chunk = await result.fetchChunk();
    if (!chunk || chunk.rowCount === 0) break;
    for (const row of chunk.getRows() as DuckDBValue[][]) {
      if (rows.length >= maxRows) break;
      rows.push(row.map((value, i) => toCell(converters[i]!, value)));
    }
  }
  return { columns, rows };
}
