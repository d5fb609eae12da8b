import AxeBuilder from '@axe-core/playwright';
import { seriousAxeViolations } from './axe.js';
import { test, expect } from './fixtures.js';

// axe on the shell's drawers and controls, at the project's screen size. The pages at both sizes:
// a11y-screens.spec.ts.

test('the open menu drawer has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/');
  await page.locator('header').first().getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousAxeViolations(page, 'dialog[open]')).toEqual([]);
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
