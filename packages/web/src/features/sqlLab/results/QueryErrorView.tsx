import { Alert } from 'antd';
import { sqlLabMessages } from '../messages';
import type { QueryRunError } from '../state/sqlLabSlice';

const messages = sqlLabMessages.results;

/** The SQL's line the error points at, with a caret under its column. */
export function pointedLine(sql: string, line: number, column?: number): string | null {
  const text = sql.split('\n')[line - 1];
  if (text === undefined) return null;
  return column ? `${text}\n${' '.repeat(Math.max(0, column - 1))}^` : text;
}

/** A failed query: the engine's message, and where in the SQL when the engine said. */
export function QueryErrorView({ error, sql }: { error: QueryRunError; sql: string }) {
  const pointed = error.line ? pointedLine(sql, error.line, error.column) : null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="sqllab-error"
      title={messages.failed}
      description={
        <>
          <div className="sl-sqllab-error-message">{error.message}</div>
          {error.line ? (
            <div className="sl-sqllab-error-at">{messages.at(error.line, error.column)}</div>
          ) : null}
          {pointed ? <pre className="sl-sqllab-error-sql">{pointed}</pre> : null}
        </>
      }
    />
  );
}
