import { DUCKDB_FUNCTIONS_SQL, duckdbAllowedFunctions } from './functionPolicy.js';
import {
  CHECK_TABLE,
  expressionProbe,
  nodesOf,
  prepareText,
  REASONS,
  sqlRefused,
  type SqlText,
} from './sqlGate.js';
import { EngineSqlGate, type GateRunner } from './engineSqlGate.js';
import { duckdbScript } from './duckdbScript.js';
import type { ScriptPolicy, ScriptStatement } from './sqlScript.js';

interface SerializedSql {
  error: boolean;
  error_message?: string;
  statements?: { node: Record<string, unknown> }[];
}

/**
 * The gate for DuckDB, with DuckDB's own parser: `json_serialize_sql` parses the text (bound as a value)
 * and returns every statement's syntax tree, so multiple statements, dollar quotes, comments and
 * nested expressions are read exactly as DuckDB will run them. It serializes SELECTs only, so any other
 * kind of statement is refused by the parser itself.
 */
export class DuckDBSqlGate extends EngineSqlGate {
  constructor(run: GateRunner) {
    super(run, DUCKDB_FUNCTIONS_SQL, duckdbAllowedFunctions);
  }

  private async parse(text: SqlText, sql: string): Promise<Record<string, unknown>[]> {
    const { rows } = await this.run('SELECT json_serialize_sql(?::VARCHAR)', [sql]);
    const serialized = JSON.parse(String(rows[0]?.[0] ?? '{}')) as SerializedSql;
    if (serialized.error) {
      const message = serialized.error_message ?? 'unknown error';
      if (/only select statements/i.test(message)) {
        throw sqlRefused(text, text.kind === 'select' ? REASONS.oneStatement : REASONS.oneExpression);
      }
      throw sqlRefused(text, REASONS.unparsable(message.split('\n')[0] ?? message));
    }
    return (serialized.statements ?? []).map((statement) => statement.node);
  }

  protected async verdict(text: SqlText): Promise<string> {
    const trimmed = prepareText(text);
    const statements = await this.parse(text, text.kind === 'select' ? trimmed : expressionProbe(trimmed));
    if (statements.length !== 1) {
      throw sqlRefused(text, text.kind === 'select' ? REASONS.oneStatement : REASONS.oneExpression);
    }
    const node = statements[0]!;
    let checked: unknown = node;
    if (text.kind === 'expression') {
      if (!isProbeShape(node)) throw sqlRefused(text, REASONS.oneExpression);
      checked = (node['select_list'] as unknown[])[0];
    }
    const allowed = await this.allowedFunctions();
    for (const found of nodesOf(checked)) {
      if (text.kind === 'expression' && (found['class'] === 'SUBQUERY' || found['type'] === 'SUBQUERY')) {
        throw sqlRefused(text, REASONS.subquery);
      }
      const name = found['function_name'];
      if (typeof name === 'string' && found['is_operator'] !== true && !allowed.has(name.toLowerCase())) {
        throw sqlRefused(text, REASONS.functionRefused(name));
      }
    }
    return trimmed;
  }

  checkScript(text: string, policy: ScriptPolicy): Promise<ScriptStatement[]> {
    return duckdbScript(text, policy, this.run, () => this.allowedFunctions());
  }
}

/** `SELECT (<expression>) AS __expr FROM <check table>` and nothing else: the expression stayed inside. */
function isProbeShape(node: Record<string, unknown>): boolean {
  const from = node['from_table'] as Record<string, unknown> | null;
  const cte = node['cte_map'] as { map?: unknown[] } | null;
  return (
    node['type'] === 'SELECT_NODE' &&
    Array.isArray(node['select_list']) &&
    node['select_list'].length === 1 &&
    from?.['type'] === 'BASE_TABLE' &&
    from['table_name'] === CHECK_TABLE &&
    !from['schema_name'] &&
    !from['catalog_name'] &&
    node['where_clause'] === null &&
    node['having'] === null &&
    (node['qualify'] ?? null) === null &&
    (node['sample'] ?? null) === null &&
    isEmptyList(node['group_expressions']) &&
    isEmptyList(node['group_sets']) &&
    isEmptyList(node['modifiers']) &&
    isEmptyList(cte?.map ?? [])
  );
}

function isEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}
