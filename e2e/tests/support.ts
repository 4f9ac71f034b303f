import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface TestUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates a user the way scripts and CI do (the sightline CLI, against the test server's data directory).
 * A user that exists already is fine: beforeAll runs again in the worker that follows a failed test.
 */
export function ensureUser(user: TestUser, role: string): void {
  try {
    execFileSync(
      process.execPath,
      [
        'packages/server/dist/cli.js',
        'users',
        'create',
        '--username',
        user.username,
        '--password',
        user.password,
        '--role',
        role,
        '--first-name',
        user.firstName,
        '--last-name',
        user.lastName,
      ],
      { cwd: repoRoot, env: { ...process.env, SIGHTLINE_HOME: 'var/e2e-home' }, stdio: 'pipe' },
    );
  } catch (error) {
    if (!String((error as { stderr?: unknown }).stderr).includes('already exists')) throw error;
  }
}

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
