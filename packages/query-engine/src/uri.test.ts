import { describe, expect, it } from 'vitest';
import { DatabaseUriError } from './errors.js';
import { maskUriPassword, parseDatabaseUri, withUriPassword } from './uri.js';

describe('parseDatabaseUri', () => {
  it('reads absolute DuckDB and SQLite file paths (four slashes)', () => {
    expect(parseDatabaseUri('duckdb:////var/data/examples.duckdb')).toEqual({
      backend: 'duckdb',
      path: '/var/data/examples.duckdb',
      query: {},
    });
    expect(parseDatabaseUri('sqlite:////tmp/a b.db?mode=ro')).toEqual({
      backend: 'sqlite',
      path: '/tmp/a b.db',
      query: { mode: 'ro' },
    });
  });

  it('reads relative paths and in-memory forms', () => {
    expect(parseDatabaseUri('sqlite:///relative.db').path).toBe('relative.db');
    expect(parseDatabaseUri('duckdb:///:memory:').path).toBe(':memory:');
    expect(parseDatabaseUri('sqlite://').path).toBe(':memory:');
    expect(parseDatabaseUri('duckdb://').path).toBe(':memory:');
  });

  it('reads PostgreSQL URIs with driver, credentials, port and query', () => {
    expect(
      parseDatabaseUri('postgresql+psycopg2://bob:s%40cret@db.example.com:6543/sales?sslmode=require'),
    ).toEqual({
      backend: 'postgresql',
      driver: 'psycopg2',
      username: 'bob',
      password: 's@cret',
      host: 'db.example.com',
      port: 6543,
      database: 'sales',
      query: { sslmode: 'require' },
    });
    expect(parseDatabaseUri('postgres://u@localhost/db')).toEqual({
      backend: 'postgresql',
      username: 'u',
      host: 'localhost',
      database: 'db',
      query: {},
    });
    expect(parseDatabaseUri('postgresql://[::1]:5432/x')).toMatchObject({ host: '::1', port: 5432 });
    expect(parseDatabaseUri('postgresql://u:p@ss@h/db')).toMatchObject({
      username: 'u',
      password: 'p@ss',
      host: 'h',
    });
  });

  it('names the backend when it is not supported', () => {
    expect(() => parseDatabaseUri('mysql://u:p@h/db')).toThrow(
      new DatabaseUriError(
        'Unsupported database backend "mysql"; Sightline supports duckdb, postgresql and sqlite',
      ),
    );
    expect(() => parseDatabaseUri('mysql+pymysql://h/db')).toThrow('Unsupported database backend "mysql"');
  });

  it('rejects malformed URIs with a readable message', () => {
    expect(() => parseDatabaseUri('not a uri')).toThrow(DatabaseUriError);
    expect(() => parseDatabaseUri('')).toThrow(/expected the form backend:\/\//);
    expect(() => parseDatabaseUri('postgresql://h:99999/db')).toThrow(
      'port "99999" is not a number between 1 and 65535',
    );
    expect(() => parseDatabaseUri('postgresql://h:abc/db')).toThrow(DatabaseUriError);
    expect(() => parseDatabaseUri('duckdb://somehost/file')).toThrow(/name a file/);
    expect(() => parseDatabaseUri('postgresql://u:%zz@h/db')).toThrow(
      'the password is not valid percent-encoding',
    );
  });
});

describe('maskUriPassword / withUriPassword', () => {
  it('masks only the password and keeps the rest as written', () => {
    expect(maskUriPassword('postgresql://bob:s%40cret@h:5432/db?sslmode=require')).toBe(
      'postgresql://bob:XXXXXXXXXX@h:5432/db?sslmode=require',
    );
    expect(maskUriPassword('postgresql://bob@h/db')).toBe('postgresql://bob@h/db');
    expect(maskUriPassword('duckdb:////tmp/x.duckdb')).toBe('duckdb:////tmp/x.duckdb');
  });

  it('puts the stored password back (encoded) only where the mask is', () => {
    const masked = 'postgresql://bob:XXXXXXXXXX@h/db';
    const restored = withUriPassword(masked, 'p@ss/word');
    expect(restored).toBe('postgresql://bob:p%40ss%2Fword@h/db');
    expect(parseDatabaseUri(restored).password).toBe('p@ss/word');
    expect(withUriPassword('postgresql://bob:newpw@h/db', 'old')).toBe('postgresql://bob:newpw@h/db');
    expect(withUriPassword('postgresql://bob@h/db', 'old')).toBe('postgresql://bob@h/db');
  });
});
