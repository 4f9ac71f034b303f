import { expect, test, type Page } from '@playwright/test';
import { csrfToken, shot, signIn } from './support.js';

/**
 * SQL Lab on the async test server with the examples database set to run queries async: execute answers
 * 202, the page follows the job through the store's job waiter (the session's job events) and then
 * fetches the rows; Stop ends a slow job.
 */

test.describe.configure({ mode: 'serial' });

const editor = (page: Page) => page.getByTestId('sqllab-editor').locator('.cm-content');

async function typeSql(page: Page, sql: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
  await page.keyboard.press('Escape');
}

/** Sets whether the examples database runs SQL Lab's queries on the worker tier. */
async function runExamplesAsync(page: Page, on: boolean) {
  const databases = await (await page.request.get('/api/v1/database/')).json();
  const examples = (databases.result as { id: number; database_name: string }[]).find(
    (database) => database.database_name === 'examples',
  );
  expect(examples).toBeDefined();
  const answer = await page.request.put(`/api/v1/database/${examples!.id}`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: { allow_run_async: on },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await runExamplesAsync(page, true);
});
test.afterEach(async ({ page }) => {
  await runExamplesAsync(page, false);
});

test('a query run as a job shows its rows once its event came', async ({ page }) => {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/sqllab/execute/') statuses.push(response.status());
  });
  await page.goto('/sqllab/');
  await expect(page.getByTestId('sqllab-editor')).toBeVisible();
  await typeSql(page, 'SELECT 6 * 7 AS answer');
  await page.getByTestId('sqllab-run').click();
  await expect(
    page.getByTestId('sqllab-grid').getByRole('gridcell', { name: '42', exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect(statuses).toEqual([202]);
  await shot(page, 'sqllab-async-result');
});

test('a slow query run as a job is stopped', async ({ page }) => {
  await page.goto('/sqllab/');
  await expect(page.getByTestId('sqllab-editor')).toBeVisible();
  await typeSql(page, 'SELECT sum(r) FROM range(100000000000) t(r');
  await page.getByTestId('sqllab-run').click();
  await expect(page.getByTestId('sqllab-running')).toBeVisible();
  await page.waitForTimeout(1_500);
  await page.getByTestId('sqllab-stop').click();
  await expect(page.getByTestId('sqllab-stopped')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('sqllab-run')).toBeVisible();
  // The server has it stopped too.
  const history = await (
    await page.request.get(
      `/api/v1/query/?q=${encodeURIComponent('(order_column:start_time,order_direction:desc,page_size:1)')}`,
    )
  ).json();
  expect((history.result as { status: string }[])[0]?.status).toBe('stopped');
  await shot(page, 'sqllab-async-stopped');
});
