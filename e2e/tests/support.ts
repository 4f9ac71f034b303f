import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface TestUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates a user the way scripts and CI do (the sightline CLI, against the test server's data directory).
 * A user that exists already is fine: beforeAll runs again in the worker that follows a failed test.
 */
export function ensureUser(user: TestUser, role: string): void {
  try {
    execFileSync(
      process.execPath,
      [
        'packages/server/dist/cli.js',
        'users',
        'create',
        '--username',
        user.username,
        '--password',
        user.password,
        '--role',
        role,
        '--first-name',
        user.firstName,
        '--last-name',
        user.lastName,
      ],
      { cwd: repoRoot, env: { ...process.env, SIGHTLINE_HOME: 'var/e2e-home' }, stdio: 'pipe' },
    );
  } catch (error) {
    if (!String((error as { stderr?: unknown }).stderr).includes('already exists')) throw error;
  }
}

/**
 * Lets a role read the example data (all of it lives in schema `main` of database `examples`), as an
 * admin does with the CLI: Gamma reads no data until granted some. Granting twice is fine.
 */
export function grantExampleData(role: string): void {
  execFileSync(
    process.execPath,
    [
      'packages/server/dist/cli.js',
      'roles',
      'grant',
      '--role',
      role,
      '--permission',
      'schema_access',
      '--view',
      '[examples].[main]',
    ],
    { cwd: repoRoot, env: { ...process.env, SIGHTLINE_HOME: 'var/e2e-home' }, stdio: 'pipe' },
  );
}

/** The admin account the first-run test creates; every later test signs in with it. */
/** The setup token the test server is started with (playwright.config.ts), as an admin would copy it from the log. */
export const E2E_SETUP_TOKEN = 'e2e-setup-token-0123456789';

export const admin = {
  username: 'admin',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse battery staple',
};

/**
 * Signs `user` in with the call the sign-in form makes (the page's context keeps the session cookie) and
 * leaves the page where it is: the test opens what it tests. A page load less than the form takes; the
 * form itself is tested by signInWithForm's callers.
 */
export async function signIn(
  page: Page,
  user: { username: string; password: string } = admin,
): Promise<void> {
  const response = await page.request.post('/api/v1/security/session/', {
    data: { username: user.username, password: user.password },
  });
  expect(response.ok(), `signing in as ${user.username}: ${await response.text()}`).toBe(true);
}

/** Signs in through the sign-in page's form, which the page must show, and waits for the app's header. */
export async function signInWithForm(
  page: Page,
  user: { username: string; password: string },
): Promise<void> {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** The rows of the list page's table body (antd renders a hidden measure row first). */
export function listRows(page: Page) {
  return page.locator('.ant-table-tbody > tr.ant-table-row');
}

/** Names in the list's first link column, in display order. */
export async function listNames(page: Page): Promise<string[]> {
  const rows = listRows(page);
  await expect(rows.first()).toBeVisible();
  const names: string[] = [];
  for (const row of await rows.all())
    names.push(((await row.locator('a').first().textContent()) ?? '').trim());
  return names;
}

/** How many charts the server has (the example charts, as the tests find them). */
export async function exampleChartCount(page: Page): Promise<number> {
  const response = await page.request.get(`/api/v1/chart/?q=${encodeURIComponent('(page_size:1)')}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

/** The CSRF token API writes (POST, PUT) send as X-CSRFToken. */
export async function csrfToken(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/security/csrf_token/');
  return ((await response.json()) as { result: string }).result;
}

/** The ids of the example charts with these names, in the same order. */
export async function chartIdsNamed(page: Page, names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const q = `(filters:!((col:slice_name,opr:eq,value:'${name}')),page_size:1)`;
    const response = await page.request.get(`/api/v1/chart/?q=${encodeURIComponent(q)}`);
    const found = ((await response.json()) as { result: { id: number }[] }).result[0];
    expect(found, `chart ${name}`).toBeDefined();
    ids.push(found!.id);
  }
  return ids;
}

/**
 * A new dashboard, owned by the signed-in user, of these charts in rows of three (each `CHART-<id>`),
 * with this json_metadata; its id.
 */
export async function createDashboard(
  page: Page,
  title: string,
  chartIds: readonly number[],
  metadata: Record<string, unknown> = {},
): Promise<number> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  };
  const rows: string[] = [];
  for (let start = 0; start < chartIds.length; start += 3) {
    const row = `ROW-${start / 3 + 1}`;
    const children = chartIds.slice(start, start + 3).map((chartId) => {
      const id = `CHART-${chartId}`;
      layout[id] = {
        id,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', row],
        meta: { chartId, width: 4, height: 50 },
      };
      return id;
    });
    layout[row] = { id: row, type: 'ROW', children, parents: ['ROOT_ID', 'GRID_ID'], meta: {} };
    rows.push(row);
  }
  layout.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: rows, parents: ['ROOT_ID'] };
  return postDashboard(page, title, JSON.stringify(layout), metadata);
}

/**
 * A new published dashboard, owned by the signed-in user, titled `title` and the time (titles stay unique
 * across runs), with this position_json and json_metadata; its id.
 */
async function postDashboard(
  page: Page,
  title: string,
  positionJson: string,
  metadata: Record<string, unknown>,
): Promise<number> {
  const response = await page.request.post('/api/v1/dashboard/', {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: {
      dashboard_title: `${title} ${Date.now()}`,
      position_json: positionJson,
      json_metadata: JSON.stringify(metadata),
      published: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * A copy of the example dashboard `slug` (its layout, and its metadata with `metadata` over it), owned by
 * the user: the tests change their copy, never the example other tests open.
 */
export async function copyExampleDashboard(
  page: Page,
  slug: string,
  title: string,
  metadata: Record<string, unknown> = {},
): Promise<number> {
  const response = await page.request.get(`/api/v1/dashboard/${slug}`);
  expect(response.ok()).toBe(true);
  const example = (await response.json()) as { result: { position_json: string; json_metadata: string } };
  return postDashboard(page, title, example.result.position_json, {
    ...(JSON.parse(example.result.json_metadata || '{}') as Record<string, unknown>),
    ...metadata,
  });
}

/** A dashboard's json_metadata, parsed. */
export async function dashboardMetadata(page: Page, id: number): Promise<Record<string, unknown>> {
  const response = await page.request.get(`/api/v1/dashboard/${id}`);
  const body = (await response.json()) as { result: { json_metadata: string | null } };
  return JSON.parse(body.result.json_metadata || '{}') as Record<string, unknown>;
}

/** The options of the select dropdown open now. */
export function openOptions(page: Page) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option');
}

/** Opens the select `combobox` and picks the option labelled `label`. */
export async function pickOption(page: Page, combobox: Locator, label: string): Promise<void> {
  await combobox.click();
  await openOptions(page).getByText(label, { exact: true }).click();
}

/** A screenshot beside the test's results. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The dashboard's chart holders. */
export const dashboardCharts = (page: Page) => page.getByTestId('dashboard-chart');
/** The dashboard's chart holder showing `name` (its title). */
export const chartNamed = (page: Page, name: string) => dashboardCharts(page).filter({ hasText: name });

/** Waits until the dashboard chart, scrolled into view (charts load near it), has drawn; its text. */
export async function rendered(chart: Locator): Promise<string> {
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-status', 'rendered', { timeout: 20_000 });
  return (await chart.getByTestId('chart-rendered').textContent()) ?? '';
}

/**
 * Clicks a slice of the pie drawn in `echart` (right of its centre) until `shown` is visible; the point
 * clicked. The pie's opening animation sweeps round for about a second: a click before the sweep reaches
 * the slice misses, so it clicks again while `shown` is absent (a second click on the slice would clear it).
 */
export async function clickPieSliceUntil(
  page: Page,
  echart: Locator,
  shown: Locator,
): Promise<{ x: number; y: number }> {
  await echart.scrollIntoViewIfNeeded();
  const box = (await echart.boundingBox())!;
  const radius = Math.min(box.width, box.height) * 0.3;
  const point = { x: box.x + box.width / 2 + radius, y: box.y + box.height / 2 };
  await expect(async () => {
    if ((await shown.count()) === 0) await page.mouse.click(point.x, point.y);
    await expect(shown).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  return point;
}

/**
 * Copies the open dashboard's permalink with its header menu, the page's context allowed to use the
 * clipboard; the link, checked to be a dashboard permalink.
 */
export async function copyDashboardPermalink(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('dashboard-header-menu').click();
  await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
  await expect(page.getByText('Link Copied!')).toBeVisible();
  // The e2e project has no DOM types: the page reads its clipboard from a script text.
  const link = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(link).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);
  return link;
}

/** The id of the example dataset over `table`. */
export async function datasetId(page: Page, table: string): Promise<number> {
  const q = `(filters:!((col:table_name,opr:eq,value:${table})))`;
  const response = await page.request.get(`/api/v1/dataset/?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { id: number }[] };
  return body.result[0]!.id;
}
