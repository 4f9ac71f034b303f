import { expect, test, type Page } from '@playwright/test';
import { chooseInBar, filterBar, pageAs, regionCountryFilters, selectedInBar } from './filterSupport.js';
import {
  chartIdsNamed,
  chartNamed,
  copyDashboardPermalink,
  createDashboard,
  dashboardMetadata,
  ensureUser,
  grantExampleData,
  openOptions,
  pickOption,
  rendered,
  shot,
  signIn,
  type TestUser,
} from './support.js';

// Dashboard filters end to end: filters added through the configuration modal and
// applied by a viewer to the charts in their scope only; a cascading pair that drops a child value the
// new parent no longer offers; filter sets; the filter state in the URL (native_filters, a permalink,
// native_filters_key). Each test builds its own dashboard of Sales charts. The example dashboards (filter
// box, Sales cross-filter and native filters): filters-examples.spec.ts.

const viewer: TestUser = {
  username: 'fiona',
  password: 'gamma password 8',
  firstName: 'Fiona',
  lastName: 'Viewer',
};

test.beforeAll(() => {
  ensureUser(viewer, 'Gamma');
  grantExampleData('Gamma');
});

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

/**
 * Signs in, creates a dashboard titled `title` of three Sales charts with Region and Country (cascading
 * from Region) value filters, and opens it; its id and address.
 */
async function openRegionCountryDashboard(page: Page, title: string): Promise<{ id: number; url: string }> {
  await signIn(page);
  const chartIds = await chartIdsNamed(page, ['Total revenue', 'Revenue by region', 'Top customers']);
  const id = await createDashboard(page, title, chartIds, {
    native_filter_configuration: await regionCountryFilters(page),
  });
  const url = `/superset/dashboard/${id}/`;
  await page.goto(url);
  return { id, url };
}

test('changing a parent filter clears a child value it no longer offers, and the charts keep data', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openRegionCountryDashboard(page, 'Cascade');
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

test('a filter set back to a value it had is drawn from the answers the page has; a refresh asks again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openRegionCountryDashboard(page, 'Set back');
  const total = chartNamed(page, 'Total revenue');
  const all = await rendered(total);
  const apply = filterBar(page).getByRole('button', { name: 'Apply filters' });
  await chooseInBar(page, 'Region', ['APAC']);
  await apply.click();
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(all, { timeout: 20_000 });
  const apac = await rendered(total);
  // (A multiple-choice filter: a click on a chosen value takes it out.)
  await chooseInBar(page, 'Region', ['APAC', 'EMEA']);
  await expect(selectedInBar(page, 'Region')).toHaveText(['EMEA']);
  await apply.click();
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(apac, { timeout: 20_000 });

  // Charts' queries (they name the chart in form_data), not the filter's options.
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/chart/data' && url.searchParams.has('form_data')) asked.push(url.search);
  });
  await chooseInBar(page, 'Region', ['EMEA', 'APAC']);
  await expect(selectedInBar(page, 'Region')).toHaveText(['APAC']);
  await apply.click();
  await expect(total.getByTestId('chart-rendered')).toHaveText(apac, { timeout: 20_000 });
  await expect(total.locator('.sl-dashboard-chart-cached')).toBeVisible();
  expect(asked).toEqual([]);
  await shot(page, 'set-back-from-the-page');

  await page.getByTestId('dashboard-header-menu').click();
  await page.getByRole('menuitem', { name: 'Refresh dashboard' }).click();
  await expect.poll(() => asked.filter((search) => search.includes('force=true')).length).toBe(3);
  await expect(total.getByTestId('chart-rendered')).toHaveText(apac, { timeout: 20_000 });
});

test('a saved filter set brings its filters back after Clear all', async ({ page }) => {
  test.setTimeout(120_000);
  await openRegionCountryDashboard(page, 'Filter set');
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
}) => {
  test.setTimeout(150_000);
  const { url } = await openRegionCountryDashboard(page, 'URL state');
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
  const permalink = await copyDashboardPermalink(page);

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

test('an owner drags the second filter above the first in the configuration modal and the order is saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { id } = await openRegionCountryDashboard(page, 'Filter order');
  await expect(filterBar(page).getByTestId('native-filter')).toHaveCount(2);
  const modal = page.getByRole('dialog', { name: 'Add and edit filters' });
  const items = modal.getByTestId('filter-config-item');
  const openConfig = async () => {
    await filterBar(page).getByRole('button', { name: 'Add/Edit filters' }).click();
    await expect(modal).toBeVisible();
    await expect(items).toHaveCount(2);
  };

  await openConfig();
  await expect(items).toHaveText(['Region', 'Country']);
  await expect(modal.getByTestId('filter-config-shown')).toHaveAttribute(
    'data-item-id',
    'NATIVE_FILTER-region',
  );

  // Country's handle, in small steps (dnd-kit starts a drag after 5 px), to the top edge of Region.
  const handle = (await items.nth(1).getByRole('button', { name: 'Drag to reorder' }).boundingBox())!;
  const first = (await items.nth(0).boundingBox())!;
  const x = handle.x + handle.width / 2;
  const startY = handle.y + handle.height / 2;
  const endY = first.y + 2;
  await page.mouse.move(x, startY);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(x, startY + ((endY - startY) * step) / steps);
  }
  await expect(items.nth(1)).toHaveClass(/sl-filter-config-item--dragging/);
  await shot(page, 'config-drag-filter');
  await page.mouse.up();
  await expect(items).toHaveText(['Country', 'Region']);
  await expect(modal.getByTestId('filter-config-shown')).toHaveAttribute(
    'data-item-id',
    'NATIVE_FILTER-region',
  );

  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  const saved = (await dashboardMetadata(page, id)).native_filter_configuration as { name: string }[];
  expect(saved.map((filter) => filter.name)).toEqual(['Country', 'Region']);

  await page.reload();
  await expect(filterBar(page).getByTestId('native-filter')).toHaveCount(2);
  await openConfig();
  await expect(items).toHaveText(['Country', 'Region']);
});
