import { expect, test, type Page } from '@playwright/test';
import { createDashboard, csrfToken, dashboardCharts, shot, signIn } from './support.js';

/**
 * Async queries (GLOBAL_ASYNC_QUERIES on the second test server): a chart query the cache cannot answer
 * is a job (202); the page learns it finished through the session's job events and fetches its answer.
 */

test.use({ viewport: { width: 1400, height: 4000 } });

/** Records the chart-data answers' statuses and what came over the event socket. */
function watchAsync(page: Page) {
  const seen = { chartDataStatuses: [] as number[], socketEvents: 0, polls: 0 };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/v1/chart/data' && response.request().method() === 'POST')
      seen.chartDataStatuses.push(response.status());
    if (url.pathname === '/api/v1/async_event/') seen.polls += 1;
  });
  page.on('websocket', (socket) => socket.on('framereceived', () => (seen.socketEvents += 1)));
  return seen;
}

async function everyChartDrawn(page: Page) {
  const charts = dashboardCharts(page);
  await expect(charts.first()).toBeVisible();
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-status', 'rendered', { timeout: 45_000 });
  }
  return charts.count();
}

test('a dashboard draws every chart through job events over the websocket', async ({ page }) => {
  await signIn(page);
  const seen = watchAsync(page);
  await page.goto('/superset/dashboard/sales/');
  const charts = await everyChartDrawn(page);
  expect(charts).toBeGreaterThan(3);
  expect(seen.chartDataStatuses.filter((status) => status === 202).length).toBeGreaterThan(0);
  expect(seen.socketEvents).toBeGreaterThan(0);
  await shot(page, 'async-dashboard-via-events');
});

test('with the websocket refused, the page falls back to polling and still draws', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  let socketsRefused = 0;
  await page.routeWebSocket(/\/api\/v1\/async_event\/ws/, (socket) => {
    socketsRefused += 1;
    socket.close();
  });
  const seen = watchAsync(page);
  await page.goto('/superset/dashboard/web-analytics/');
  await everyChartDrawn(page);
  expect(seen.chartDataStatuses.filter((status) => status === 202).length).toBeGreaterThan(0);
  // The first socket and its 6 reopenings were refused before the page polled.
  expect(socketsRefused).toBe(7);
  expect(seen.polls).toBeGreaterThan(0);
  await shot(page, 'async-dashboard-via-polling');
});

test('a slow query shows that it runs on a worker, for how long, and can be stopped', async ({ page }) => {
  await signIn(page);
  const headers = { 'X-CSRFToken': await csrfToken(page) };
  const databases = await (await page.request.get('/api/v1/database/')).json();
  const examples = (databases.result as { id: number; database_name: string }[]).find(
    (database) => database.database_name === 'examples',
  );
  expect(examples).toBeDefined();
  const dataset = await page.request.post('/api/v1/dataset/', {
    headers,
    data: {
      database: examples!.id,
      schema: 'main',
      table_name: `endless_${Date.now()}`,
      sql: 'SELECT sum(r) AS n FROM range(100000000000) t(r)',
    },
  });
  expect(dataset.status(), await dataset.text()).toBe(201);
  const datasetId = ((await dataset.json()) as { id: number }).id;
  const chart = await page.request.post('/api/v1/chart/', {
    headers,
    data: {
      slice_name: 'Endless sum',
      viz_type: 'big_number_total',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({
        viz_type: 'big_number_total',
        datasource: `${datasetId}__table`,
        metric: { expressionType: 'SQL', sqlExpression: 'max(n)', label: 'n' },
      }),
    },
  });
  expect(chart.status(), await chart.text()).toBe(201);
  const chartId = ((await chart.json()) as { id: number }).id;
  const dashboardId = await createDashboard(page, 'Endless', [chartId]);

  await page.goto(`/superset/dashboard/${dashboardId}/`);
  const status = page.getByTestId('chart-job-status');
  await expect(status).toContainText('Running on a worker');
  await expect(status).toContainText(/[1-9] s/, { timeout: 10_000 });
  await shot(page, 'async-chart-running');
  await page.getByTestId('chart-job-stop').click();
  await expect(status).toBeHidden();
  await expect(dashboardCharts(page).first()).toContainText('The query was stopped.');
  await shot(page, 'async-chart-stopped');
});
