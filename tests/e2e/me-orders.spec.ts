// An order's detail in /me/orders (docs/product/accounts.md#personal-area: the detail shows
// the items; docs/product/orders.md#order: its checkout keeps the addresses, shipping and payment). The order is
// placed through the API (bank transfer); the screen is the real one against the real server.
import type { Page } from '@playwright/test';
import { money } from '../../src/lib/money';
import { seriousAxeViolations } from './axe';
import { addAddress, addToCustomerCart, placeOrder, plainArticle, signInPages, signUp } from './customer-helpers';
import { acceptCookies, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

/** Opens the only order's detail on /me/orders and answers the order's row. */
async function openOrderDetail(page: Page) {
  await page.goto('/me/orders');
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await row.getByText("Dettagli dell'ordine").click();
  await expect(row.getByTestId('order-line')).toHaveCount(1);
  return row;
}

test('a customer opens an order and sees its lines, totals, addresses, shipping, payment and status', async ({ page, request }) => {
  const customer = await signUp(request, 'orders');
  await addAddress(request, customer, 'Ordini');
  const article = await plainArticle(request);
  await addToCustomerCart(request, customer, article.id, 2);
  const order = await placeOrder(request, customer);
  await signInPages(page, customer);

  const row = await openOrderDetail(page);
  await expect(row.getByRole('heading', { name: `Ordine n. ${order.number}` })).toBeVisible();
  await expect(row.getByTestId('order-status')).toHaveText('in attesa di pagamento');
  const line = row.getByTestId('order-line');
  await expect(line).toContainText(article.name);
  await expect(line).toContainText('Quantità: 2');
  await expect(line).toContainText(money(order.items[0]!.prices.grossRevenue));
  // The totals' list (the detail's own; the transfer details hold another).
  await expect(row.locator('details > dl dd').last()).toHaveText(money(order.checkout.cashier.total));
  // A transfer awaiting payment: the courier ships once it arrives (decision 190).
  const transfer = row.getByRole('region', { name: 'Dati per il bonifico' });
  await expect(transfer).toContainText("Spediremo l'ordine appena riceveremo il bonifico.");
  await expect(transfer.getByTestId('transfer-reference')).toHaveText(order.number);
  await expect(transfer.getByTestId('transfer-amount')).toHaveText(money(order.checkout.cashier.total));

  const choices = row.getByTestId('order-choices');
  const billing = choices.getByRole('region', { name: 'Dati di fatturazione' });
  await expect(billing).toContainText('Marco Ordini');
  await expect(billing).toContainText('35031 Abano Terme (PD)');
  await expect(choices.getByRole('region', { name: 'Indirizzo di spedizione' })).toContainText('Via Roma 1');
  await expect(choices.getByRole('region', { name: 'Spedizione', exact: true })).toContainText('Corriere');
  await expect(choices.getByRole('region', { name: 'Pagamento' })).toHaveText(/Bonifico bancario/);
});

test.describe('on a wide screen', () => {
  test('axe finds nothing serious on /me/orders with an order\'s detail open, at 390 and 1440 px', async ({ page, request }) => {
    test.setTimeout(90_000);
    const customer = await signUp(request, 'orders-axe');
    await addAddress(request, customer);
    await addToCustomerCart(request, customer, (await plainArticle(request)).id);
    await placeOrder(request, customer);
    await signInPages(page, customer);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openOrderDetail(page);
      expect(await seriousAxeViolations(page), `/me/orders at ${width}px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
});
