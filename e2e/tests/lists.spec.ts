import { expect, test } from '@playwright/test';
import { admin, exampleChartCount, listNames, listRows, signIn, signInWithForm } from './support.js';

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto('/');
});

test('each list page shows the examples', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboards' }).click();
  await expect(page).toHaveURL(/\/dashboard\/list\/$/);
  for (const title of ['Sales Dashboard', 'Births', 'Web Analytics']) {
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  }

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Charts' }).click();
  await expect(page).toHaveURL(/\/chart\/list\/$/);
  await expect(page.getByText(`${await exampleChartCount(page)} total`)).toBeVisible();
  await expect(listRows(page)).toHaveCount(25);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Datasets' }).click();
  await expect(page).toHaveURL(/\/tablemodelview\/list\/$/);
  for (const table of ['birth_names', 'orders', 'web_events', 'country_indicators', 'geo_points']) {
    await expect(page.getByRole('link', { name: table, exact: true })).toBeVisible();
  }

  await page.goto('/databaseview/list/');
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText('examples');
  await expect(listRows(page).first()).toContainText('duckdb');

  await page.goto('/savedqueryview/list/');
  await expect(page.getByText('No saved queries yet')).toBeVisible();
  await page.screenshot({ path: 'test-results/lists-saved-queries.png', fullPage: true });
});

test('chart list: search, sort and paginate', async ({ page }) => {
  await page.goto('/chart/list/');
  await expect(listRows(page)).toHaveCount(25);

  // Paginate: 25 on page 1, the rest (up to 25) on page 2, no overlap.
  const total = await exampleChartCount(page);
  const firstPage = await listNames(page);
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(listRows(page)).toHaveCount(Math.min(25, total - 25));
  const secondPage = await listNames(page);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  await page.getByRole('listitem', { name: '1' }).click();
  await expect(listRows(page)).toHaveCount(25);

  // Sort by name, ascending then descending.
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await listNames(page);
  expect(ascending).toEqual([...ascending].sort());
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  const descending = await listNames(page);
  expect(descending).toEqual([...descending].sort().reverse());
  expect(descending[0] >= ascending[ascending.length - 1]).toBe(true);

  // Search is server-side and case-insensitive.
  await page.getByRole('searchbox', { name: 'Search' }).fill('REVENUE');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByText(/^\d+ total$/)).not.toHaveText(`${total} total`);
  const found = await listNames(page);
  expect(found.length).toBeGreaterThan(0);
  for (const name of found) expect(name.toLowerCase()).toContain('revenue');
  await page.screenshot({ path: 'test-results/chart-list-search.png', fullPage: true });
});

test('favorite a chart and find it on the home page', async ({ page }) => {
  await page.goto('/chart/list/');
  const name = (await listNames(page))[0];
  await page.getByRole('button', { name: `Add to favorites: ${name}` }).click();
  await expect(page.getByRole('button', { name: `Remove from favorites: ${name}` })).toBeVisible();

  await page.goto('/');
  const charts = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Charts' }) });
  await expect(charts.getByRole('link', { name, exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/home-favorites.png', fullPage: true });
});

test('delete a chart with confirmation and see the toast', async ({ page }) => {
  await page.goto('/chart/list/');
  const total = await exampleChartCount(page);
  await expect(page.getByText(`${total} total`)).toBeVisible();
  const name = (await listNames(page))[0];

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(name);
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
  await confirm.click();

  await expect(page.getByText(`Deleted: ${name}`)).toBeVisible();
  await expect(page.getByText(`${total - 1} total`)).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/chart-deleted.png', fullPage: true });
});

test('sign out ends the session; signing in again opens the page asked for', async ({ page }) => {
  await page.getByRole('button', { name: /Ada Lovelace/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/chart/list/');
  await expect(page).toHaveURL(/\/login/);
  const me = await page.request.get('/api/v1/me/');
  expect(me.status()).toBe(401);

  await signInWithForm(page, admin);
  await expect(page).toHaveURL(/\/chart\/list\/$/);
  await expect(listRows(page).first()).toBeVisible();
});
