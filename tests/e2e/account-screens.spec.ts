// The account screens as a new shopper meets them (decision 206), at both widths, in Italian and
// English: the address form's parts by use, the wish add whose session the server ended, the
// support form's Send, the sign-in step's step bar, the roles, and the frictions a phone showed —
// plus axe on every account screen and every view of the login drawer.
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { acceptCookies, expect, goOffline, test, waitForServiceWorker } from './fixtures';
import { addAddress, addToCustomerCart, PASSWORD, plainArticle, putInVisitorCart, signInPages, signUp } from './customer-helpers';

const loginDrawer = (page: Page) => page.locator('dialog[data-drawer="login"]');
const noAxe = async (page: Page, include?: string) => expect(await seriousAxeViolations(page, include)).toEqual([]);

test('the address form shows the invoice option on billing addresses and the courier note on shipping ones', async ({ page, request }) => {
  test.slow();
  const customer = await signUp(request, 'uses');
  await addAddress(request, customer, 'Primo');
  const second = await addAddress(request, customer, 'Secondo');
  // The second address takes the shipping default: the first is billing only, the second shipping only.
  expect((await request.patch(`/v1/users/${customer.userId}/addresses/${second}/swaps`, { data: { type: 'Shipping' }, headers: customer.bearer })).status()).toBe(200);
  await signInPages(page, customer);
  await acceptCookies(page);
  await page.goto('/me/addresses');
  await page.getByRole('button', { name: "Modifica l'indirizzo di Marco Primo" }).click();
  await expect(page.getByRole('checkbox', { name: /Voglio la fattura/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Note per il corriere/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await page.getByRole('button', { name: "Modifica l'indirizzo di Marco Secondo" }).click();
  await expect(page.getByRole('textbox', { name: /Note per il corriere/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Voglio la fattura/ })).toHaveCount(0);
  await noAxe(page);

  // The checkout's new shipping address: the note, no invoice; the new billing one: the reverse.
  await addToCustomerCart(request, customer, (await plainArticle(request)).id);
  await page.goto('/checkout/indirizzi');
  await page.getByTestId('address-shipping-new').click();
  const shippingCard = page.getByTestId('address-shipping');
  await expect(shippingCard.getByRole('textbox', { name: /Note per il corriere/ })).toBeVisible();
  await expect(shippingCard.getByRole('checkbox', { name: /Voglio la fattura/ })).toHaveCount(0);
  await shippingCard.getByRole('button', { name: 'Annulla' }).click();
  await page.getByTestId('address-billing-new').click();
  const billingCard = page.getByTestId('address-billing');
  await expect(billingCard.getByRole('checkbox', { name: /Voglio la fattura/ })).toBeVisible();
  await expect(billingCard.getByRole('textbox', { name: /Note per il corriere/ })).toHaveCount(0);
});

test('a wish added with a session the server ended opens the login drawer; signing in there says so', async ({ page, request }) => {
  test.slow();
  const customer = await signUp(request, 'revoked');
  await signInPages(page, customer);
  await acceptCookies(page);
  // The app's own session check first, so the click below meets a token only the server knows is over.
  const checked = page.waitForResponse((res) => new URL(res.url()).pathname === '/v1/auth' && res.request().method() === 'GET');
  await page.goto('/d');
  await checked;
  expect((await request.post('/v1/auth/signout', { headers: customer.bearer })).status()).toBeLessThan(300);

  const heart = page.getByTestId('wish-button').first();
  await heart.click();
  await expect(loginDrawer(page)).toBeVisible();
  await expect(loginDrawer(page)).toHaveAccessibleName('Accedi');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('wishes-count')).toBeHidden();

  const form = loginDrawer(page).getByRole('form', { name: 'Accedi' });
  await form.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.getByRole('button', { name: 'Accedi' }).click();
  await expect(loginDrawer(page)).toBeHidden();
  // Staying on the listing, a status says the sign-in worked.
  await expect(page.getByRole('status').filter({ hasText: "hai effettuato l'accesso" })).toBeVisible();
  await expect(page).toHaveURL(/\/d$/);
});

test('the support form\'s Send waits for something written', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/assistenza');
  const send = page.getByRole('button', { name: 'Invia', exact: true });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: /Nome/ }).fill('Luca');
  await expect(send).toBeEnabled();
  await page.getByRole('textbox', { name: /Nome/ }).fill('');
  await expect(send).toBeDisabled();
  await noAxe(page);

  await page.goto('/en/assistenza');
  const sendEn = page.getByRole('button', { name: 'Send', exact: true });
  await expect(sendEn).toBeDisabled();
  await page.locator('textarea[name="msg"]').fill('Hello');
  await expect(sendEn).toBeEnabled();
});

test('the sign-in step shows the step bar like the other steps', async ({ page, request }) => {
  await acceptCookies(page);
  await putInVisitorCart(page, request);
  await page.goto('/checkout/accedi');
  const bar = page.getByTestId('checkout-steps');
  await expect(bar.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'accedi');
  await expect(bar.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi o registrati per continuare' })).toBeVisible();
  await noAxe(page);
  await page.goto('/en/checkout/accedi');
  await expect(page.getByTestId('checkout-steps').locator('[aria-current="step"]')).toHaveAttribute('data-step', 'accedi');
});

test('the login drawer is titled after its view, and a long address in the recovery confirmation stays inside it', async ({ page }) => {
  test.slow();
  await acceptCookies(page);
  await page.goto('/');
  await page.locator('[data-nav="account"]').click();
  await expect(loginDrawer(page)).toHaveAccessibleName('Accedi');
  await expect(loginDrawer(page).getByRole('form', { name: 'Accedi' })).toBeVisible();
  await noAxe(page, '[data-drawer="login"]');
  await loginDrawer(page).getByRole('button', { name: 'Non hai un account? Registrati' }).click();
  await expect(loginDrawer(page)).toHaveAccessibleName('Registrati');
  await expect(loginDrawer(page).locator('[data-form="signup"]')).toContainText('Almeno 8 caratteri: una password sicura ha lettere, numeri e caratteri speciali.');
  await noAxe(page, '[data-drawer="login"]');
  await loginDrawer(page).getByRole('button', { name: 'Hai già un account? Accedi' }).click();
  await loginDrawer(page).getByRole('button', { name: 'Hai dimenticato la password?' }).click();
  await expect(loginDrawer(page)).toHaveAccessibleName('Recupera la password');
  await noAxe(page, '[data-drawer="login"]');
  const long = 'un.indirizzo.email.davvero.molto.lungo.per.provare.il.cassetto@dominio-lungo-di-prova.example.it';
  await loginDrawer(page).getByRole('textbox', { name: 'Email' }).fill(long);
  await loginDrawer(page).getByRole('button', { name: 'Inviami il link' }).click();
  const sent = loginDrawer(page).getByRole('status');
  await expect(sent).toContainText(long.slice(0, 20));
  const width = page.viewportSize()!.width;
  const box = await sent.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  const overflow = await loginDrawer(page).evaluate((el) => {
    const body = el.querySelector<HTMLElement>('[data-login-view]')!;
    return body.scrollWidth - body.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await noAxe(page, '[data-drawer="login"]');

  await page.goto('/en');
  await page.locator('[data-nav="account"]').click();
  await loginDrawer(page).getByRole('button', { name: /Sign up/ }).click();
  await expect(loginDrawer(page)).toHaveAccessibleName('Sign up');
});

test('the personal area: roles, one password hint, the password page linked, the only address, the newsletter pending', async ({ page, request }) => {
  test.slow();
  // Signed up with the newsletter ticked: the confirmation mail is out and not opened.
  const email = `pending+${test.info().project.name}-${Date.now()}@example.it`;
  const res = await request.post('/v1/auth/signup', {
    data: { name: { first: 'Anna', last: 'Verdi' }, birth: { day: 1, month: 2, year: 1990 }, email, password: PASSWORD, confirmedPass: PASSWORD, newsSubscriber: true },
  });
  expect(res.status()).toBe(200);
  const answer = (await res.json()) as { token: string; user: { id: number } };
  const customer = { token: answer.token, userId: answer.user.id, email, bearer: { authorization: `Bearer ${answer.token}` } };
  await addAddress(request, customer, 'Unico');
  await signInPages(page, customer);
  await acceptCookies(page);

  await page.goto('/me');
  await expect(page.getByTestId('account-roles')).toHaveText('Profilo: Cliente');
  await expect(page.getByTestId('newsletter-pending')).toContainText(email);
  await expect(page.getByRole('button', { name: "Invia di nuovo l'e-mail" })).toBeVisible();
  await expect(page.locator('form[aria-labelledby="password-title"]')).toContainText('Almeno 8 caratteri: una password sicura ha lettere, numeri e caratteri speciali.');
  await expect(page.locator('form[aria-labelledby="password-title"]')).not.toContainText('più di 6');
  await noAxe(page);

  await page.getByRole('link', { name: 'Cambia solo la password, in una pagina a parte' }).click();
  await expect(page).toHaveURL(/\/me\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cambia password' })).toBeVisible();
  await noAxe(page);

  await page.goto('/me/addresses');
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Elimina/ })).toHaveCount(0);
  await expect(page.getByTestId('only-address-note')).toHaveText('È il tuo unico indirizzo: puoi modificarlo, ma non eliminarlo.');
  await noAxe(page);

  await page.goto('/me/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await noAxe(page);

  await page.goto('/en/me');
  await expect(page.getByTestId('account-roles')).toHaveText('Profile: Customer');
  await expect(page.getByTestId('newsletter-pending')).toContainText('awaiting confirmation');
});

test('a spent recovery link says so before any password is typed', async ({ page }) => {
  await page.goto('/recupero-password/not-a-real-token?email=qualcuno%40example.it');
  await expect(page.getByRole('form', { name: 'Il link è scaduto' })).toBeVisible();
  await expect(page.locator('input[name="new"]')).toHaveCount(0);
  await page.goto('/en/recupero-password/not-a-real-token?email=someone%40example.it');
  await expect(page.getByRole('form', { name: 'The link has expired' })).toBeVisible();
});

test('offline, the wish count and the wish list agree on wishes added on another device', async ({ page, context, request }) => {
  test.slow();
  const customer = await signUp(request, 'elsewhere');
  const article = await plainArticle(request);
  // Another device adds the wish: this browser never read the list.
  const added = await request.post('/v1/wishes/articles', {
    data: { id: article.id }, headers: { ...customer.bearer, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(added.status()).toBeLessThan(300);
  await signInPages(page, customer);
  await acceptCookies(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByTestId('wishes-count')).toHaveText('1');
  await goOffline(context);
  await page.locator('[data-nav="wishes"]').click();
  await expect(page).toHaveURL(/\/me\/wishes$/);
  await expect(page.getByTestId('wishes-offline')).toBeVisible();
  await expect(page.getByTestId('wish-line')).toHaveCount(1);
  await expect(page.getByTestId('wish-line')).toHaveAttribute('data-article-id', String(article.id));
});
