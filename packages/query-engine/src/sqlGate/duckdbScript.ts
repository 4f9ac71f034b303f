import { isRefusedFunctionName } from './functionPolicy.js';
import { nodesOf, REASONS } from './sqlGate.js';
import type { GateRunner } from './engineSqlGate.js';
import {
  calledNames,
  firstKeyword,
  placeAt,
  REFUSED_CREATE,
  SCRIPT_REASONS,
  scriptRefused,
  splitScript,
  WRITE_KEYWORDS,
  type ScriptPolicy,
  type ScriptStatement,
} from './sqlScript.js';

interface SerializedSql {
  error: boolean;
  error_message?: string;
  /** Where a parse error is, a 0-based character offset (as text). */
  position?: string;
  statements?: { node: Record<string, unknown> }[];
}

/**
 * A DuckDB script: split by DuckDB's (PostgreSQL's) lexical rules, then each statement parsed by DuckDB
 * itself with `json_serialize_sql`. A SELECT comes back as a tree whose calls are checked against the
 * allow-list; DuckDB serializes nothing else, so other statements are sorted by their first word and
 * their calls checked by name against the refused functions (the engine is also locked down: no file,
 * network or extension is reachable whatever runs).
 */
export async function duckdbScript(
  text: string,
  policy: ScriptPolicy,
  run: GateRunner,
  allowed: () => Promise<ReadonlySet<string>>,
): Promise<ScriptStatement[]> {
  const pieces = splitScript(text, { dollarQuotes: true, nestedComments: true, bracketIdentifiers: false });
  const functions = await allowed();
  const statements: ScriptStatement[] = [];
  for (const { sql, line } of pieces) {
    const { rows } = await run('SELECT json_serialize_sql(?::VARCHAR)', [sql]);
    const serialized = JSON.parse(String(rows[0]?.[0] ?? '{}')) as SerializedSql;
    if (!serialized.error) {
      const nodes = (serialized.statements ?? []).map((statement) => statement.node);
      if (nodes.length !== 1) throw scriptRefused(REASONS.oneStatement, { sql, line });
      for (const found of nodesOf(nodes[0])) {
        const name = found['function_name'];
        if (typeof name === 'string' && found['is_operator'] !== true && !functions.has(name.toLowerCase()))
          throw scriptRefused(REASONS.functionRefused(name), { sql, line });
      }
      statements.push({ sql, kind: 'select', limit: constantLimit(nodes[0]!), line });
      continue;
    }
    const message = serialized.error_message ?? 'unknown error';
    if (!/only select statements/i.test(message))
      throw scriptRefused(
        REASONS.unparsable(message.split('\n')[0] ?? message),
        serialized.position === undefined ? { sql, line } : placeAt(sql, line, Number(serialized.position)),
      );
    const keyword = firstKeyword(sql);
    if (!WRITE_KEYWORDS.has(keyword) || REFUSED_CREATE.test(sql))
      throw scriptRefused(SCRIPT_REASONS.kindRefused(keyword || 'These'), { sql, line });
    if (!policy.allowDml) throw scriptRefused(SCRIPT_REASONS.dmlNotAllowed, { sql, line });
    for (const name of calledNames(sql))
      if (isRefusedFunctionName('duckdb', name))
        throw scriptRefused(REASONS.functionRefused(name), { sql, line });
    statements.push({ sql, kind: 'write', limit: null, line });
  }
  return statements;
}

/** A SELECT's `LIMIT <constant>` from its serialized modifiers. */
function constantLimit(node: Record<string, unknown>): number | null {
  const modifiers = Array.isArray(node['modifiers']) ? (node['modifiers'] as Record<string, unknown>[]) : [];
  for (const modifier of modifiers) {
    if (modifier['type'] !== 'LIMIT_MODIFIER') continue;
    const limit = modifier['limit'] as { class?: string; value?: { value?: unknown } } | null;
    if (limit?.class === 'CONSTANT' && typeof limit.value?.value === 'number') return limit.value.value;
  }
  return null;
}
