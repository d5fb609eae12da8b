// The back office's people and settings end to end (docs/product/back-office.md; decisions 237,
// 238, 239, 241): an owner invites a colleague who signs in from the mailed link, then removes
// them and their open tab is signed out; a discount code made in Impostazioni is used by a shopper
// on /carrello; a customer's data exported by staff at their request, each in Italian on a desktop
// and in English at a tablet's width; every new screen passes axe on a desktop and at a tablet's width.
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { mailsTo } from '../api/newsletter-mail';
import { signInAdmin } from './admin-helpers';
import { seriousAxeViolations } from './axe';
import { addToCustomerCart, plainArticle, signInPages, signUp } from './customer-helpers';
import { acceptCookies, expect, test } from './fixtures';

const OUTBOX = resolve('.data-e2e/outbox');
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test.describe.configure({ timeout: 90_000 });

/** The words each case reads: the back office in Italian on a desktop, in English at a tablet's width. */
const CASES = [
  {
    lang: 'it', width: 1440, shop: '',
    invite: 'Invita una persona', name: 'Nome', email: 'E-mail', send: 'Invita', sent: (who: string) => `Abbiamo mandato a ${who}`,
    newPassword: 'Nuova password', repeat: 'Ripeti la password', setPassword: 'Imposta la password', orders: 'Ordini',
    staff: 'Personale', settings: 'Impostazioni', catalogue: 'Catalogo',
    removeButton: (who: string) => `Rimuovi ${who}`, removeDialog: (who: string) => `Rimuovere ${who}?`, remove: 'Rimuovi', removed: 'Rimosso',
    code: 'Codice', percent: 'Sconto (%)', create: 'Crea il codice', created: (code: string) => `Codice ${code} creato.`, active: 'Attivo',
    promoField: 'Codice sconto', applied: (code: string) => `Codice ${code} applicato!`,
    search: 'Nome o e-mail', find: 'Cerca', exportData: 'Esporta i dati', exported: 'File scaricato: mandalo al cliente.',
  },
  {
    lang: 'en', width: 768, shop: '/en',
    invite: 'Invite someone', name: 'Name', email: 'E-mail', send: 'Invite', sent: (who: string) => `We sent ${who}`,
    newPassword: 'New password', repeat: 'Repeat the password', setPassword: 'Set your password', orders: 'Orders',
    staff: 'Staff', settings: 'Settings', catalogue: 'Catalogue',
    removeButton: (who: string) => `Remove ${who}`, removeDialog: (who: string) => `Remove ${who}?`, remove: 'Remove', removed: 'Removed',
    code: 'Code', percent: 'Discount (%)', create: 'Create the code', created: (code: string) => `Code ${code} created.`, active: 'Active',
    promoField: 'Discount code', applied: (code: string) => `Code ${code} applied!`,
    search: 'Name or e-mail', find: 'Search', exportData: 'Export the data', exported: 'File downloaded: send it to the customer.',
  },
] as const;
type Case = (typeof CASES)[number];

/** The back office in the case's language and at its width, signed in as the demo owner. */
async function setUp(page: Page, request: APIRequestContext, c: Case): Promise<void> {
  await page.setViewportSize({ width: c.width, height: 1000 });
  await signInAdmin(page, request);
  await page.addInitScript((lang) => window.localStorage.setItem('raggio-admin-lang', lang), c.lang);
}

for (const c of CASES) {
  test(`an owner invites a colleague, who sets a password from the mail and signs in; removed, their open tab is signed out (${c.lang}, ${c.width} px)`, async ({ page, request, browser }) => {
    await setUp(page, request, c);
    const email = `collega.${unique()}@raggio.test`;
    await page.goto('/admin/personale');
    await page.getByRole('button', { name: c.invite }).click();
    const dialog = page.getByRole('dialog', { name: c.invite });
    await dialog.getByLabel(c.name).fill('Dario Collega');
    await dialog.getByLabel(c.email).fill(email);
    await dialog.getByRole('button', { name: c.send, exact: true }).click();
    await expect(page.getByRole('status')).toContainText(`${c.sent('Dario Collega')} (${email})`);

    const [mail] = mailsTo(OUTBOX, email);
    const link = /https?:\/\/\S+\/admin\/password#[\w-]+/.exec(mail!.body)![0];
    const colleague = await browser.newContext({ locale: c.lang === 'it' ? 'it-IT' : 'en-GB', viewport: { width: c.width, height: 1000 } });
    await colleague.addInitScript((lang) => window.localStorage.setItem('raggio-admin-lang', lang), c.lang);
    const tab = await colleague.newPage();
    await tab.goto(new URL(link).pathname + new URL(link).hash);
    await tab.getByLabel(c.newPassword).fill('telaio-carbonio-77');
    await tab.getByLabel(c.repeat).fill('telaio-carbonio-77');
    await tab.getByRole('button', { name: c.setPassword }).click();
    await expect(tab.getByRole('heading', { level: 1, name: c.orders })).toBeVisible();
    // A colleague of the staff role sees neither the staff nor the settings.
    await expect(tab.getByRole('link', { name: c.staff })).toHaveCount(0);
    await expect(tab.getByRole('link', { name: c.settings })).toHaveCount(0);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: c.removeButton('Dario Collega') }).click();
    await page.getByRole('dialog', { name: c.removeDialog('Dario Collega') }).getByRole('button', { name: c.remove, exact: true }).click();
    await expect(row).toContainText(c.removed);

    await tab.getByRole('link', { name: c.catalogue }).click();
    await expect(tab).toHaveURL(/\/admin\/accedi/);
    await colleague.close();
  });

  test(`a discount code made in the settings is used by a shopper on the cart page (${c.lang}, ${c.width} px)`, async ({ page, request, browser }) => {
    await setUp(page, request, c);
    const code = `PROVA${unique().toUpperCase().slice(-6)}`;
    await page.goto('/admin/impostazioni/codici-sconto');
    await page.getByLabel(c.code, { exact: true }).fill(code);
    await page.getByLabel(c.percent).fill('15');
    await page.getByRole('button', { name: c.create }).click();
    await expect(page.getByRole('status')).toContainText(c.created(code));
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText(c.active);

    const shopper = await browser.newContext({ locale: c.lang === 'it' ? 'it-IT' : 'en-GB', viewport: { width: c.width, height: 1000 } });
    const shop = await shopper.newPage();
    const customer = await signUp(request, 'codice');
    await addToCustomerCart(request, customer, (await plainArticle(request, 2)).id, 2);
    await acceptCookies(shop);
    await signInPages(shop, customer);
    await shop.goto(`${c.shop}/carrello`);
    await shop.getByTestId('promo-toggle').click();
    await shop.getByRole('textbox', { name: c.promoField }).fill(code.toLowerCase());
    await shop.getByTestId('promo-apply').click();
    await expect(shop.getByTestId('promo-success')).toHaveText(c.applied(code));
    await expect(shop.getByTestId('cart-discount')).toBeVisible();
    await shopper.close();
  });

  test(`a customer's data, asked for by phone, exported by staff from the customer's page (${c.lang}, ${c.width} px)`, async ({ page, request }) => {
    await setUp(page, request, c);
    const customer = await signUp(request, 'export');
    await page.goto('/admin/clienti');
    await page.getByRole('searchbox', { name: c.search }).fill(customer.email);
    await page.getByRole('button', { name: c.find }).click();
    await page.getByRole('link', { name: /Giulia/ }).first().click();
    await expect(page.getByText(customer.email).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: c.exportData }).click();
    const file = await download;
    const saved = JSON.parse(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))) as { profile: { email: string } };
    expect(saved.profile.email).toBe(customer.email);
    await expect(page.getByText(c.exported)).toBeVisible();
  });
}

test('the staff, settings, discount codes, customers, audit and mails screens pass axe, on a desktop and at a tablet\'s width', async ({ page, request }) => {
  await signInAdmin(page, request);
  const customer = await signUp(request, 'axe');
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const [path, heading] of [
      ['/admin/personale', 'Personale'], ['/admin/impostazioni', 'Impostazioni'], ['/admin/impostazioni/codici-sconto', 'Codici sconto'],
      ['/admin/registro', 'Registro attività'], ['/admin/mail', 'Mail'],
      // The customers' screen last: the search below starts there.
      ['/admin/clienti', 'Clienti'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      expect(await seriousAxeViolations(page), `${path} at ${width}`).toEqual([]);
    }
    await page.getByRole('searchbox', { name: 'Nome o e-mail' }).fill(customer.email);
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.getByRole('link', { name: /Giulia/ }).first().click();
    await expect(page.getByRole('button', { name: 'Esporta i dati' })).toBeVisible();
    expect(await seriousAxeViolations(page), `customer at ${width}`).toEqual([]);
  }
});
