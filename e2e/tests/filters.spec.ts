import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  chartIdsNamed,
  createDashboard,
  dashboardMetadata,
  ensureUser,
  openOptions,
  pickOption,
  signIn,
  type TestUser,
} from './support.js';

// Dashboard filters end to end (issue 7 acceptance): filters added through the configuration modal and
// applied by a viewer to the charts in their scope only; a cascading pair that drops a child value the
// new parent no longer offers; filter sets; the filter state in the URL (native_filters, a permalink,
// native_filters_key). Each test builds its own dashboard of Sales charts, so none depends on another.

const viewer: TestUser = {
  username: 'fiona',
  password: 'gamma password 8',
  firstName: 'Fiona',
  lastName: 'Viewer',
};

test.beforeAll(() => ensureUser(viewer, 'Gamma'));

const charts = (page: Page) => page.getByTestId('dashboard-chart');
const chartNamed = (page: Page, name: string) => charts(page).filter({ hasText: name });
const filterBar = (page: Page) => page.getByTestId('native-filter-bar');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

async function rendered(chart: Locator): Promise<string> {
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-status', 'rendered', { timeout: 20_000 });
  return (await chart.getByTestId('chart-rendered').textContent()) ?? '';
}

/** A page of its own, signed in as `user` (another browser context: its own cookies). */
async function pageAs(browser: Browser, user: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** The orders dataset's id (the Sales charts' dataset). */
async function ordersDatasetId(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/dashboard/sales/charts');
  const first = ((await response.json()) as { result: { form_data: { datasource: string } }[] }).result[0]!;
  return Number(first.form_data.datasource.split('__')[0]);
}

/** A value filter over the whole dashboard, saved as native_filter_configuration holds it. */
function valueFilter(datasetId: number, name: string, column: string, parents: string[] = []) {
  return {
    id: `NATIVE_FILTER-${column}`,
    type: 'NATIVE_FILTER',
    name,
    filterType: 'filter_select',
    targets: [{ datasetId, column: { name: column } }],
    controlValues: { multiSelect: true },
    defaultDataMask: { filterState: {} },
    cascadeParentIds: parents,
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
  };
}

/** Picks values in a filter of the bar (a multi-select), then closes its dropdown. */
async function chooseInBar(page: Page, filterName: string, values: string[]) {
  await filterBar(page).getByLabel(filterName, { exact: true }).click();
  for (const value of values) await openOptions(page).getByText(value, { exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The values a bar filter shows selected. */
function selectedInBar(page: Page, filterName: string) {
  return filterBar(page)
    .getByTestId('native-filter')
    .filter({ has: page.getByLabel(filterName, { exact: true }) })
    .locator('.ant-select-selection-item');
}

test('an owner adds a value and a time range filter; a viewer applies it to the charts in its scope only', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  const chartIds = await chartIdsNamed(page, ['Total revenue', 'Revenue by region', 'Top customers']);
  const id = await createDashboard(page, 'Filter config', chartIds);
  await page.goto(`/superset/dashboard/${id}/`);
  await rendered(chartNamed(page, 'Revenue by region'));

  await filterBar(page).getByRole('button', { name: 'Add/Edit filters' }).click();
  const modal = page.getByRole('dialog', { name: 'Add and edit filters' });
  await expect(modal).toBeVisible();

  // A value filter on orders.region, scoped to every chart but Total revenue.
  await modal.getByRole('button', { name: 'Add filter' }).click();
  await modal.getByLabel('Filter name').fill('Region');
  await pickOption(page, modal.getByLabel('Dataset'), 'orders');
  await pickOption(page, modal.getByLabel('Column'), 'region');
  const scoping = modal.getByTestId('filter-config-scoping');
  const totalNode = scoping.locator('.ant-tree-treenode').filter({ hasText: 'Total revenue' });
  await totalNode.locator('.ant-tree-checkbox').click();
  await expect(totalNode.locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await shot(page, 'config-value-filter');

  // A time range filter (no dataset needed).
  await modal.getByRole('button', { name: 'Add filter' }).click();
  await pickOption(page, modal.getByLabel('Filter type'), 'Time range');
  await modal.getByLabel('Filter name').fill('Period');
  await shot(page, 'config-time-filter');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();

  const saved = (await dashboardMetadata(page, id)).native_filter_configuration as {
    name: string;
    filterType: string;
    targets: { column?: { name: string } }[];
    chartsInScope?: number[];
  }[];
  expect(saved.map((filter) => [filter.name, filter.filterType])).toEqual([
    ['Region', 'filter_select'],
    ['Period', 'filter_time'],
  ]);
  expect(saved[0]!.targets[0]!.column?.name).toBe('region');
  expect([...(saved[0]!.chartsInScope ?? [])].sort()).toEqual([chartIds[1], chartIds[2]].sort());
  await expect(filterBar(page).getByTestId('native-filter')).toHaveCount(2);

  // The viewer: Region = APAC changes the pie and the table, not Total revenue.
  const view = await pageAs(browser, viewer);
  await view.goto(`/superset/dashboard/${id}/`);
  await expect(filterBar(view).getByRole('button', { name: 'Add/Edit filters' })).toHaveCount(0);
  const total = chartNamed(view, 'Total revenue');
  const pie = chartNamed(view, 'Revenue by region');
  const table = chartNamed(view, 'Top customers');
  const totalBefore = await rendered(total);
  await rendered(pie);
  const tableBefore = await rendered(table);
  await expect(pie.getByTestId('echart')).toContainText('EMEA');

  await chooseInBar(view, 'Region', ['APAC']);
  await filterBar(view).getByRole('button', { name: 'Apply filters' }).click();
  await expect(pie.getByTestId('echart')).not.toContainText('EMEA', { timeout: 20_000 });
  await expect(pie.getByTestId('echart')).toContainText('APAC');
  await expect(table.getByTestId('chart-rendered')).not.toHaveText(tableBefore, { timeout: 20_000 });
  await expect(pie.getByTestId('filter-indicator-count')).toHaveText('1');
  await expect(table.getByTestId('filter-indicator-count')).toHaveText('1');
  await expect(total).toHaveAttribute('data-status', 'rendered');
  await expect(total.getByTestId('chart-rendered')).toHaveText(totalBefore);
  await expect(total.getByTestId('filter-indicator')).toHaveCount(0);
  await shot(view, 'viewer-applied');
  await view.context().close();
});
