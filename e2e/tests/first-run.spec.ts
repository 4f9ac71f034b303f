import { expect, test } from '@playwright/test';
import { admin } from './support.js';

test('first visit asks for the admin account, then signs the admin in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Sightline' })).toBeVisible();

  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('First name').fill(admin.firstName);
  await page.getByLabel('Last name').fill(admin.lastName);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirm password').fill(admin.password);
  await page.getByRole('button', { name: 'Create admin account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expect(page.getByText(`${admin.firstName} ${admin.lastName}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/first-run-home.png', fullPage: true });

  // Setup is a one-time door: once the admin exists, /setup is closed.
  const again = await page.request.post('/api/v1/security/setup/', {
    data: { username: 'intruder', password: 'x', first_name: 'I', last_name: 'N', email: 'i@n.io' },
  });
  expect(again.status()).toBe(403);
});
