import { expect, test, type Page } from '@playwright/test';
import { datasetId, ensureUser, grantExampleData, shot, signIn } from './support.js';

// The chart-building screen end to end: a chart built from a dataset by dragging, filtered, given time
// ranges, run, stopped, saved, reopened, shared by permalink; the dataset changed and edited.

const viewer = { username: 'gina', password: 'gamma password 2', firstName: 'Gina', lastName: 'Viewer' };

const rendered = (page: Page) => page.getByTestId('chart-rendered');
const pills = (page: Page, zone: string) => page.getByTestId(zone).getByTestId('dnd-pill');

/** Picks an option of the open antd select dropdown by its text. */
async function pickOption(page: Page, text: string | RegExp) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-content')
    .getByText(text, { exact: typeof text === 'string' })
    .click();
}

/** Opens the filter popover from a dropped column and saves it once `edit` has filled it in. */
async function addFilterByDrop(page: Page, column: string, edit: () => Promise<void>) {
  await page.getByTestId(`datasource-column-${column}`).dragTo(page.getByTestId('adhoc-filter-dropzone'));
  await expect(page.getByTestId('adhoc-filter-popover')).toBeVisible();
  await edit();
  await page.getByTestId('adhoc-filter-save').click();
  await expect(page.getByTestId('adhoc-filter-popover')).toBeHidden();
}

test.beforeAll(() => {
  ensureUser(viewer, 'Gamma');
  grantExampleData('Gamma');
});

test('build a time-series chart from a dataset, filter it, save it, reopen it and share it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const orders = await datasetId(page, 'orders');
  await page.goto(`/explore/?datasource_type=table&datasource_id=${orders}`);
  await expect(page.getByTestId('datasource-name')).toHaveText('orders');
  await expect(page.getByTestId('chart-title')).toHaveText('Untitled chart');

  // The chart type through the gallery.
  await page.getByTestId('viz-type-control').click();
  const gallery = page.getByRole('dialog', { name: 'Select a visualization type' });
  await gallery.getByPlaceholder('Search all charts').fill('line');
  await gallery.getByText('Line Chart', { exact: true }).first().click();
  await gallery.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(page.getByTestId('explore-control-errors')).toContainText('cannot be empty');

  // A time column on the x-axis and a metric, by dragging them from the dataset panel.
  await page
    .getByTestId('datasource-column-order_date')
    .dragTo(page.getByTestId('dnd-column-dropzone-x_axis'));
  await expect(pills(page, 'dnd-column-dropzone-x_axis')).toHaveText(['Order date']);
  await page
    .getByTestId('datasource-metric-sum__sales')
    .dragTo(page.getByTestId('dnd-metric-dropzone-metrics'));
  await expect(pills(page, 'dnd-metric-dropzone-metrics')).toHaveCount(1);
  await expect(rendered(page)).toHaveAttribute('data-viz-type', 'echarts_timeseries_line', {
    timeout: 20_000,
  });
  await shot(page, '1-line-chart-built');

  // Undo and redo of control changes.
  await page.getByTestId('explore-undo').click();
  await expect(pills(page, 'dnd-metric-dropzone-metrics')).toHaveCount(0);
  await page.getByTestId('explore-redo').click();
  await expect(pills(page, 'dnd-metric-dropzone-metrics')).toHaveCount(1);

  // A Simple filter on a dropped column, and a Custom SQL one.
  await addFilterByDrop(page, 'country', async () => {
    await page.getByTestId('adhoc-filter-comparator').click();
    await page.keyboard.type('France');
    await page.keyboard.press('Enter');
  });
  await page.getByTestId('adhoc-filter-add').click();
  await page.getByTestId('adhoc-filter-tab-sql').click();
  await page.getByTestId('adhoc-filter-sql-editor').locator('.cm-content').fill('quantity > 25');
  await page.getByTestId('adhoc-filter-save').click();
  const filterPills = page.getByTestId('adhoc-filter-dropzone').getByTestId('adhoc-filter-pill');
  await expect(filterPills).toHaveCount(2);
  await expect(filterPills.nth(1)).toContainText('quantity > 25');
  // The form data lives in the URL: back and forward step through the changes, reload keeps them.
  await page.goBack();

  await expect(filterPills).toHaveCount(1);
  await page.goForward();
  await expect(filterPills).toHaveCount(2);
  await page.reload();
  await expect(filterPills).toHaveCount(2);
  await expect(rendered(page)).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('view-query').click();
  await expect(page.getByTestId('view-query-sql')).toContainText("'France'");
  await expect(page.getByTestId('view-query-sql')).toContainText('quantity > 25');
  await page.keyboard.press('Escape');
  await shot(page, '2-filters');

  // 'Last quarter' on the time column, then a custom relative range.
  await addFilterByDrop(page, 'order_date', async () => {
    await page.getByTestId('time-range-trigger').click();
    await page.getByTestId('time-range-type').click();
    await pickOption(page, 'Last');
    await page.getByTestId('time-range-last-options').getByText('Last quarter').click();
    await expect(page.getByTestId('time-range-actual')).toContainText(/\d{4}-\d{2}-\d{2}/);
    await shot(page, '3-time-range-last-quarter');
    await page.getByTestId('time-range-apply').click();
  });
  const timePill = filterPills.nth(2);
  await expect(timePill).toContainText('Last quarter');
  await timePill.click();
  await page.getByTestId('time-range-trigger').click();
  await page.getByTestId('time-range-type').click();
  await pickOption(page, 'Custom');
  await page.getByTestId('time-range-start-mode').click();
  await pickOption(page, 'Relative Date/Time');
  await page
    .locator(
      'input[data-testid="time-range-start-quantity"], [data-testid="time-range-start-quantity"] input',
    )
    .fill('5');
  await page.getByTestId('time-range-start-unit').click();
  await pickOption(page, /^Years Before/);
  await expect(page.getByTestId('time-range-actual')).toContainText(/\d{4}-\d{2}-\d{2}/);
  await shot(page, '4-time-range-custom');
  await page.getByTestId('time-range-apply').click();
  await page.getByTestId('adhoc-filter-save').click();
  await expect(timePill).toContainText('DATEADD');
  await expect(rendered(page)).toBeVisible({ timeout: 20_000 });

  // A slow query stopped by the user (the answer is held back in the network layer).
  await page.route('**/api/v1/chart/data', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => undefined);
  });
  await page.getByTestId('explore-run').click();
  await page.getByTestId('explore-stop').click();
  await expect(page.getByText('Updating chart was stopped')).toBeVisible();
  await shot(page, '5-stopped');
  await page.unroute('**/api/v1/chart/data');
  await page.getByTestId('explore-run').click();
  await expect(rendered(page)).toBeVisible({ timeout: 20_000 });

  // Save, then reopen by slice_id with the same controls.
  await page.getByTestId('explore-save').click();
  await page.getByTestId('save-chart-name').fill('Sales in France over time');
  await page.getByTestId('save-modal-save').click();
  await expect(page).toHaveURL(/slice_id=\d+/);
  const sliceId = Number(new URL(page.url()).searchParams.get('slice_id'));
  await page.goto(`/explore/?slice_id=${sliceId}`);
  await expect(page.getByTestId('chart-title')).toHaveText('Sales in France over time');
  await expect(pills(page, 'dnd-column-dropzone-x_axis')).toHaveText(['Order date']);
  await expect(filterPills).toHaveCount(3);
  await expect(rendered(page)).toHaveAttribute('data-viz-type', 'echarts_timeseries_line', {
    timeout: 20_000,
  });
  await shot(page, '6-reopened');

  // A permalink opens the same chart and controls in a new page.
  await page.getByTestId('explore-share').hover();
  await page.getByTestId('copy-permalink').click();
  await expect(page.getByText('Link Copied!')).toBeVisible();
  // The e2e project has no DOM types: the page reads its clipboard from a script text.
  const link = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(link).toMatch(/\/explore\/p\/[\w-]+\/$/);
  const shared = await context.newPage();
  await shared.goto(link);
  await expect(rendered(shared)).toHaveAttribute('data-viz-type', 'echarts_timeseries_line', {
    timeout: 20_000,
  });
  await expect(shared.getByTestId('chart-title')).toHaveText('Sales in France over time');
  await expect(pills(shared, 'dnd-column-dropzone-x_axis')).toHaveText(['Order date']);
  await expect(shared.getByTestId('adhoc-filter-dropzone').getByTestId('adhoc-filter-pill')).toHaveText(
    await filterPills.allTextContents(),
  );
  await shot(shared, '7-permalink');

  // Chart properties: a new name shows in the header.
  await page.getByTestId('edit-properties').click();
  await page.getByTestId('properties-name').fill('French sales over time');
  await page
    .getByRole('dialog', { name: 'Edit Chart Properties' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByTestId('chart-title')).toHaveText('French sales over time');

  // Save as a new chart into a new dashboard, and go there.
  await page.getByTestId('explore-save').click();
  await page.getByTestId('save-as-new').click();
  await page.getByTestId('save-chart-name').fill('French sales (copy)');
  await page.getByTestId('save-dashboard').click();
  const dashboardTitle = `Explore test dashboard ${Date.now()}`;
  await page.keyboard.type(dashboardTitle);
  await pickOption(page, new RegExp(`^Create "${dashboardTitle}"`));
  await shot(page, '8-save-modal');
  await page.getByTestId('save-and-go').click();
  await expect(page).toHaveURL(/\/dashboard\/\d+\/$/);
  const dashboardId = /\/dashboard\/(\d+)\//.exec(page.url())![1];
  const charts = await page.request.get(`/api/v1/dashboard/${dashboardId}/charts`);
  const names = ((await charts.json()) as { result: { slice_name: string }[] }).result.map(
    (c) => c.slice_name,
  );
  expect(names).toEqual(['French sales (copy)']);
});

test('edit a dataset metric and change the dataset from the dataset panel', async ({ page }) => {
  await signIn(page);
  const orders = await datasetId(page, 'orders');
  await page.goto(`/explore/?datasource_type=table&datasource_id=${orders}`);
  await expect(page.getByTestId('datasource-name')).toHaveText('orders');

  await page.getByTestId('datasource-menu').click();
  await page.getByTestId('datasource-menu-edit').click();
  const editor = page.getByTestId('edit-dataset-modal');
  await expect(editor).toBeVisible();
  await editor.getByRole('tab', { name: 'Metrics' }).click();
  const metricNames = await editor
    .locator('[data-testid^="edit-dataset-metric-name-"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
  const index = metricNames.indexOf('sum__sales');
  await editor.getByTestId(`edit-dataset-metric-verbose-${index}`).fill('Total sales (edited)');
  await shot(page, '9-edit-dataset');
  await editor.getByTestId('edit-dataset-save').click();
  await expect(page.getByText('Are you sure you want to save and apply changes?')).toBeVisible();
  await page.getByTestId('edit-dataset-confirm-ok').click();
  await expect(page.getByText('The dataset has been saved')).toBeVisible();
  await expect(page.getByTestId('datasource-metric-sum__sales')).toContainText('Total sales (edited)');

  await page.getByTestId('datasource-menu').click();
  await page.getByTestId('datasource-menu-change').click();
  const modal = page.getByTestId('change-dataset-modal');
  await expect(
    modal.getByText('Warning! Changing the dataset may break the chart if the metadata does not exist.'),
  ).toBeVisible();
  await page.getByTestId('change-dataset-search').fill('birth');
  const births = await datasetId(page, 'birth_names');
  await page.getByTestId(`change-dataset-row-${births}`).click();
  await page.getByTestId('change-dataset-proceed').click();
  await expect(page.getByText('Successfully changed dataset!')).toBeVisible();
  await expect(page.getByTestId('datasource-name')).toHaveText('birth_names');
  await expect(page.getByTestId('datasource-column-gender')).toBeVisible();
  await shot(page, '10-changed-dataset');
});

test('a user without edit rights sees Edit dataset disabled with the reason', async ({ page }) => {
  await signIn(page, viewer);
  const orders = await datasetId(page, 'orders');
  await page.goto(`/explore/?datasource_type=table&datasource_id=${orders}`);
  await page.getByTestId('datasource-menu').click();
  const edit = page.getByTestId('datasource-menu-edit');
  await expect(edit.locator('xpath=ancestor-or-self::li[1]')).toHaveAttribute('aria-disabled', 'true');
  await edit.hover();
  await expect(
    page.getByText(
      'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
    ),
  ).toBeVisible();
  await shot(page, '11-edit-disabled');
});

test('the URL without a dataset or chart says what is missing', async ({ page }) => {
  await signIn(page);
  await page.goto('/explore/');
  await expect(page.getByTestId('explore-alert')).toHaveText(
    'The URL is missing the dataset_id or slice_id parameters.',
  );
});
