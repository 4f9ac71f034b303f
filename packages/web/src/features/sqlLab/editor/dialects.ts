import { MySQL, PostgreSQL, SQLite, StandardSQL, type SQLDialect } from '@codemirror/lang-sql';

/** The editor's dialect for a database backend; DuckDB's SQL is closest to PostgreSQL's. */
export function dialectOf(backend: string | undefined): SQLDialect {
  switch (backend) {
    case 'postgresql':
    case 'postgres':
    case 'duckdb':
      return PostgreSQL;
    case 'sqlite':
      return SQLite;
    case 'mysql':
      return MySQL;
    default:
      return StandardSQL;
  }
}
