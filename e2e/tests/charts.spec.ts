import { expect, test, type Page } from '@playwright/test';
import { clickPieSliceUntil, openOptions, signIn } from './support.js';

/**
 * Every chart type, through its example chart: the page queries the server, the plugin renders, and
 * what is drawn matches the data the server answered (labels, cells, values), with no console errors.
 * A screenshot of each chart is attached to the test report.
 */

interface ChartListItem {
  id: number;
  slice_name: string;
  viz_type: string;
}

interface ChartDataResult {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
  rowcount: number;
}

const STRING = 1;

async function exampleChartsByType(page: Page): Promise<ChartListItem[]> {
  const q = encodeURIComponent('(order_column:id,order_direction:asc,page_size:100)');
  const response = await page.request.get(`/api/v1/chart/?q=${q}`);
  expect(response.ok()).toBe(true);
  const charts = ((await response.json()) as { result: ChartListItem[] }).result;
  const firstOfType = new Map<string, ChartListItem>();
  for (const chart of charts) if (!firstOfType.has(chart.viz_type)) firstOfType.set(chart.viz_type, chart);
  return [...firstOfType.values()];
}

/** The chart's visible text plus the ECharts accessibility description (it names the data items). */
async function chartText(page: Page): Promise<string> {
  const rendered = page.getByTestId('chart-rendered');
  return rendered.evaluate((element) => {
    const labels = [...element.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
    return `${element.textContent ?? ''}\n${labels.join('\n')}`;
  });
}

/** Labels the data says the chart must show: string cells and the series names in pivoted columns. */
function expectedLabels(results: ChartDataResult[]): string[] {
  const labels = new Set<string>();
  for (const result of results) {
    result.colnames.forEach((name, index) => {
      if (result.coltypes[index] !== STRING) return;
      for (const row of result.data.slice(0, 50))
        if (typeof row[name] === 'string') labels.add(row[name] as string);
    });
  }
  return [...labels].filter((label) => label.trim().length > 0 && label.length <= 40);
}

/** '8.79M' → 8790000; '$1,234' → 1234; '45.2%' → 45.2. */
function parseDisplayedNumber(text: string): number {
  const match = /(-?[\d,.]+)\s*([kKMBGT])?/.exec(text.replace(/\s/g, ''));
  if (!match) return Number.NaN;
  const scale = { k: 1e3, K: 1e3, M: 1e6, B: 1e9, G: 1e9, T: 1e12 }[match[2] ?? ''] ?? 1;
  return Number(match[1]!.replace(/,/g, '')) * scale;
}

function firstNumber(results: ChartDataResult[]): number {
  for (const result of results) {
    for (const row of result.data) {
      for (const name of result.colnames) if (typeof row[name] === 'number') return row[name] as number;
    }
  }
  return Number.NaN;
}

test.describe('chart types', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('every chart type renders its example chart from real data', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const charts = await exampleChartsByType(page);
    expect(charts.length).toBeGreaterThanOrEqual(25);
    const failures: string[] = [];
    for (const chart of charts) {
      const consoleErrors: string[] = [];
      const onConsole = (message: { type(): string; text(): string }) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      };
      page.on('console', onConsole);
      const response = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST',
      );
      await page.goto(`/explore/?slice_id=${chart.id}`);
      const body = (await (await response).json()) as { result: ChartDataResult[] };
      await expect(page.getByTestId('chart-rendered'), chart.slice_name).toBeVisible({ timeout: 20_000 });
      // The lazily loaded component draws after it mounts: wait for something inside it.
      await expect(
        page.getByTestId('chart-rendered').locator('svg, canvas, table, div').first(),
      ).toBeVisible();
      await page.waitForTimeout(300);
      // Kept as files beside the test's other results (e2e/test-results/...), one per chart type.
      const screenshot = testInfo.outputPath(`${chart.viz_type}.png`);
      await page.locator('.sl-explore-chart-pane').screenshot({ path: screenshot });
      await testInfo.attach(`${chart.viz_type}.png`, { path: screenshot, contentType: 'image/png' });
      const results = body.result;
      const problem = results.every((r) => r.rowcount === 0)
        ? 'the example chart returned no rows'
        : chart.viz_type === 'filter_box'
          ? await checkFilterBoxChoices(page, results)
          : checkContent(chart.viz_type, await chartText(page), results);
      if (problem) failures.push(`${chart.viz_type} (${chart.slice_name}): ${problem}`);
      if (consoleErrors.length > 0)
        failures.push(`${chart.viz_type}: console errors: ${consoleErrors.join(' | ')}`);
      page.off('console', onConsole);
    }
    expect(failures).toEqual([]);
  });
});

/**
 * A filter box draws one select per field (one query each, in order) and its data are the choices in the
 * select's dropdown: each field is opened and must list its query's first values, in the query's order
 * (a long list draws only its top rows). Null when every field does, else what is missing.
 */
async function checkFilterBoxChoices(page: Page, results: ChartDataResult[]): Promise<string | null> {
  const drawn = page.getByTestId('chart-rendered').locator('[data-testid^="filter-box-field-"]');
  if ((await drawn.count()) !== results.length)
    return `${await drawn.count()} filter fields drawn for ${results.length} queries`;
  for (const result of results) {
    const column = result.colnames[0]!;
    const expected = result.data.slice(0, 3).map((row) => String(row[column] ?? '<NULL>'));
    await page.getByTestId(`filter-box-field-${column}`).getByRole('combobox').click();
    await expect(openOptions(page).first()).toBeVisible();
    const choices = (await openOptions(page).allTextContents()).map((text) => text.trim());
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    if (expected.length === 0 || choices.slice(0, expected.length).join('|') !== expected.join('|'))
      return `field ${column} lists "${choices.slice(0, 5).join(', ')}", its data starts ${expected.join(', ')}`;
  }
  return null;
}

/** Null when the drawing matches the data, else what is missing. */
function checkContent(vizType: string, text: string, results: ChartDataResult[]): string | null {
  if (vizType === 'big_number_total' || vizType === 'big_number' || vizType === 'gauge_chart') {
    const expected = firstNumber(results);
    const shown = parseDisplayedNumber(text);
    // Only the total's number is the data's first value; for the gauge and the trendline one, any number.
    if (vizType !== 'big_number_total')
      return Number.isFinite(shown) ? null : `no value shown in "${text.slice(0, 80)}"`;
    return Math.abs(shown - expected) <= Math.abs(expected) * 0.01
      ? null
      : `shows ${shown}, the data says ${expected}`;
  }
  const labels = expectedLabels(results);
  if (labels.length === 0) return /\d/.test(text) ? null : 'no numbers drawn';
  const shown = labels.filter((label) => text.includes(label));
  // Charts cap what they label (top-N legends, thinned axis labels): most, not all, must be visible.
  const needed = Math.min(3, labels.length);
  return shown.length >= needed
    ? null
    : `expected labels like ${labels.slice(0, 5).join(', ')}; drawn: "${text.slice(0, 120)}"`;
}

test.describe('chart page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  async function openChart(page: Page, vizType: string): Promise<ChartListItem> {
    const chart = (await exampleChartsByType(page)).find((c) => c.viz_type === vizType)!;
    await page.goto(`/explore/?slice_id=${chart.id}`);
    await expect(page.getByTestId('chart-rendered')).toBeVisible({ timeout: 20_000 });
    return chart;
  }

  test('the gallery switches the chart type', async ({ page }) => {
    // A pie's form data (dimensions and one metric) also draws a funnel.
    await openChart(page, 'pie');
    await page.getByTestId('viz-type-control').click();
    const gallery = page.getByRole('dialog', { name: 'Select a visualization type' });
    await expect(gallery).toBeVisible();
    const select = gallery.getByRole('button', { name: 'Select', exact: true });
    await gallery.getByPlaceholder('Search all charts').fill('funnel');
    await gallery.getByText('Funnel Chart', { exact: true }).first().click();
    await expect(select).toBeEnabled();
    await select.click();
    await expect(gallery).toBeHidden();
    await expect(page.getByTestId('chart-rendered')).toHaveAttribute('data-viz-type', 'funnel', {
      timeout: 20_000,
    });
  });

  test('standalone=1 shows the chart alone, filling the window', async ({ page }) => {
    const chart = await openChart(page, 'pie');
    await page.goto(`/explore/?slice_id=${chart.id}&standalone=1`);
    await expect(page.getByTestId('chart-rendered')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByTestId('chart-title')).toHaveCount(0);
    const box = (await page.getByTestId('echart').boundingBox())!;
    expect(box.width).toBeGreaterThan((page.viewportSize()?.width ?? 0) * 0.9);
  });

  test('downloads the chart data as CSV and the chart as PNG', async ({ page }) => {
    await openChart(page, 'pie');
    await page.getByRole('button', { name: 'Download' }).click();
    const csv = page.waitForEvent('download');
    await page.getByText('Export to .CSV').click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toMatch(/\.csv$/);
    const content = await (await csvFile.createReadStream()).toArray();
    expect(Buffer.concat(content).toString('utf8').split('\n').length).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Download' }).click();
    const png = page.waitForEvent('download');
    await page.getByText('Download as image (PNG)').click();
    expect((await png).suggestedFilename()).toMatch(/\.png$/);
  });

  test('a click on a slice cross-filters and a right-click drills to detail', async ({ page }) => {
    await openChart(page, 'pie');
    const point = await clickPieSliceUntil(
      page,
      page.getByTestId('echart'),
      page.getByTestId('cross-filter'),
    );
    await page.mouse.click(point.x, point.y, { button: 'right' });
    await page
      .getByRole('menuitem', { name: /^Drill to detail by / })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: /^Drill to detail: / });
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('drill-row-count')).toHaveText(/\d+ rows?/);
    await expect(modal.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  });
});
