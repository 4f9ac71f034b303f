import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  chartNamed,
  copyDashboardPermalink,
  copyExampleDashboard,
  createDashboard,
  dashboardCharts,
  ensureUser,
  grantExampleData,
  rendered,
  shot,
  signIn,
} from './support.js';

// Dashboards end to end: the example dashboard renders every chart; an owner edits the layout by drag and
// drop (new row, resize, tabs, markdown), undoes and redoes, saves and reloads; label colors from the
// JSON metadata color two charts; a permalink restores the view; a Gamma user cannot edit. Filters and
// cross-filters: filters.spec.ts and filters-examples.spec.ts.

const viewer = { username: 'gwen', password: 'gamma password 3', firstName: 'Gwen', lastName: 'Viewer' };

test.beforeAll(() => {
  ensureUser(viewer, 'Gamma');
  grantExampleData('Gamma');
});

/** Scrolls each chart into view (they load only near the viewport) and waits until it has drawn. */
async function expectEveryChartRendered(page: Page, count: number) {
  await expect(dashboardCharts(page)).toHaveCount(count);
  for (let index = 0; index < count; index += 1) {
    const chart = dashboardCharts(page).nth(index);
    await rendered(chart);
    await expect(chart.getByTestId('chart-rendered')).toBeVisible();
  }
}

/** A dashboard of three example Births charts in one row, owned by the signed-in user. */
async function createLayoutDashboard(page: Page): Promise<number> {
  const list = await page.request.get(
    `/api/v1/chart/?q=${encodeURIComponent("(filters:!((col:slice_name,opr:sw,value:'Births')),order_column:slice_name,page_size:3)")}`,
  );
  const ids = ((await list.json()) as { result: { id: number }[] }).result.map((chart) => chart.id);
  expect(ids).toHaveLength(3);
  return createDashboard(page, 'Layout test', ids);
}

async function savedLayout(
  page: Page,
  id: number,
): Promise<Record<string, { type: string; children: string[] }>> {
  const response = await page.request.get(`/api/v1/dashboard/${id}`);
  const body = (await response.json()) as { result: { position_json: string } };
  return JSON.parse(body.result.position_json) as Record<string, { type: string; children: string[] }>;
}

/** Drags with the mouse in small steps (dnd-kit starts a drag after 5 px) and drops at (x, y). */
async function dragTo(page: Page, source: Locator, x: number, y: number) {
  const box = (await source.boundingBox())!;
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(startX + ((x - startX) * step) / steps, startY + ((y - startY) * step) / steps);
  }
  await expect(page.getByTestId('dashboard-drop-indicator')).toBeVisible();
  await page.mouse.up();
}

/** The drag handle of a chart's own hover menu (rows and columns around it have theirs). */
async function chartHandle(chart: Locator): Promise<Locator> {
  const component = chart.locator('xpath=ancestor::*[@data-layout-type="CHART"][1]');
  await chart.hover();
  const handle = component.locator(':scope > .sl-hover-menu').getByTestId('dashboard-drag-handle');
  await expect(handle).toBeVisible();
  return handle;
}

/** A point just below the last row of the grid (where a new row lands). */
async function belowLastRow(page: Page): Promise<{ x: number; y: number }> {
  const row = (await page.locator('.sl-dashboard-layout .sl-row').last().boundingBox())!;
  return { x: row.x + 100, y: row.y + row.height + 40 };
}

test('the example dashboard shows every chart with data', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const response = await page.request.get('/api/v1/dashboard/sales/charts');
  const count = ((await response.json()) as { result: unknown[] }).result.length;
  await page.goto('/superset/dashboard/sales/');
  await expect(page.getByTestId('dashboard-title')).toHaveText('Sales Dashboard');
  await expectEveryChartRendered(page, count);
  await expect(page.locator('[data-testid="dashboard-chart"][data-status="failed"]')).toHaveCount(0);
  await page.evaluate('document.querySelector(".app-content")?.scrollTo(0, 0)');
  await shot(page, 'sales-dashboard');
});

test('a Gamma user gets no edit button, even with ?edit=true', async ({ page }) => {
  await signIn(page, viewer);
  await page.goto('/superset/dashboard/sales/?edit=true');
  await expect(page.getByTestId('dashboard-header')).toBeVisible();
  await expect(page.getByTestId('edit-dashboard')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-save')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-builder-panel')).toHaveCount(0);
});

test('an owner edits the layout by drag and drop, undoes, redoes, saves and reloads it', async ({ page }) => {
  test.setTimeout(150_000);
  // Tall enough that every drop target stays on screen without scrolling mid-drag.
  await page.setViewportSize({ width: 1280, height: 2200 });
  await signIn(page);
  const id = await createLayoutDashboard(page);
  await page.goto(`/superset/dashboard/${id}/`);
  await expectEveryChartRendered(page, 3);
  await page.getByTestId('edit-dashboard').click();
  await expect(page.getByTestId('dashboard-builder-panel')).toBeVisible();
  const rows = page.locator('.sl-dashboard-layout .sl-row');
  await expect(rows).toHaveCount(1);

  // The third chart into a new row below.
  const third = dashboardCharts(page).nth(2);
  const below = await belowLastRow(page);
  await dragTo(page, await chartHandle(third), below.x, below.y);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByTestId('dashboard-chart')).toHaveCount(1);

  // Resize it: its right edge two grid columns further.
  const moved = rows.nth(1).getByTestId('dashboard-chart');
  const before = (await moved.boundingBox())!;
  await moved.hover();
  const handle = rows.nth(1).locator('.sl-resize-handle').first();
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  const column = before.width / 4;
  for (let step = 1; step <= 10; step += 1)
    await page.mouse.move(grip.x + grip.width / 2 + (column * 2 * step) / 10, grip.y + grip.height / 2);
  await page.mouse.up();
  await expect.poll(async () => (await moved.boundingBox())!.width).toBeGreaterThan(before.width + column);
  await shot(page, 'edit-1-new-row-resized');

  // Tabs from the layout elements, then the first chart into the new tab.
  await page.getByRole('tab', { name: 'Layout elements' }).click();
  const elements = page.getByTestId('builder-layout-elements');
  let target = await belowLastRow(page);
  await dragTo(page, elements.getByText('Tabs', { exact: true }), target.x, target.y);
  const tabs = page.locator('.sl-dashboard-layout .ant-tabs');
  await expect(tabs).toHaveCount(1);
  const pane = (await tabs.getByText('Drag and drop components to this tab').boundingBox())!;
  await dragTo(page, await chartHandle(dashboardCharts(page).first()), pane.x + 60, pane.y + pane.height / 2);
  await expect(tabs.getByTestId('dashboard-chart')).toHaveCount(1);
  await shot(page, 'edit-2-chart-in-tab');

  // Markdown below everything.
  const box = (await page.getByTestId('dashboard-layout').boundingBox())!;
  target = { x: box.x + 100, y: box.y + box.height - 6 };
  await dragTo(page, elements.getByText('Text', { exact: true }), target.x, target.y);
  await expect(page.getByTestId('dashboard-markdown')).toHaveCount(1);

  // Undo takes the markdown away, redo brings it back.
  await page.getByTestId('dashboard-undo').click();
  await expect(page.getByTestId('dashboard-markdown')).toHaveCount(0);
  await page.getByTestId('dashboard-redo').click();
  await expect(page.getByTestId('dashboard-markdown')).toHaveCount(1);
  await shot(page, 'edit-3-before-save');

  await page.getByTestId('dashboard-save').click();
  await expect(page.getByTestId('edit-dashboard')).toBeVisible();
  const layout = await savedLayout(page, id);
  const types = Object.values(layout).map((node) => node.type);
  expect(types.filter((type) => type === 'TABS')).toHaveLength(1);
  expect(types.filter((type) => type === 'MARKDOWN')).toHaveLength(1);
  expect(types.filter((type) => type === 'CHART')).toHaveLength(3);

  await page.reload();
  await expect(page.getByTestId('dashboard-markdown')).toHaveCount(1);
  await expect(page.locator('.sl-dashboard-layout .ant-tabs')).toHaveCount(1);
  await expect(page.locator('.sl-dashboard-layout .ant-tabs').getByTestId('dashboard-chart')).toHaveCount(1);
  await expect(dashboardCharts(page)).toHaveCount(3);
  expect(await savedLayout(page, id)).toEqual(layout);
  await shot(page, 'edit-4-reloaded');
});

test('label colors from the JSON metadata color the same label in two charts', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  // A copy: the Sales example other tests open keeps its colors, and a rerun starts without the red.
  const id = await copyExampleDashboard(page, 'sales', 'Label colors');
  await page.goto(`/superset/dashboard/${id}/`);
  const pie = chartNamed(page, 'Revenue by region');
  const treemap = chartNamed(page, 'Revenue treemap');
  const red = 'svg [fill="#ff0000"], svg [fill="rgb(255,0,0)"]';
  await rendered(pie);
  await expect(pie.locator(red)).toHaveCount(0);

  await page.getByTestId('dashboard-header-menu').click();
  await page.getByRole('menuitem', { name: 'Edit properties' }).click();
  const modal = page.getByTestId('dashboard-properties-modal');
  const json = modal.getByTestId('properties-json-metadata');
  const metadata = JSON.parse(await json.inputValue()) as Record<string, unknown>;
  await json.fill(JSON.stringify({ ...metadata, label_colors: { EMEA: '#ff0000' } }, null, 2));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();

  await page.reload();
  for (const chart of [pie, treemap]) {
    await rendered(chart);
    await expect(chart.locator(red).first()).toBeAttached();
  }
  await pie.scrollIntoViewIfNeeded();
  await shot(page, 'label-colors');
});

test('a permalink restores the open tab', async ({ page }) => {
  await signIn(page);
  await page.goto('/superset/dashboard/web-analytics/');
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page).toHaveURL(/activeTabs=/);
  await expect(dashboardCharts(page).first()).toHaveAttribute('data-status', 'rendered', { timeout: 20_000 });

  const url = await copyDashboardPermalink(page);

  await page.goto('/superset/dashboard/web-analytics/');
  await expect(page.getByRole('tab', { name: 'Traffic' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(url);
  await expect(page).toHaveURL(/\/superset\/dashboard\/p\//);
  await expect(page.getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');
  await expect(dashboardCharts(page).first()).toHaveAttribute('data-status', 'rendered', { timeout: 20_000 });
  await shot(page, 'permalink');
});

/** Picks a dashboard menu entry that downloads a file; the file's bytes. */
async function downloadFromMenu(page: Page, item: string): Promise<Buffer> {
  await page.getByTestId('dashboard-header-menu').click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return readFile(await download.path());
}

test('downloads the dashboard as an image and as a PDF with a page per tab', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/superset/dashboard/web-analytics/');
  await expect(dashboardCharts(page).first()).toHaveAttribute('data-status', 'rendered', { timeout: 20_000 });
  // Its two tabs, Traffic and Performance, are two pages.
  const pdf = await downloadFromMenu(page, 'Export to PDF');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/Count 2\b/);
  await expect(page.getByRole('tab', { name: 'Traffic' })).toHaveAttribute('aria-selected', 'true');
  const png = await downloadFromMenu(page, 'Download as image');
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
});
