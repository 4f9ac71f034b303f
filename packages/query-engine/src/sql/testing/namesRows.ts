/**
 * Deterministic rows for the names table (the cross-engine test loads them into every engine): a
 * linear congruential generator, so the data is the same on every run without storing a file.
 */
export interface NamesRow {
  ds: string;
  gender: string;
  name: string;
  state: string | null;
  num: number;
  flag: boolean;
}

const NAMES = [
  'Aaron',
  'Abigail',
  'Ben',
  'Beth',
  'Carl',
  'Chloe',
  'Dan',
  'Diana',
  'Eve',
  'Frank',
  'Grace',
  'Hank',
];
const STATES = ['CA', 'NY', 'TX', 'FL', 'WA'];

export function namesRows(count = 400): NamesRow[] {
  let seed = 42;
  const next = (modulo: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * modulo);
  };
  const start = Date.UTC(2020, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    // About 31 hours apart with a random minute/second, so the rows span ~17 months and every grain splits them.
    const ds = new Date(start + i * 31 * 3600_000 + next(3600) * 1000);
    const name = NAMES[next(NAMES.length)] as string;
    return {
      ds: ds.toISOString().replace('T', ' ').replace('.000Z', ''),
      gender: NAMES.indexOf(name) % 2 === 0 ? 'boy' : 'girl',
      name,
      state: i % 17 === 0 ? null : (STATES[next(STATES.length)] as string),
      num: next(100),
      flag: next(3) === 0,
    };
  });
}

/** CREATE TABLE + one INSERT with literals (test data without quotes in it), valid in all three engines. */
export function namesTableSql(rows: NamesRow[], booleanLiteral: (value: boolean) => string): string[] {
  const values = rows.map(
    (row) =>
      `('${row.ds}', '${row.gender}', '${row.name}', ${row.state === null ? 'NULL' : `'${row.state}'`}, ${row.num}, ${booleanLiteral(row.flag)})`,
  );
  return [
    'CREATE TABLE names (ds TIMESTAMP, gender VARCHAR(10), name VARCHAR(50), state VARCHAR(2), num INTEGER, flag BOOLEAN)',
    `INSERT INTO names VALUES ${values.join(', ')}`,
  ];
}
