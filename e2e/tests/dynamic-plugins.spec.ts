import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type ConsoleMessage } from '@playwright/test';
import { admin, listRows, signIn } from './support.js';

// Dynamic chart plugins: a bundle served from another origin, registered through
// the legacy FAB API, draws a saved chart of its type; a bundle that does not load is only logged.

const bundleSource = readFileSync(new URL('../fixtures/hello-chart-plugin.mjs', import.meta.url), 'utf8');

let bundleServer: Server;
let bundleOrigin: string;
let api: APIRequestContext;
let chartId: number;
const pluginIds: number[] = [];

/** Serves the fixture bundle with CORS headers, as a CDN would; every other path is a 404. */
async function startBundleServer(): Promise<void> {
  bundleServer = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/hello-chart-plugin.mjs') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(bundleSource);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => bundleServer.listen(0, '127.0.0.1', resolve));
  bundleOrigin = `http://127.0.0.1:${(bundleServer.address() as AddressInfo).port}`;
}

async function createPlugin(body: { name: string; key: string; bundle_url: string }): Promise<number> {
  const response = await api.post('/dynamic-plugins/api/create', { data: body });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  pluginIds.push(id);
  return id;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  await startBundleServer();
  const baseURL = testInfo.project.use.baseURL;
  const anonymous = await playwright.request.newContext({ baseURL });
  const login = await anonymous.post('/api/v1/security/login', {
    data: { username: admin.username, password: admin.password, provider: 'db' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  await anonymous.dispose();
  api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });

  await createPlugin({
    name: 'Hello chart',
    key: 'hello_chart',
    bundle_url: `${bundleOrigin}/hello-chart-plugin.mjs`,
  });
  await createPlugin({
    name: 'Broken chart',
    key: 'broken_chart',
    bundle_url: `${bundleOrigin}/missing-chart-plugin.mjs`,
  });

  const datasets = await api.get(
    `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))')}`,
  );
  const datasetId = ((await datasets.json()) as { ids: number[] }).ids[0];
  const chart = await api.post('/api/v1/chart/', {
    data: {
      slice_name: 'Births by gender (dynamic plugin)',
      viz_type: 'hello_chart',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({
        datasource: `${datasetId}__table`,
        viz_type: 'hello_chart',
        groupby: ['gender'],
        metric: 'sum__num',
        adhoc_filters: [],
        time_range: 'No filter',
        row_limit: 10,
      }),
    },
  });
  expect(chart.status(), await chart.text()).toBe(201);
  chartId = ((await chart.json()) as { id: number }).id;
});

// The other browser tests count the example charts: leave nothing behind.
test.afterAll(async () => {
  if (chartId) await api.delete(`/api/v1/chart/${chartId}`);
  for (const id of pluginIds) await api.delete(`/dynamic-plugins/api/delete/${id}`);
  await api?.dispose();
  await new Promise((resolve) => bundleServer?.close(resolve));
});

test('a saved chart of a dynamic plugin’s type is drawn by the bundle’s component', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signIn(page);
  await page.goto(`/explore/?slice_id=${chartId}`);

  const chart = page.getByTestId('hello-chart');
  await expect(chart).toBeVisible();
  await expect(chart.getByRole('heading')).toHaveText('Hello from a dynamic plugin: 2 rows');
  const rows = chart.getByRole('list', { name: 'Hello chart rows' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Ordered by the metric, formatted with the SDK's ',d' formatter.
  await expect(rows.nth(0)).toHaveText(/^boy\d{1,3}(,\d{3})+$/);
  await expect(rows.nth(1)).toHaveText(/^girl\d{1,3}(,\d{3})+$/);
  await expect(page.getByTestId('chart-title')).toHaveText('Births by gender (dynamic plugin)');
  await page.screenshot({ path: 'test-results/dynamic-plugin-chart.png', fullPage: true });

  // The broken bundle was only logged ...
  await expect
    .poll(() => warnings.find((text) => text.includes('the plugin "broken_chart"')))
    .toContain(`${bundleOrigin}/missing-chart-plugin.mjs`);
  // ... and the built-in charts still work.
  await page.goto('/chart/list/');
  await expect(listRows(page).first()).toBeVisible();
  const builtIn = await api.get('/api/v1/chart/?q=(filters:!((col:viz_type,opr:eq,value:big_number_total)))');
  const builtInId = ((await builtIn.json()) as { ids: number[] }).ids[0];
  await page.goto(`/explore/?slice_id=${builtInId}`);
  await expect(page.getByTestId('chart-rendered')).toBeVisible();
});

test('Settings → Plugins shows what loaded and lets the admin add, edit and delete a plugin', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/');
  await page.getByRole('button', { name: /Settings/ }).click();
  await page.getByRole('menuitem', { name: 'Plugins' }).click();
  await expect(page).toHaveURL(/\/dynamic-plugins\/list\/$/);
  await expect(page.getByRole('heading', { name: 'Plugins' })).toBeVisible();

  const row = (name: string) => listRows(page).filter({ hasText: name });
  await expect(row('Hello chart')).toContainText('Loaded');
  await expect(row('Broken chart')).toContainText('Error');
  await expect(row('Broken chart')).toContainText('Failed to fetch dynamically imported module');

  // Add: the same bundle under another key, loaded at once in this browser.
  await page.getByRole('button', { name: 'Add plugin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add plugin' });
  await dialog.getByLabel('Name').fill('Hello again');
  await dialog.getByLabel('Key').fill('hello_again');
  await dialog.getByLabel('Bundle URL').fill('hello.js');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/Bundle URL must be an http:\/\/ or https:\/\/ address/)).toBeVisible();
  await page.screenshot({ path: 'test-results/dynamic-plugin-form.png' });
  await dialog.getByLabel('Bundle URL').fill(`${bundleOrigin}/hello-chart-plugin.mjs?key=hello_again`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added plugin Hello again')).toBeVisible();
  await expect(row('Hello again')).toContainText('Loaded');
  await page.screenshot({ path: 'test-results/dynamic-plugins-list.png', fullPage: true });

  // Edit: a key another plugin has is refused with the server's message.
  await page.getByRole('button', { name: 'Edit Hello again' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit plugin' });
  await edit.getByLabel('Key').fill('hello_chart');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText('A plugin with the key "hello_chart" already exists.');
  await edit.getByLabel('Key').fill('hello_again');
  await edit.getByLabel('Name').fill('Hello again, renamed');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved plugin Hello again, renamed')).toBeVisible();

  // Delete, after typing DELETE.
  await page.getByRole('button', { name: 'Delete Hello again, renamed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByLabel('Type "DELETE" to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted plugin Hello again, renamed')).toBeVisible();
  await expect(row('Hello again')).toHaveCount(0);
  await expect(listRows(page)).toHaveCount(2);
});
