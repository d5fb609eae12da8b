// The back office's people and settings end to end (docs/product/back-office.md; decisions 237,
// 238, 239, 241): an owner invites a colleague who signs in from the mailed link, then removes
// them and their open tab is signed out; a discount code made in Impostazioni is used by a shopper
// on /carrello; a customer's data exported by staff at their request; every new screen passes axe
// on a desktop and at a tablet's width.
import { resolve } from 'node:path';
import { mailsTo } from '../api/newsletter-mail';
import { signInAdmin } from './admin-helpers';
import { seriousAxeViolations } from './axe';
import { addToCustomerCart, plainArticle, signInPages, signUp } from './customer-helpers';
import { acceptCookies, expect, test } from './fixtures';

const OUTBOX = resolve('.data-e2e/outbox');
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test.describe.configure({ timeout: 90_000 });

test('an owner invites a colleague, who sets a password from the mail and signs in; removed, their open tab is signed out', async ({ page, request, browser }) => {
  await signInAdmin(page, request);
  const email = `collega.${unique()}@raggio.test`;
  await page.goto('/admin/personale');
  await page.getByRole('button', { name: 'Invita una persona' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invita una persona' });
  await dialog.getByLabel('Nome').fill('Dario Collega');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Invita', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(`Abbiamo mandato a Dario Collega (${email})`);

  const [mail] = mailsTo(OUTBOX, email);
  const link = /https?:\/\/\S+\/admin\/password#[\w-]+/.exec(mail!.body)![0];
  const colleague = await browser.newContext({ locale: 'it-IT' });
  const tab = await colleague.newPage();
  await tab.goto(new URL(link).pathname + new URL(link).hash);
  await tab.getByLabel('Nuova password').fill('telaio-carbonio-77');
  await tab.getByLabel('Ripeti la password').fill('telaio-carbonio-77');
  await tab.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Ordini' })).toBeVisible();
  // A colleague of the staff role sees neither the staff nor the settings.
  await expect(tab.getByRole('link', { name: 'Personale' })).toHaveCount(0);
  await expect(tab.getByRole('link', { name: 'Impostazioni' })).toHaveCount(0);

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Rimuovi Dario Collega' }).click();
  await page.getByRole('dialog', { name: 'Rimuovere Dario Collega?' }).getByRole('button', { name: 'Rimuovi' }).click();
  await expect(row).toContainText('Rimosso');

  await tab.getByRole('link', { name: 'Catalogo' }).click();
  await expect(tab).toHaveURL(/\/admin\/accedi/);
  await colleague.close();
});

test('a discount code made in Impostazioni is used by a shopper on /carrello', async ({ page, request, browser }) => {
  await signInAdmin(page, request);
  const code = `PROVA${unique().toUpperCase().slice(-6)}`;
  await page.goto('/admin/impostazioni/codici-sconto');
  await page.getByLabel('Codice', { exact: true }).fill(code);
  await page.getByLabel('Sconto (%)').fill('15');
  await page.getByRole('button', { name: 'Crea il codice' }).click();
  await expect(page.getByRole('status')).toContainText(`Codice ${code} creato.`);
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Attivo');

  const shopper = await browser.newContext({ locale: 'it-IT' });
  const shop = await shopper.newPage();
  const customer = await signUp(request, 'codice');
  await addToCustomerCart(request, customer, (await plainArticle(request, 2)).id, 2);
  await acceptCookies(shop);
  await signInPages(shop, customer);
  await shop.goto('/carrello');
  await shop.getByTestId('promo-toggle').click();
  await shop.getByRole('textbox', { name: 'Codice sconto' }).fill(code.toLowerCase());
  await shop.getByTestId('promo-apply').click();
  await expect(shop.getByTestId('promo-success')).toHaveText(`Codice ${code} applicato!`);
  await expect(shop.getByTestId('cart-discount')).toBeVisible();
  await shopper.close();
});

test("a customer's data, asked for by phone, exported by staff from the customer's page", async ({ page, request }) => {
  await signInAdmin(page, request);
  const customer = await signUp(request, 'export');
  await page.goto('/admin/clienti');
  await page.getByRole('searchbox', { name: 'Nome o e-mail' }).fill(customer.email);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await page.getByRole('link', { name: /Giulia/ }).first().click();
  await expect(page.getByText(customer.email).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta i dati' }).click();
  const file = await download;
  const saved = JSON.parse(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))) as { profile: { email: string } };
  expect(saved.profile.email).toBe(customer.email);
  await expect(page.getByText('File scaricato: mandalo al cliente.')).toBeVisible();
});

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
