import { test, expect, acceptCookies } from './fixtures.js';

test('the home page loads in Italian with the shell and no console errors', async ({ page, consoleErrors }) => {
  await acceptCookies(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  // The shell's landmarks: navbar, the page, footer.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});

test('the API answers its health check with the database up', async ({ request }) => {
  const response = await request.get('/v1/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, db: 'up', renditions: expect.stringMatching(/^(warming|ready)$/) });
});
