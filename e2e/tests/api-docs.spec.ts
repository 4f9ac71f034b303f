import { expect, test } from '@playwright/test';
import { shot } from './support.js';

// The API's OpenAPI document and its Swagger UI are public, and the page runs under the app's CSP.
test('the Swagger UI shows the API and expands an operation', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/swagger/v1');
  await expect(page.getByRole('heading', { name: /Sightline/ })).toBeVisible();

  const listCharts = page
    .locator('.opblock-get')
    .filter({ has: page.locator('.opblock-summary-path', { hasText: /^\/api\/v1\/chart$/ }) });
  await listCharts.locator('.opblock-summary').click();
  await expect(listCharts.getByText('Try it out')).toBeVisible();
  await shot(page, 'swagger-ui');
  expect(refused).toEqual([]);

  const document = await page.request.get('/api/v1/_openapi');
  expect(document.status()).toBe(200);
  expect((await document.json()).openapi).toMatch(/^3\./);
});
