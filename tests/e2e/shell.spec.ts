import type { Locator, Page } from '@playwright/test';
import { ANY_WIDTH, test, expect, acceptCookies, COOKIE_CONSENT_KEY, scrollAtRest, turnWheel } from './fixtures.js';

// The shop shell (docs/product/content.md#shell): drawers by mouse and
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
  // Kept clear of the page's scrollbar gutter on the right edge.
  await page.mouse.click(side === 'right' ? 12 : width - 40, height / 2);
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
    // Whatever the page holds, make it long enough to scroll, then scroll it as a user would.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.querySelector('main')?.append(spacer);
    });
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => scrollPosition(page)).toBeGreaterThan(0);
    const before = await scrollPosition(page);

    await menuButton(page).click();
    const menu = drawer(page, 'Menu');
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

    await page.mouse.move(20, 400);
    await turnWheel(page, 0, 1500);
    expect(await scrollAtRest(page)).toBe(before);

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

  test('drawers keep their maximum widths: 568 px, the categories drawer 440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await menuButton(page).click();
    const menu = drawer(page, 'Menu');
    // Measured once the slide-in has ended: the drawer's right edge meets the viewport's.
    await expect.poll(async () => {
      const box = await menu.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    }).toBeGreaterThanOrEqual(1400);
    // Sub-pixel layout can report 568.00006: compare whole CSS pixels.
    expect(Math.round((await menu.boundingBox())!.width)).toBeLessThanOrEqual(568);
  });

  test('the categories drawer opens from a listing on a phone, from the left, and closes by keyboard and backdrop', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/d/bici');
    // The listing has loaded (its product count shows) before its toolbar is used.
    await expect(page.getByTestId('product-count')).toHaveText(/\d/);
    const opener = page.getByRole('main').getByRole('button', { name: 'Categorie', exact: true });
    await opener.click();
    const categories = drawer(page, 'Categorie');
    await expect(categories).toBeVisible();
    // Measured once the slide-in has ended.
    await expect.poll(async () => (await categories.boundingBox())?.x).toBe(0);
    expect(Math.round((await categories.boundingBox())!.width)).toBeLessThanOrEqual(440);
    await expect(categories.getByRole('link', { name: 'Bici', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

    await page.keyboard.press('Escape');
    await expect(categories).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(categories).toBeVisible();
    await clickBackdrop(page, 'left');
    await expect(categories).toBeHidden();
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

test.describe('the navbar on a phone', () => {
  // The narrowest phones, and WCAG's reflow width (320 px at 400 % zoom): every control of the bar
  // is whole and beside the next, none over another, none cut by the screen's edge.
  for (const width of [320, 360, 390]) {
    test(`at ${width} px the menu, wordmark, search, language and icons sit side by side`, async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      await acceptCookies(page);
      await page.goto('/');
      const bar = navbar(page);
      const controls = [
        menuButton(page), bar.getByRole('link', { name: /Raggio/i }).first(), bar.getByRole('button', { name: 'Cerca' }),
        bar.getByRole('button', { name: /Lingua/ }), ...(await bar.getByRole('listitem').all()),
      ];
      const boxes = [];
      for (const control of controls) {
        await expect(control).toBeVisible();
        boxes.push((await control.boundingBox())!);
      }
      const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
      expect(boxes[0]!.x).toBeGreaterThanOrEqual(0);
      expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(screenWidth);
      for (const [i, box] of boxes.slice(1).entries()) {
        expect(box.x, `control ${i + 1} starts where control ${i} ends, or after`).toBeGreaterThanOrEqual(boxes[i]!.x + boxes[i]!.width - 0.5);
      }
    });
  }
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

test.describe('newsletter', () => {
  test('checks the address, asks the API in the page language and shows the success message, with the confirmation step, for 4 s', ANY_WIDTH, async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Il tuo indirizzo email');
    const subscribe = footer.getByRole('button', { name: 'Iscriviti' });
    await expect(subscribe).toBeDisabled();

    await email.fill('mario');
    await subscribe.click();
    await expect(footer.getByText('Questo indirizzo email non è valido')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const address = `e2e-${test.info().project.name}-${Date.now()}@raggio.example.com`;
    await email.fill(address);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/subs' && r.request().method() === 'POST');
    await subscribe.click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('lang')).toBe('it');
    expect(response.request().postDataJSON()).toEqual({ email: address, name: '' });
    const success = footer.getByText('La tua iscrizione è riuscita con successo!');
    await expect(success).toBeVisible();
    await expect(footer.getByText(address)).toBeVisible();
    await expect(footer.getByText("Controlla la tua casella di posta: per confermare l'iscrizione apri il link nell'e-mail che ti abbiamo inviato.")).toBeVisible();
    await expect(success).toBeHidden({ timeout: 6000 });
  });
});
