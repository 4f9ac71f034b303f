import { expect, type Page } from '@playwright/test';

/** The admin account the first-run test creates; every later test signs in with it. */
export const admin = {
  username: 'admin',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse battery staple',
};

export async function signIn(
  page: Page,
  user: { username: string; password: string } = admin,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** The rows of the list page's table body (antd renders a hidden measure row first). */
export function listRows(page: Page) {
  return page.locator('.ant-table-tbody > tr.ant-table-row');
}

/** Names in the list's first link column, in display order. */
export async function listNames(page: Page): Promise<string[]> {
  const rows = listRows(page);
  await expect(rows.first()).toBeVisible();
  const names: string[] = [];
  for (const row of await rows.all())
    names.push(((await row.locator('a').first().textContent()) ?? '').trim());
  return names;
}

/** How many charts the server has (the example charts, as the tests find them). */
export async function exampleChartCount(page: Page): Promise<number> {
  const response = await page.request.get(`/api/v1/chart/?q=${encodeURIComponent('(page_size:1)')}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}
