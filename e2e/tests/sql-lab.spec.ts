import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { datasetId, shot, signIn } from './support.js';

// SQL Lab end to end against the real server: opened from explore and from a saved query's link, a
// query written with autocomplete and run with Ctrl+Enter, a slow one stopped, 50k rows scrolled, a
// query saved and found in Saved queries, one run again from the history, a chart made from a result,
// and tabs that survive a reload.

test.describe.configure({ mode: 'serial' });

const editor = (page: Page) => page.getByTestId('sqllab-editor').locator('.cm-content');
const editorTabs = (page: Page) => page.locator('.sl-sqllab-tabs > .ant-tabs-nav .ant-tabs-tab');
const activeTab = (page: Page) => page.locator('.sl-sqllab-tabs > .ant-tabs-nav .ant-tabs-tab-active');

/** Replaces the active editor's text with `sql`, typed as a person would (brackets close themselves). */
async function typeSql(page: Page, sql: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
  await page.keyboard.press('Escape');
}

async function newTab(page: Page) {
  const before = await editorTabs(page).count();
  // With many tabs the bar moves its add button next to the overflow menu: the visible one.
  await page.locator('.sl-sqllab-tabs > .ant-tabs-nav .ant-tabs-nav-add:visible').first().click();
  await expect(editorTabs(page)).toHaveCount(before + 1);
}

async function openSqlLab(page: Page) {
  await page.goto('/sqllab/');
  await expect(page.getByTestId('sqllab-editor')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("explore's View in SQL Lab opens the chart's SQL on its database in a new tab", async ({ page }) => {
  const orders = await datasetId(page, 'orders');
  await page.goto(`/explore/?datasource_type=table&datasource_id=${orders}`);
  // A chart with a query to show: the table of a metric.
  await page
    .getByTestId('datasource-metric-sum__sales')
    .dragTo(page.getByTestId('dnd-metric-dropzone-metrics'));
  await expect(page.getByTestId('dnd-metric-dropzone-metrics').getByTestId('dnd-pill')).toHaveCount(1);
  await page.getByTestId('datasource-menu').click();
  await page.getByTestId('datasource-menu-sqllab').click();
  await expect(page).toHaveURL(/\/sqllab\/$/);
  await expect(activeTab(page)).toContainText('orders');
  await expect(editor(page)).toContainText(/SELECT/i);
  await expect(page.getByTestId('sqllab-database')).toContainText('examples');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('sqllab-rowcount')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'sqllab-from-explore');
});

test('a query written with autocomplete runs with Ctrl+Enter; its rows are copied and downloaded', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSqlLab(page);
  await newTab(page);
  await expect(page.getByTestId('sqllab-schema')).toContainText('main');
  await editor(page).click();
  await page.keyboard.type('SELECT * FROM ord');
  const completions = page.locator('.cm-tooltip-autocomplete');
  await expect(completions).toContainText('orders');
  await shot(page, 'sqllab-autocomplete');
  await completions.getByText('orders', { exact: true }).click();
  await page.keyboard.type(' LIMIT 5');
  await expect(editor(page)).toContainText('SELECT * FROM orders LIMIT 5');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('sqllab-rowcount')).toHaveText('5 rows', { timeout: 20_000 });
  await expect(page.getByTestId('sqllab-grid').getByRole('columnheader').nth(1)).toBeVisible();
  await shot(page, 'sqllab-run');

  // The rows go to the clipboard as tab-separated text, and download as CSV from the server.
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const copied = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(copied.split('\n')).toHaveLength(6);
  expect(copied.split('\n')[0]).toContain('order_id\t');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.trim().split('\n')).toHaveLength(6);
});

test("an engine's error shows its message and the line and column it points at", async ({ page }) => {
  await openSqlLab(page);
  await newTab(page);
  await typeSql(page, 'SELECT status,\n  nope\nFROM orders');
  await page.getByTestId('sqllab-run').click();
  const error = page.getByTestId('sqllab-error');
  await expect(error).toContainText('Referenced column "nope" not found');
  await expect(error).toContainText(/Line 2, column \d+/);
  // The editor marks the line too, until the text changes.
  const marked = page.getByTestId('sqllab-editor').locator('.sl-sql-editor-marked-line');
  await expect(marked).toHaveText('  nope');
  await shot(page, 'sqllab-error');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' o');
  await expect(marked).toHaveCount(0);
});

test('Format SQL lays the SQL out in the database dialect', async ({ page }) => {
  await openSqlLab(page);
  await newTab(page);
  await typeSql(page, 'select status, count(*) as n from orders group by status');
  await page.getByRole('button', { name: 'Format SQL' }).click();
  await expect(page.getByTestId('sqllab-editor').locator('.cm-line')).not.toHaveCount(1);
  await expect(editor(page)).toContainText('orders');
  await shot(page, 'sqllab-formatted');
});

test("Copy link shares the tab's SQL; the link opens it in a new tab", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSqlLab(page);
  await newTab(page);
  await typeSql(page, 'SELECT 99 AS shared');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  const link = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(link).toMatch(/\/sqllab\/p\/[^/]+\/$/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/sqllab\/$/);
  await expect(editor(page)).toContainText('SELECT 99 AS shared');
});

test('a slow query is stopped', async ({ page }) => {
  await openSqlLab(page);
  await newTab(page);
  await typeSql(page, 'SELECT sum(r) FROM range(100000000000) t(r');
  await page.getByTestId('sqllab-run').click();
  await expect(page.getByTestId('sqllab-stop')).toBeVisible();
  await expect(page.getByTestId('sqllab-running')).toBeVisible();
  await page.waitForTimeout(1_000);
  await shot(page, 'sqllab-running');
  await page.getByTestId('sqllab-stop').click();
  await expect(page.getByTestId('sqllab-stopped')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('sqllab-run')).toBeVisible();
  await shot(page, 'sqllab-stopped');
});

// The server returns at most its maximum (SQL_MAX_ROW, 50,000 by default) rows: asked for 100k, the
// grid gets the maximum and says the rows were cut; the unit tests scroll 100k rows.
test('a result of the most rows the server returns scrolls to its last row', async ({ page }) => {
  await openSqlLab(page);
  await newTab(page);
  await page.getByLabel('Limit').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Limit 50,000').click();
  await typeSql(page, 'SELECT r, r * 2 AS twice FROM range(100000) t(r');
  await page.getByTestId('sqllab-run').click();
  await expect(page.getByTestId('sqllab-rowcount')).toHaveText('50,000 rows', { timeout: 30_000 });
  await expect(page.getByTestId('sqllab-limit-notice')).toContainText('limited to 50,000');
  const grid = page.getByTestId('sqllab-grid');
  expect(await grid.getByRole('row').count()).toBeLessThan(100);
  await grid.evaluate((element) => (element.scrollTop = element.scrollHeight / 2));
  await expect(grid.getByRole('gridcell', { name: '25000', exact: true }).first()).toBeVisible();
  await grid.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(grid.getByRole('gridcell', { name: '49999', exact: true }).first()).toBeVisible();
  expect(await grid.getByRole('row').count()).toBeLessThan(100);
  await shot(page, 'sqllab-many-rows');
});

test('a saved query is found in Saved queries, and its link opens it in SQL Lab', async ({ page }) => {
  const name = `Order count ${Date.now()}`;
  await openSqlLab(page);
  await newTab(page);
  await typeSql(page, 'SELECT count(*) AS n FROM orders');
  await page.getByRole('button', { name: 'Save' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('How many orders there are');
  await shot(page, 'sqllab-save');
  await page.getByTestId('sqllab-save-confirm').click();
  await expect(page.getByText('The query was saved')).toBeVisible();
  await expect(activeTab(page)).toContainText(name);

  await page.goto('/savedqueryview/list/');
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible();
  await shot(page, 'sqllab-saved-list');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/savedQueryId=\d+/);
  // The link the list copies: /superset/sqllab?savedQueryId=N.
  await page.goto(`/superset/sqllab?${href!.split('?')[1]}`);
  await expect(activeTab(page)).toContainText(name);
  await expect(editor(page)).toContainText('SELECT count(*) AS n FROM orders');
  await shot(page, 'sqllab-from-saved-query');
});

test('a saved query or dataset that cannot be read says so', async ({ page }) => {
  await page.goto('/sqllab/?savedQueryId=999999');
  await expect(page.getByText('An error occurred while loading the SQL')).toBeVisible();
});

test('a query is run again from the history', async ({ page }) => {
  await openSqlLab(page);
  await newTab(page);
  await typeSql(page, 'SELECT 41 + 1 AS answer');
  await page.getByTestId('sqllab-run').click();
  await expect(page.getByTestId('sqllab-rowcount')).toHaveText('1 row', { timeout: 20_000 });
  await typeSql(page, 'SELECT 1');
  await page.getByRole('tab', { name: 'Query history' }).click();
  const history = page.getByTestId('sqllab-history');
  const row = history.locator('tr', { hasText: 'SELECT 41 + 1 AS answer' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('success');
  await shot(page, 'sqllab-history');
  await row.getByRole('button', { name: 'Run again' }).click();
  await expect(
    page.getByTestId('sqllab-grid').getByRole('gridcell', { name: '42', exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(editor(page)).toContainText('SELECT 41 + 1 AS answer');
});

test('a chart is created from a result', async ({ page }) => {
  await openSqlLab(page);
  await newTab(page);
  await typeSql(page, 'SELECT status, count(*) AS orders FROM orders GROUP BY status');
  await page.getByTestId('sqllab-run').click();
  await expect(page.getByTestId('sqllab-rowcount')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'sqllab-before-chart');
  await page.getByRole('button', { name: 'Create chart' }).click();
  await expect(page).toHaveURL(/\/explore\/\?datasource_type=table&datasource_id=\d+/);
  await expect(page.getByTestId('datasource-menu')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'sqllab-chart');
});

test('tabs survive a reload and follow the user to another browser: their order, the active one, its SQL and its last result', async ({
  page,
  browser,
  baseURL,
}) => {
  await openSqlLab(page);
  await newTab(page);
  const label = `Kept ${Date.now()}`;
  await activeTab(page).getByTestId('sqllab-tab-title').dblclick();
  await page.getByLabel('Tab name').fill(label);
  await page.keyboard.press('Enter');
  await typeSql(page, 'SELECT 7 AS kept');
  await page.getByTestId('sqllab-run').click();
  await expect(page.getByTestId('sqllab-rowcount')).toHaveText('1 row', { timeout: 20_000 });
  await expect(activeTab(page)).toContainText(label);
  // Dragged to the front of the bar (the drag starts after a few pixels of movement).
  const from = (await activeTab(page).boundingBox())!;
  const to = (await editorTabs(page).first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
  await expect(editorTabs(page).first()).toContainText(label);
  // The SQL is kept shortly after typing stops.
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(activeTab(page)).toContainText(label);
  await expect(editorTabs(page).first()).toContainText(label);
  await expect(editor(page)).toContainText('SELECT 7 AS kept');
  // The tab's last result comes back by its results key.
  await expect(
    page.getByTestId('sqllab-grid').getByRole('gridcell', { name: '7', exact: true }),
  ).toBeVisible();
  await shot(page, 'sqllab-after-reload');

  // Another browser (a new context: no shared storage) signed in as the same user.
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signIn(other);
  await openSqlLab(other);
  await expect(activeTab(other)).toContainText(label);
  await expect(editorTabs(other).first()).toContainText(label);
  await expect(editor(other)).toContainText('SELECT 7 AS kept');
  await shot(other, 'sqllab-other-browser');
  await other.context().close();
});
