import type { Browser, Page } from '@playwright/test';
import { datasetId, openOptions, signIn } from './support.js';

// Helpers of the dashboard filter tests (filters.spec.ts, filters-examples.spec.ts).

export const filterBar = (page: Page) => page.getByTestId('native-filter-bar');

/** A page of its own, signed in as `user` (another browser context: its own cookies). */
export async function pageAs(browser: Browser, user: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return page;
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

/** Region, and Country cascading from it, over the orders dataset: a native_filter_configuration. */
export async function regionCountryFilters(page: Page) {
  const orders = await datasetId(page, 'orders');
  return [
    valueFilter(orders, 'Region', 'region'),
    valueFilter(orders, 'Country', 'country', ['NATIVE_FILTER-region']),
  ];
}

/** Picks values in a filter of the bar (a multi-select), then closes its dropdown. */
export async function chooseInBar(page: Page, filterName: string, values: string[]) {
  await filterBar(page).getByLabel(filterName, { exact: true }).click();
  for (const value of values) await openOptions(page).getByText(value, { exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The filter of the bar named `filterName`. */
export function barFilter(page: Page, filterName: string) {
  return filterBar(page)
    .getByTestId('native-filter')
    .filter({ has: page.getByLabel(filterName, { exact: true }) });
}

/** The values a bar filter shows selected. */
export function selectedInBar(page: Page, filterName: string) {
  return barFilter(page, filterName).locator('.ant-select-selection-item');
}
