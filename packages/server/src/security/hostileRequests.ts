/**
 * A deterministic generator of hostile requests for the fuzz test: every route the app serves, with
 * malformed ids, rison, JSON bodies, headers and custom SQL. The same seed gives the same requests.
 */

export interface Route {
  method: string;
  /** The route's path as Fastify holds it (`:id` parameters, `*` wildcards). */
  path: string;
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Files the hostile SQL and URIs try to create; none may exist after the run. */
export function markerPath(dir: string, name: string): string {
  return `${dir}/sightline-fuzz-${name}`;
}

/** Routes from `printRoutes({ commonPrefix: false })`: each line's segment appended to its parents'. */
export function routesOf(printed: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([\s│├└─]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.round(match[1]!.length / 4);
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** mulberry32: small, fast and deterministic. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const nested = (depth: number, open: string, close: string, inner: string) =>
  open.repeat(depth) + inner + close.repeat(depth);

export function hostileValues(markerDir: string): {
  ids: string[];
  queries: string[];
  scalars: unknown[];
  sql: string[];
} {
  const file = (name: string) => markerPath(markerDir, name);
  const sql = [
    `$q$a$$ || ' $q$ IS NOT NULL ) ; COPY (SELECT 1) TO '${file('copy.csv')}' ; SELECT 1 WHERE ( $q$ ' || $q$ IS NOT NULL`,
    `1=1); ATTACH '${file('attach.duckdb')}' AS x; SELECT (1`,
    "length(read_text('/etc/passwd')) > 0",
    'sleep_ms(600000) IS NULL',
    "pg_sleep(600) IS NULL OR current_setting('x') = ''",
    '1 = 1 --',
    '(SELECT password FROM ab_user)',
    "' OR '1'='1",
    Array.from({ length: 3000 }, () => 'x').join(' + '),
    nested(3000, '(', ')', '1'),
    `INSTALL httpfs; LOAD httpfs`,
    "'\u0000'",
  ];
  return {
    ids: [
      '0',
      '-1',
      '1.5',
      '99999999999999999999999',
      'abc',
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      '1%20OR%201%3D1',
      '__proto__',
      'constructor',
      'x'.repeat(3000),
    ],
    queries: [
      'q=(',
      'q=!(((((',
      `q=${encodeURIComponent(nested(500, '(a:', ')', '1'))}`,
      `q=${encodeURIComponent('(order_column:__proto__,order_direction:asc)')}`,
      `q=${encodeURIComponent('(order_column:constructor,order_direction:desc)')}`,
      `q=${encodeURIComponent('(page:-1,page_size:99999999)')}`,
      `q=${encodeURIComponent('(filters:!((col:__proto__,opr:eq,value:x)))')}`,
      `q=${encodeURIComponent("(filters:!((col:slice_name,opr:ct,value:'%27%3B DROP TABLE slices;--')))")}`,
      `q=${encodeURIComponent('(columns:!(constructor,__proto__,toString))')}`,
      'q=%FF%FE',
      `form_data=${encodeURIComponent('{"slice_id":"1 OR 1=1"}')}`,
      'native_filters_key=../../etc/passwd',
    ],
    scalars: [
      null,
      true,
      -1,
      1e308,
      -0,
      '',
      'x'.repeat(100_000),
      '__proto__',
      { __proto__: { admin: true } },
      [],
      {},
    ],
    sql,
  };
}

/** Keys that bodies across the API carry: hostile values are put under them. */
const BODY_KEYS = [
  'datasource',
  'queries',
  'form_data',
  'dashboards',
  'owners',
  'slice_name',
  'viz_type',
  'params',
  'query_context',
  'json_metadata',
  'position_json',
  'dashboard_title',
  'sqlalchemy_uri',
  'database_name',
  'database',
  'table_name',
  'sql',
  'schema',
  'username',
  'password',
  'refresh',
  'provider',
  'name',
  'permission_view_menu_ids',
  'value',
  'state',
  'extra',
  'columns',
  'metrics',
  'result_type',
  'result_format',
];

export function* hostileRequests(
  routes: readonly Route[],
  perRoute: number,
  seed: number,
  markerDir: string,
): Generator<HostileRequest> {
  const random = randomFrom(seed);
  const values = hostileValues(markerDir);
  const file = (name: string) => markerPath(markerDir, name);
  const bodies: (() => string)[] = [
    () => '',
    () => 'null',
    () => '[]',
    () => '"text"',
    () => '{"a":',
    () => nested(10_000, '{"a":', '}', '1'),
    () => nested(10_000, '[', ']', '1'),
    () => '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    () => JSON.stringify({ [pick(random, BODY_KEYS)]: pick(random, values.scalars) }),
    () => {
      const body: Record<string, unknown> = {};
      for (let i = 0; i < 4; i++)
        body[pick(random, BODY_KEYS)] = pick(random, [...values.scalars, ...values.sql]);
      return JSON.stringify(body);
    },
    () =>
      JSON.stringify({
        datasource: { id: 1, type: 'table' },
        queries: [
          {
            columns: [{ sqlExpression: pick(random, values.sql), label: 'c' }],
            metrics: [{ expressionType: 'SQL', sqlExpression: pick(random, values.sql), label: 'm' }],
            extras: { where: pick(random, values.sql), having: pick(random, values.sql) },
            orderby: [[{ expressionType: 'SQL', sqlExpression: pick(random, values.sql) }, false]],
          },
        ],
      }),
    () =>
      JSON.stringify({
        database_name: `fuzz${Math.floor(random() * 1e6)}`,
        sqlalchemy_uri: pick(random, [
          `duckdb:///${file('created.duckdb')}`,
          `sqlite:///${file('created.db')}?mode=rw`,
          'sqlite:////etc/passwd',
          'postgresql://u:XXXXXXXXXX@127.0.0.1:1/db?sslrootcert=/etc/passwd',
          'mysql://root@localhost/x',
        ]),
      }),
    () =>
      JSON.stringify({
        database: 1,
        table_name: `fuzz${Math.floor(random() * 1e6)}`,
        sql: pick(random, [
          `SELECT content FROM read_text('/etc/passwd')`,
          `COPY (SELECT 1) TO '${file('dataset.csv')}'`,
          ...values.sql,
        ]),
      }),
  ];
  const contentTypes = [
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
  ];
  const authorizations = [
    '',
    'Bearer x.y.z',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    'Basic YWRtaW46YWRtaW4=',
  ];
  for (const route of routes) {
    for (let n = 0; n < perRoute; n++) {
      const path = route.path
        .replace(/:[\w|:]+/g, () => (random() < 0.3 ? '1' : pick(random, values.ids)))
        .replace(/\*/g, () => pick(random, ['x', '..%2F..%2Fsecret.key', 'index.html', '%2e%2e/']));
      const query = random() < 0.6 ? `?${pick(random, values.queries)}` : '';
      const headers: Record<string, string> = {};
      if (random() < 0.2) headers['authorization'] = pick(random, authorizations);
      if (random() < 0.1)
        headers['cookie'] = pick(random, [
          'session=garbage',
          'session=1.2.3.s%3Ax',
          `session=${'a'.repeat(5000)}`,
        ]);
      let payload: string | undefined;
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        payload = pick(random, bodies)();
        headers['content-type'] = pick(random, contentTypes);
      }
      yield {
        method: route.method,
        url: `${path}${query}`,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      };
    }
  }
}
