import { expect, test } from '@playwright/test';
import { ensureUser, grantExampleData, listRows, signIn } from './support.js';

// A Gamma user, created the way scripts and CI create users: with the sightline CLI, against the same
// data directory the test server uses.
const gamma = { username: 'grace', password: 'gamma password 1', firstName: 'Grace', lastName: 'Hopper' };

test.beforeAll(() => {
  ensureUser(gamma, 'Gamma');
  grantExampleData('Gamma');
});

test('a Gamma user sees only what the role allows', async ({ page }) => {
  await signIn(page, gamma);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Charts' })).toBeVisible();
  await expect(nav.getByText('SQL', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Settings/ })).toHaveCount(0);

  await page.goto('/chart/list/');
  await expect(listRows(page).first()).toBeVisible();

  // Databases are not for Gamma: the page says so instead of failing, and the API refuses too.
  await page.goto('/databaseview/list/');
  await expect(page.getByText('No access')).toBeVisible();
  await expect(page.getByText(/An error occurred/)).toHaveCount(0);
  expect((await page.request.get('/api/v1/database/')).status()).toBe(403);
  await page.screenshot({ path: 'test-results/gamma-databases.png', fullPage: true });
});
