import { expect, test } from '@playwright/test';
import { admin, E2E_SETUP_TOKEN } from './support.js';

test('first visit asks for the admin account, then signs the admin in', async ({ page, browser }) => {
  // From another machine (a request a proxy forwarded), the form also asks for the setup token the
  // server printed, and a wrong one creates nothing.
  const remote = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });
  const remotePage = await remote.newPage();
  await remotePage.goto('/');
  await expect(remotePage).toHaveURL(/\/setup$/);
  await remotePage.getByLabel('Username').fill('intruder');
  await remotePage.getByLabel('First name').fill('In');
  await remotePage.getByLabel('Last name').fill('Truder');
  await remotePage.getByLabel('Email').fill('in@truder.io');
  await remotePage.getByLabel('Password', { exact: true }).fill('intruder-password');
  await remotePage.getByLabel('Confirm password').fill('intruder-password');
  await remotePage.getByRole('button', { name: 'Create admin account' }).click();
  await expect(remotePage.getByText('Please enter the setup token from the server log')).toBeVisible();
  await remotePage.getByLabel('Setup token').fill(`${E2E_SETUP_TOKEN}-wrong`);
  await remotePage.getByRole('button', { name: 'Create admin account' }).click();
  await expect(
    remotePage.getByText('The setup token is not valid. Copy it again from the server log.'),
  ).toBeVisible();
  await remotePage.screenshot({ path: 'test-results/first-run-remote-token.png', fullPage: true });
  await remote.close();

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
