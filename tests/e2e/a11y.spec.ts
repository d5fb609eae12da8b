import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.js';

// axe finds no serious or critical violation on the home page and the 404 page, on a phone-sized
// and a desktop-sized screen. The cookie notice is left showing: it is what a first visit sees.

const SCREENS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const PAGES = [
  { name: 'home', path: '/' },
  { name: '404', path: '/404' },
] as const;

for (const screen of SCREENS) {
  for (const target of PAGES) {
    test(`${target.name} at ${screen.width} px has no serious or critical axe violation`, async ({ page }) => {
      // axe walks the whole page: on a busy 2-core machine it needs more than the default 30 s.
      test.slow();
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(target.path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');

      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
      expect(blocking).toEqual([]);

      // No horizontal scroll at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('the open menu drawer has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/');
  await page.locator('header').first().getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(blocking).toEqual([]);
});

// WCAG 2.5.3 (label in name): a speech user says what they see. axe's check for it is off by
// default ('experimental'), so it is switched on here for the header's controls.
for (const { path, code, name } of [
  { path: '/', code: 'IT', name: 'IT – Lingua: Italiano' },
  { path: '/en', code: 'EN', name: 'EN – Language: English' },
]) {
  test(`the language button's name starts with its visible code ${code}`, async ({ page }) => {
    await page.goto(path);
    const button = page.locator('header').first().getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toContainText(code);
    const results = await new AxeBuilder({ page })
      .include('header')
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    expect(results.violations.map((v) => v.id)).not.toContain('label-content-name-mismatch');
  });
}
