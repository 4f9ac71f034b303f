import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  chartIdsNamed,
  csrfToken,
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
// native_filters_key); a filter-box dashboard and its migration. The tests that change a dashboard build
// their own; the last two work on the example Sales dashboard (a pie's cross-filter, then native filters
// saved on it).

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

  // Period (whole dashboard in scope): every chart queries again with the time range, Total revenue too.
  // (The example charts have no time column or temporal filter, so their numbers stay: as in Superset,
  // a time range filters only charts with one.)
  await filterBar(view).getByTestId('time-range-trigger').click();
  const popover = view.getByTestId('time-range-popover');
  await pickOption(view, popover.getByLabel('Range type'), 'Advanced');
  await popover.getByLabel('START (INCLUSIVE)').fill('2024-01-01');
  await popover.getByLabel('END (EXCLUSIVE)').fill('2025-01-01');
  await popover.getByTestId('time-range-apply').click();
  const timed: string[] = [];
  view.on('request', (request) => {
    const body =
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data'
        ? request.postData()
        : null;
    if (body?.includes('2024-01-01 : 2025-01-01')) timed.push(body);
  });
  await filterBar(view).getByRole('button', { name: 'Apply filters' }).click();
  await expect.poll(() => timed.length, { timeout: 20_000 }).toBe(3);
  expect(timed.filter((body) => body.includes('"APAC"'))).toHaveLength(2);
  await expect(total.getByTestId('filter-indicator-count')).toHaveText('1');
  await expect(pie.getByTestId('filter-indicator-count')).toHaveText('2');
  await total.getByTestId('filter-indicator').click();
  await expect(view.getByTestId('filter-indicator-popover')).toContainText('Period');
  await expect(view.getByTestId('filter-indicator-popover')).not.toContainText('Region');
  await view.keyboard.press('Escape');
  await view.context().close();
});

/** A dashboard of three Sales charts with Region and Country (cascading from Region) value filters. */
async function regionCountryDashboard(page: Page, title: string): Promise<number> {
  const datasetId = await ordersDatasetId(page);
  const chartIds = await chartIdsNamed(page, ['Total revenue', 'Revenue by region', 'Top customers']);
  return createDashboard(page, title, chartIds, {
    native_filter_configuration: [
      valueFilter(datasetId, 'Region', 'region'),
      valueFilter(datasetId, 'Country', 'country', ['NATIVE_FILTER-region']),
    ],
  });
}

test('changing a parent filter clears a child value it no longer offers, and the charts keep data', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await regionCountryDashboard(page, 'Cascade');
  await page.goto(`/superset/dashboard/${id}/`);
  const total = chartNamed(page, 'Total revenue');
  const pie = chartNamed(page, 'Revenue by region');
  const all = await rendered(total);
  const apply = filterBar(page).getByRole('button', { name: 'Apply filters' });

  await chooseInBar(page, 'Region', ['APAC']);
  await apply.click();
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(all, { timeout: 20_000 });
  await chooseInBar(page, 'Country', ['Japan']);
  await apply.click();
  await expect(total.getByTestId('filter-indicator-count')).toHaveText('2');
  const japan = await rendered(total);
  await expect(selectedInBar(page, 'Country')).toHaveText(['Japan']);

  // Region APAC → EMEA: Japan is not in EMEA, so Country empties instead of blanking the charts.
  await chooseInBar(page, 'Region', ['APAC', 'EMEA']);
  await expect(selectedInBar(page, 'Region')).toHaveText(['EMEA']);
  await apply.click();
  await expect(selectedInBar(page, 'Country')).toHaveCount(0, { timeout: 20_000 });
  await expect(total.getByTestId('filter-indicator-count')).toHaveText('1', { timeout: 20_000 });
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(japan, { timeout: 20_000 });
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(all);
  await expect(total.getByTestId('chart-rendered')).toContainText('$');
  await expect(pie.getByTestId('echart')).toContainText('EMEA', { timeout: 20_000 });
  await expect(pie.getByTestId('echart')).not.toContainText('APAC');
  await expect(page.locator('[data-testid="dashboard-chart"][data-status="failed"]')).toHaveCount(0);

  // The child's options now come from EMEA.
  await filterBar(page).getByLabel('Country', { exact: true }).click();
  await expect(openOptions(page).getByText('France', { exact: true })).toBeVisible();
  await expect(openOptions(page).getByText('Japan', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shot(page, 'cascade-cleared');
});

test('a saved filter set brings its filters back after Clear all', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await regionCountryDashboard(page, 'Filter set');
  await page.goto(`/superset/dashboard/${id}/`);
  const total = chartNamed(page, 'Total revenue');
  const all = await rendered(total);
  const bar = filterBar(page);

  await chooseInBar(page, 'Region', ['EMEA']);
  await bar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(all, { timeout: 20_000 });
  const emea = await rendered(total);

  const sets = bar.getByTestId('filter-sets');
  await sets.getByLabel('Name of the new filter set').fill('EMEA only');
  await sets.getByRole('button', { name: 'Create new filter set' }).click();
  const set = sets.getByTestId('filter-set').filter({ hasText: 'EMEA only' });
  await expect(set).toHaveCount(1);

  await bar.getByRole('button', { name: 'Clear all' }).click();
  await expect(total.getByTestId('chart-rendered')).toHaveText(all, { timeout: 20_000 });
  await expect(selectedInBar(page, 'Region')).toHaveCount(0);

  await set.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filter_set_id=\d+/);
  await expect(selectedInBar(page, 'Region')).toHaveText(['EMEA']);
  await expect(total.getByTestId('chart-rendered')).toHaveText(emea, { timeout: 20_000 });
  await expect(set.getByRole('button', { name: 'Applied' })).toBeVisible();
  await shot(page, 'filter-set-applied');
});

test('the filter state comes back from native_filters, from a permalink and from native_filters_key', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const id = await regionCountryDashboard(page, 'URL state');
  const url = `/superset/dashboard/${id}/`;
  await page.goto(url);
  const total = chartNamed(page, 'Total revenue');
  const pie = chartNamed(page, 'Revenue by region');
  const all = await rendered(total);

  /** Region EMEA applied: the bar, the pie and the total say so. */
  const expectEmea = async (emea?: string) => {
    await expect(selectedInBar(page, 'Region')).toHaveText(['EMEA']);
    await expect(pie.getByTestId('echart')).toContainText('EMEA', { timeout: 20_000 });
    await expect(pie.getByTestId('echart')).not.toContainText('APAC');
    await expect(total.getByTestId('filter-indicator-count')).toHaveText('1');
    if (emea !== undefined) await expect(total.getByTestId('chart-rendered')).toHaveText(emea);
    else await expect(total.getByTestId('chart-rendered')).not.toHaveText(all, { timeout: 20_000 });
    await rendered(total);
    return (await total.getByTestId('chart-rendered').textContent()) ?? '';
  };

  const mask = '(extraFormData:(filters:!((col:region,op:IN,val:!(EMEA)))),filterState:(value:!(EMEA)))';
  await page.goto(`${url}?native_filters=${encodeURIComponent(`(NATIVE_FILTER-region:${mask})`)}`);
  const emea = await expectEmea();
  await shot(page, 'url-native-filters');

  // A permalink of this state.
  await page.getByTestId('dashboard-header-menu').click();
  await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
  await expect(page.getByText('Link Copied!')).toBeVisible();
  const permalink = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(permalink).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);

  // A change is kept under a key in the URL (the preselection leaves it); a reload from it keeps it.
  await chooseInBar(page, 'Country', ['France']);
  await filterBar(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(total.getByTestId('filter-indicator-count')).toHaveText('2', { timeout: 20_000 });
  await expect(page).toHaveURL(/native_filters_key=[^&]+/, { timeout: 20_000 });
  await expect(page).not.toHaveURL(/native_filters=/);
  const france = await rendered(total);
  await page.reload();
  await expect(selectedInBar(page, 'Region')).toHaveText(['EMEA']);
  await expect(selectedInBar(page, 'Country')).toHaveText(['France']);
  await expect(total.getByTestId('filter-indicator-count')).toHaveText('2', { timeout: 20_000 });
  await expect(total.getByTestId('chart-rendered')).toHaveText(france, { timeout: 20_000 });
  await shot(page, 'native-filters-key');

  // Without the key: the defaults; the permalink: Region EMEA (and no country) again.
  await page.goto(url);
  await expect(selectedInBar(page, 'Region')).toHaveCount(0);
  await expect(total.getByTestId('chart-rendered')).toHaveText(all, { timeout: 20_000 });
  await page.goto(permalink);
  await expect(page).toHaveURL(/\/superset\/dashboard\/p\//);
  await expectEmea(emea);
  await expect(selectedInBar(page, 'Country')).toHaveCount(0);
  await shot(page, 'permalink-filters');
});

/** A copy of the example 'Births (filter box)' dashboard (its layout and metadata), owned by the user. */
async function filterBoxDashboard(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/dashboard/births-filter-box');
  expect(response.ok()).toBe(true);
  const example = (await response.json()) as { result: { position_json: string; json_metadata: string } };
  const copy = await page.request.post('/api/v1/dashboard/', {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: {
      dashboard_title: `Filter box ${Date.now()}`,
      position_json: example.result.position_json,
      json_metadata: example.result.json_metadata,
      published: true,
    },
  });
  expect(copy.status()).toBe(201);
  return ((await copy.json()) as { id: number }).id;
}

test('a filter box filters its charts; Review and Save migrate it to native filters', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  const id = await filterBoxDashboard(page);
  await page.goto(`/superset/dashboard/${id}/`);
  const box = chartNamed(page, 'Filter box: name, gender, state');
  const total = chartNamed(page, 'Total births');
  const split = chartNamed(page, 'Gender split');
  const all = await rendered(total);
  await rendered(box);
  await expect(split.getByTestId('echart')).toContainText('girl', { timeout: 20_000 });

  // Instant filtering: picking a gender filters the other charts at once.
  await pickOption(page, box.getByLabel('Gender', { exact: true }), 'boy');
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(all, { timeout: 20_000 });
  await expect(split.getByTestId('echart')).not.toContainText('girl', { timeout: 20_000 });
  await expect(split.getByTestId('echart')).toContainText('boy');
  const boys = await rendered(total);
  await shot(page, 'filter-box-applied');

  // The migration: Review shows native filters built from the box, Save stores them.
  const banner = page.getByTestId('filter-box-migration');
  await expect(banner).toContainText('This dashboard uses filter boxes');
  await banner.getByRole('button', { name: 'Review' }).click();
  await expect(banner).toContainText('Reviewing native filters built from the filter boxes');
  const bar = filterBar(page);
  await expect(bar.getByLabel('Gender', { exact: true })).toBeVisible();
  await shot(page, 'filter-box-reviewing');
  await banner.getByRole('button', { name: 'Save' }).click();
  await expect(banner).toHaveCount(0, { timeout: 20_000 });
  const saved = (await dashboardMetadata(page, id)).native_filter_configuration as {
    name: string;
    filterType: string;
    targets: { column?: { name: string } }[];
  }[];
  const columns = saved
    .filter((f) => f.filterType === 'filter_select')
    .map((f) => f.targets[0]?.column?.name);
  expect(columns).toEqual(expect.arrayContaining(['name', 'gender', 'state']));
  expect(saved.some((f) => f.filterType === 'filter_time')).toBe(true);

  // Reloaded, the dashboard is migrated: no banner; the box's selection is the native Gender filter's.
  await page.reload();
  const gender = filterBar(page)
    .getByTestId('native-filter')
    .filter({ has: page.getByLabel('Gender', { exact: true }) });
  await expect(gender).toContainText('boy');
  await expect(banner).toHaveCount(0);
  await expect(total.getByTestId('chart-rendered')).toHaveText(boys, { timeout: 20_000 });
  await expect(total.getByTestId('filter-indicator-count')).toHaveText('1');
  await bar.getByRole('button', { name: 'Clear all' }).click();
  await expect(total.getByTestId('chart-rendered')).toHaveText(all, { timeout: 20_000 });
  await chooseInBar(page, 'Gender', ['girl']);
  await bar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(split.getByTestId('echart')).not.toContainText('boy', { timeout: 20_000 });
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(all);
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(boys);
  await shot(page, 'filter-box-migrated');
});

test('a click on a pie slice cross-filters the other charts; its chip clears it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/superset/dashboard/sales/');
  const pie = charts(page).filter({ hasText: 'Revenue by region' });
  const total = charts(page).filter({ hasText: 'Total revenue' });
  await expect(pie).toHaveAttribute('data-status', 'rendered', { timeout: 20_000 });
  await expect(total).toHaveAttribute('data-status', 'rendered', { timeout: 20_000 });
  const before = (await total.getByTestId('chart-rendered').textContent()) ?? '';

  // The pie's opening animation sweeps round for about a second: a click before the sweep reaches the
  // slice misses, so click again until the chip shows (a click on the selected slice would clear it).
  const box = (await pie.getByTestId('echart').boundingBox())!;
  const radius = Math.min(box.width, box.height) * 0.3;
  const chip = page.getByTestId('cross-filter-chip');
  await expect(async () => {
    if ((await chip.count()) === 0)
      await page.mouse.click(box.x + box.width / 2 + radius, box.y + box.height / 2);
    await expect(chip).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(chip).toContainText('Revenue by region');
  // The total now counts one region only; the pie itself is not filtered by its own click.
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(before, { timeout: 20_000 });
  await expect(pie).toHaveAttribute('data-status', 'rendered');
  await shot(page, 'cross-filter');

  await page.getByTestId('cross-filter-strip').getByRole('button', { name: 'Clear all' }).click();
  await expect(chip).toHaveCount(0);
  await expect(total.getByTestId('chart-rendered')).toHaveText(before, { timeout: 20_000 });
});

/** Native filters on the Sales dashboard: Region, and Country cascading from it, over the whole dashboard. */
async function addSalesNativeFilters(page: Page) {
  const response = await page.request.get('/api/v1/dashboard/sales');
  const { id, json_metadata } = ((await response.json()) as { result: { id: number; json_metadata: string } })
    .result;
  const datasetId = await ordersDatasetId(page);
  const metadata = {
    ...(JSON.parse(json_metadata || '{}') as Record<string, unknown>),
    native_filter_configuration: [
      valueFilter(datasetId, 'Region', 'region'),
      valueFilter(datasetId, 'Country', 'country', ['NATIVE_FILTER-region']),
    ],
  };
  const saved = await page.request.put(`/api/v1/dashboard/${id}`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: { json_metadata: JSON.stringify(metadata) },
  });
  expect(saved.ok()).toBe(true);
}

test('native filters: a region applied to every chart, countries cascading from it, Clear all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await addSalesNativeFilters(page);
  await page.goto('/superset/dashboard/sales/');
  const total = charts(page).filter({ hasText: 'Total revenue' });
  await expect(total).toHaveAttribute('data-status', 'rendered', { timeout: 20_000 });
  const before = (await total.getByTestId('chart-rendered').textContent()) ?? '';
  const bar = page.getByTestId('native-filter-bar');
  const apply = bar.getByRole('button', { name: 'Apply filters' });
  await expect(apply).toBeDisabled();

  await bar.getByLabel('Region').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .getByText('APAC', { exact: true })
    .click();
  await page.keyboard.press('Escape');
  await apply.click();
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(before, { timeout: 20_000 });
  const pie = charts(page).filter({ hasText: 'Revenue by region' }).getByTestId('echart');
  await expect(pie).not.toContainText('EMEA');
  await expect(pie).toContainText('APAC');

  // Each chart in scope says which filter applies to it.
  await expect(total.getByTestId('filter-indicator-count')).toHaveText('1');
  await total.getByTestId('filter-indicator').click();
  await expect(page.getByTestId('filter-indicator-popover')).toContainText('Region: APAC');
  await page.keyboard.press('Escape');

  // Country's options now come from APAC only.
  await bar.getByLabel('Country').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.getByText('Japan', { exact: true })).toBeVisible();
  await expect(options.getByText('France', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shot(page, 'native-filters');

  await bar.getByRole('button', { name: 'Clear all' }).click();
  await expect(total.getByTestId('chart-rendered')).toHaveText(before, { timeout: 20_000 });
});
