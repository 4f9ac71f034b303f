import { expect, test } from '@playwright/test';
import { barFilter, chooseInBar, filterBar, regionCountryFilters } from './filterSupport.js';
import {
  chartIdsNamed,
  chartNamed,
  clickPieSliceUntil,
  copyExampleDashboard,
  dashboardMetadata,
  openOptions,
  pickOption,
  rendered,
  shot,
  signIn,
} from './support.js';

// Dashboard filters on the example dashboards: a copy of 'Births (filter box)'
// filters its charts through the box, shows the box's fields in the charts' filter indicators, has its
// filter mapping edited and saved, and migrates to native filters; on the Sales dashboard a pie slice
// cross-filters the other charts; native filters saved on a copy of it apply, cascade and clear.

test('a filter box filters its charts; Review and Save migrate it to native filters', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  const id = await copyExampleDashboard(page, 'births-filter-box', 'Filter box');
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
  await expect(barFilter(page, 'Gender')).toContainText('boy');
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

test("a filter box's selection shows in the filter indicator of a chart in its scope", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await copyExampleDashboard(page, 'births-filter-box', 'Filter box indicator');
  await page.goto(`/superset/dashboard/${id}/`);
  const box = chartNamed(page, 'Filter box: name, gender, state');
  const total = chartNamed(page, 'Total births');
  const all = await rendered(total);
  await rendered(box);
  // No field of the box has a value yet: no indicator.
  await expect(total.getByTestId('filter-indicator')).toHaveCount(0);

  // The box filters instantly: no Apply.
  await pickOption(page, box.getByLabel('Gender', { exact: true }), 'girl');
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(all, { timeout: 20_000 });
  await expect(total.getByTestId('filter-indicator-count')).toHaveText('1');
  await total.getByTestId('filter-indicator').click();
  // Applied: the field with its value; the box's other fields, without one, are listed as unset.
  const section = (status: string) =>
    page.getByTestId('filter-indicator-popover').locator(`[data-status="${status}"]`);
  await expect(section('applied').getByTestId('filter-indicator-item')).toHaveText(['Gender: girl']);
  await expect(section('unset').getByTestId('filter-indicator-item')).toHaveText([
    'Name',
    'State',
    'Time range',
  ]);
  await shot(page, 'filter-box-indicator');
});

test("Set filter mapping takes a chart out of a field's scope; saved, it stays out after a reload", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  const id = await copyExampleDashboard(page, 'births-filter-box', 'Filter box mapping');
  const [boxId, totalId] = await chartIdsNamed(page, ['Filter box: name, gender, state', 'Total births']);
  await page.goto(`/superset/dashboard/${id}/`);
  const box = chartNamed(page, 'Filter box: name, gender, state');
  const total = chartNamed(page, 'Total births');
  const split = chartNamed(page, 'Gender split');
  await rendered(box);
  await rendered(total);

  // Edit mode, header menu, Set filter mapping: Total births out of Gender's scope.
  await page.getByTestId('edit-dashboard').click();
  await page.getByTestId('dashboard-header-menu').click();
  await page.getByRole('menuitem', { name: 'Set filter mapping' }).click();
  const modal = page.getByRole('dialog', { name: 'Configure filter scopes' });
  await expect(modal).toBeVisible();
  await modal.getByRole('navigation', { name: 'Filters' }).getByRole('menuitem', { name: 'Gender' }).click();
  const scope = modal.getByRole('region', {
    name: 'Charts filtered by Gender (Filter box: name, gender, state)',
  });
  const totalNode = scope.locator('.ant-tree-treenode').filter({ hasText: 'Total births' });
  const totalBox = totalNode.locator('.ant-tree-checkbox');
  await expect(totalBox).toHaveClass(/ant-tree-checkbox-checked/);
  await totalBox.click();
  await expect(totalBox).not.toHaveClass(/ant-tree-checkbox-checked/);
  await shot(page, 'filter-mapping-edited');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await page.getByTestId('dashboard-save').click();
  await expect(page.getByTestId('edit-dashboard')).toBeVisible();
  const scopes = (await dashboardMetadata(page, id)).filter_scopes as Record<
    string,
    Record<string, { scope: string[]; immune: number[] }>
  >;
  expect(scopes[String(boxId)]?.gender?.immune).toEqual([totalId]);

  // Reloaded: Gender filters Gender split, not Total births.
  await page.reload();
  const all = await rendered(total);
  await rendered(box);
  await expect(split.getByTestId('echart')).toContainText('girl', { timeout: 20_000 });
  await pickOption(page, box.getByLabel('Gender', { exact: true }), 'boy');
  await expect(split.getByTestId('echart')).not.toContainText('girl', { timeout: 20_000 });
  await expect(split.getByTestId('filter-indicator-count')).toHaveText('1');
  await expect(total).toHaveAttribute('data-status', 'rendered');
  await expect(total.getByTestId('chart-rendered')).toHaveText(all);
  await expect(total.getByTestId('filter-indicator')).toHaveCount(0);
  await shot(page, 'filter-mapping-saved');
});

test('a click on a pie slice cross-filters the other charts; its chip clears it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/superset/dashboard/sales/');
  const pie = chartNamed(page, 'Revenue by region');
  const total = chartNamed(page, 'Total revenue');
  await rendered(pie);
  const before = await rendered(total);

  const chip = page.getByTestId('cross-filter-chip');
  await clickPieSliceUntil(page, pie.getByTestId('echart'), chip);
  await expect(chip).toHaveCount(1);
  await expect(chip).toContainText('Revenue by region');
  // The total now counts one region only; the pie itself is not filtered by its own click.
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(before, { timeout: 20_000 });
  await expect(pie).toHaveAttribute('data-status', 'rendered');
  await expect(pie.getByTestId('echart')).toContainText('EMEA');
  await expect(pie.getByTestId('echart')).toContainText('APAC');
  await shot(page, 'cross-filter');

  await page.getByTestId('cross-filter-strip').getByRole('button', { name: 'Clear all' }).click();
  await expect(chip).toHaveCount(0);
  await expect(total.getByTestId('chart-rendered')).toHaveText(before, { timeout: 20_000 });
});

test('native filters: a region applied to every chart, countries cascading from it, Clear all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await copyExampleDashboard(page, 'sales', 'Sales native filters', {
    native_filter_configuration: await regionCountryFilters(page),
  });
  await page.goto(`/superset/dashboard/${id}/`);
  const total = chartNamed(page, 'Total revenue');
  const before = await rendered(total);
  const bar = filterBar(page);
  const apply = bar.getByRole('button', { name: 'Apply filters' });
  await expect(apply).toBeDisabled();

  await chooseInBar(page, 'Region', ['APAC']);
  await apply.click();
  await expect(total.getByTestId('chart-rendered')).not.toHaveText(before, { timeout: 20_000 });
  const pie = chartNamed(page, 'Revenue by region').getByTestId('echart');
  await expect(pie).not.toContainText('EMEA');
  await expect(pie).toContainText('APAC');

  // Each chart in scope says which filter applies to it.
  await expect(total.getByTestId('filter-indicator-count')).toHaveText('1');
  await total.getByTestId('filter-indicator').click();
  await expect(page.getByTestId('filter-indicator-popover')).toContainText('Region: APAC');
  await page.keyboard.press('Escape');

  // Country's options now come from APAC only.
  await bar.getByLabel('Country', { exact: true }).click();
  await expect(openOptions(page).getByText('Japan', { exact: true })).toBeVisible();
  await expect(openOptions(page).getByText('France', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shot(page, 'native-filters');

  await bar.getByRole('button', { name: 'Clear all' }).click();
  await expect(total.getByTestId('chart-rendered')).toHaveText(before, { timeout: 20_000 });
});
