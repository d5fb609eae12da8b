import type { Locator, Page } from '@playwright/test';
import { test, expect, acceptCookies, COOKIE_CONSENT_KEY } from './fixtures.js';

// The shop shell (storefront.md §2 "Shell pieces", §4 cookie notice): drawers by mouse and
// keyboard, scroll lock, Escape and focus return, the cookie notice, the seeded department menu.

const navbar = (page: Page) => page.locator('header').first();
const menuButton = (page: Page) => navbar(page).getByRole('button', { name: 'Menu' });
const drawer = (page: Page, name: string) => page.getByRole('dialog', { name });

async function scrollPosition(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** A click on the backdrop beside a drawer: left of a right-hand drawer, right of a left-hand one. */
async function clickBackdrop(page: Page, side: 'left' | 'right') {
  const { width, height } = page.viewportSize()!;
  await page.mouse.click(side === 'right' ? 8 : width - 8, height / 2);
}

async function expectFocusInside(page: Page, dialog: Locator) {
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

test.describe('drawers', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expect(menuButton(page)).toBeVisible();
  });

  test('the menu drawer opens by mouse, locks page scroll, and closes on the backdrop', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 300));
    const before = await scrollPosition(page);
    expect(before).toBeGreaterThan(0);

    await menuButton(page).click();
    const menu = drawer(page, 'Menu');
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    expect(await scrollPosition(page)).toBe(before);

    await clickBackdrop(page, 'right');
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollPosition(page)).toBeGreaterThan(before);
  });

  test('the menu drawer by keyboard: Enter opens, Tab stays inside, Escape closes and focus returns', async ({ page }) => {
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const menu = drawer(page, 'Menu');
    await expect(menu).toBeVisible();
    await expectFocusInside(page, menu);

    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      await expectFocusInside(page, menu);
    }
    await page.keyboard.press('Shift+Tab');
    await expectFocusInside(page, menu);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('the menu shows the seeded departments, nested three levels deep', async ({ page }) => {
    await menuButton(page).click();
    const menu = drawer(page, 'Menu');
    const departments = menu.getByRole('navigation', { name: 'Reparti' });
    for (const name of ['Bici', 'Telai', 'Ruote', 'Componenti', 'Abbigliamento', 'Scarpe', 'Accessori']) {
      await expect(departments.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(departments.getByRole('link', { name: 'Strada', exact: true })).toBeHidden();
    await departments.getByRole('button', { name: 'Apri Bici' }).click();
    await expect(departments.getByRole('link', { name: 'Strada', exact: true })).toBeVisible();
    await departments.getByRole('button', { name: 'Apri MTB' }).click();
    const front = departments.getByRole('link', { name: 'Front', exact: true });
    await expect(front).toBeVisible();
    await expect(front).toHaveAttribute('href', /\/d\/mtb-front$/);
    await expect(menu.getByRole('link', { name: 'Rivenditori' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Informativa sulla privacy' })).toBeVisible();
  });

  test('account and wish icons open the login drawer for a visitor', async ({ page }) => {
    for (const name of ['Il mio account', 'Preferiti']) {
      const opener = navbar(page).getByRole('button', { name, exact: true });
      await opener.click();
      const login = drawer(page, 'Accedi');
      await expect(login).toBeVisible();
      await login.getByRole('button', { name: 'Chiudi', exact: true }).click();
      await expect(login).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test('the cart drawer shows the empty cart and leads back to shopping', async ({ page }) => {
    const opener = navbar(page).getByRole('button', { name: /^Carrello/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const cart = drawer(page, 'Carrello');
    await expect(cart).toBeVisible();
    await expect(cart.getByText('Nessun prodotto nel carrello')).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Torna allo shopping' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the brands drawer stacks on the menu; Escape closes only the top one', async ({ page }) => {
    await menuButton(page).click();
    const menu = drawer(page, 'Menu');
    const brandsButton = menu.getByRole('button', { name: 'Tutti i marchi' });
    await brandsButton.click();
    const brands = drawer(page, 'Marchi');
    await expect(brands).toBeVisible();
    const firstBrand = brands.getByRole('link').first();
    await expect(firstBrand).toHaveAttribute('href', /\/d\/[a-z0-9-]+$/);

    await page.keyboard.press('Escape');
    await expect(brands).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(brandsButton).toBeFocused();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('following a link in a drawer closes it', async ({ page }) => {
    await menuButton(page).click();
    const menu = drawer(page, 'Menu');
    await menu.getByRole('navigation', { name: 'Reparti' }).getByRole('link', { name: 'Ruote', exact: true }).click();
    await expect(page).toHaveURL(/\/d\/ruote$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });
});

test.describe('cookie notice', () => {
  test('accepting hides the notice, also after a reload', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accetta' }).click();
    await expect(notice).toBeHidden();
    const stored = await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY);
    expect(JSON.parse(stored!)).toMatchObject({ necessary: true, analytics: true });

    await page.reload();
    await expect(menuButton(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie' })).toBeHidden();
  });

  test('settings open the left cookies drawer; saving stores the choice and hides the notice', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie' });
    const settings = notice.getByRole('button', { name: 'Impostazioni' });
    await settings.click();
    const cookies = drawer(page, 'Impostazioni cookie');
    await expect(cookies).toBeVisible();
    await expect(cookies.getByRole('checkbox', { name: /Cookie necessari/ })).toBeChecked();
    await expect(cookies.getByRole('checkbox', { name: /Cookie necessari/ })).toBeDisabled();
    const analytics = cookies.getByRole('checkbox', { name: 'Cookie analitici' });
    await expect(analytics).not.toBeChecked();

    // Escape leaves without a choice: the notice stays.
    await page.keyboard.press('Escape');
    await expect(cookies).toBeHidden();
    await expect(settings).toBeFocused();
    await expect(notice).toBeVisible();

    await settings.click();
    await clickBackdrop(page, 'left');
    await expect(cookies).toBeHidden();

    await settings.click();
    await cookies.getByRole('checkbox', { name: 'Cookie analitici' }).check();
    await cookies.getByRole('button', { name: 'Salva le preferenze' }).click();
    await expect(cookies).toBeHidden();
    await expect(notice).toBeHidden();
    const stored = await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY);
    expect(JSON.parse(stored!)).toMatchObject({ necessary: true, analytics: true });

    await page.reload();
    await expect(menuButton(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie' })).toBeHidden();
  });
});
