import type { CellValue, QueryResult } from '../engine.js';
import { GateVerdicts, type SqlGate, type SqlText } from './sqlGate.js';
import type { ScriptPolicy, ScriptStatement } from './sqlScript.js';

/** Runs one trusted statement of a gate's own on its engine (never a person's text as SQL). */
export type GateRunner = (sql: string, params: readonly CellValue[]) => Promise<QueryResult>;

/**
 * What every engine's gate shares: verdicts kept per text, and the allow-list of functions read once
 * from the engine's own catalogue (`functionsSql`, one name a row) and filtered by `allowFrom`. Each
 * engine supplies its `verdict`, with its own parser.
 */
export abstract class EngineSqlGate implements SqlGate {
  private readonly verdicts = new GateVerdicts();
  private allowed: Promise<ReadonlySet<string>> | null = null;

  constructor(
    protected readonly run: GateRunner,
    private readonly functionsSql: string,
    private readonly allowFrom: (names: Iterable<string>) => ReadonlySet<string>,
  ) {}

  check(text: SqlText): Promise<string> {
    return this.verdicts.remembered(text, () => this.verdict(text));
  }

  protected abstract verdict(text: SqlText): Promise<string>;

  abstract checkScript(text: string, policy: ScriptPolicy): Promise<ScriptStatement[]>;

  protected allowedFunctions(): Promise<ReadonlySet<string>> {
    if (!this.allowed) {
      const allowed = this.run(this.functionsSql, []).then(({ rows }) =>
        this.allowFrom(rows.map((row) => String(row[0]))),
      );
      // An engine that could not answer is not a verdict: ask again next time.
      allowed.catch(() => {
        if (this.allowed === allowed) this.allowed = null;
      });
      this.allowed = allowed;
    }
    return this.allowed;
  }
}
