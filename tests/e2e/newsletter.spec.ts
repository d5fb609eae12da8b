// The newsletter's double opt-in end to end (decision 110): the footer's form, the confirmation
// mail read back from the e2e server's file outbox (decision 101), its link opened in the browser
// — a page from the server, in the subscriber's language, that needs no JavaScript — and the
// unsubscribe link every newsletter mail carries.
import { resolve } from 'node:path';
import { confirmLink, mailsTo, unsubscribeLink, type OutboxMail } from '../api/newsletter-mail';
import { seriousAxeViolations } from './axe';
import { acceptCookies, expect, goOffline, test } from './fixtures';

const OUTBOX = resolve('.data-e2e/outbox');

/** The mail goes out after the answer: wait for it. */
async function theMailTo(address: string): Promise<OutboxMail> {
  await expect.poll(() => mailsTo(OUTBOX, address).length, { timeout: 10_000, intervals: [100, 250] }).toBe(1);
  return mailsTo(OUTBOX, address)[0]!;
}

const ownAddress = (who: string) => `${who}+${test.info().project.name}-${Date.now()}@raggio.example.com`;

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

test('subscribe in the English footer, open the mailed link: the subscription is confirmed, in English', async ({ page, context }) => {
  // Three pages and a mail: more than the default 30 s when this is a fresh server's first page
  // (its first render alone took 14 s in a loaded run).
  test.slow();
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  const address = ownAddress('confirm');
  await footer.getByLabel('Your e-mail address').fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('You have successfully subscribed!')).toBeVisible();
  await expect(footer.getByText('Check your mailbox: to confirm your subscription, open the link in the e-mail we have sent you.')).toBeVisible();
  expect(await seriousAxeViolations(page, 'footer')).toEqual([]);

  const mail = await theMailTo(address);
  expect(mail.headers.get('subject')).toBe('Confirm your subscription to the Raggio newsletter');
  const link = confirmLink(mail).url;
  expect(link.startsWith(`${new URL(page.url()).origin}/v1/subs/confirm/`)).toBe(true);

  // Opened from the mail client: a tab of its own (a plain page, not the app).
  const fromMail = await context.newPage();
  await fromMail.goto(link);
  await expect(fromMail.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(fromMail.getByText('From now on you will receive the Raggio newsletter')).toBeVisible();
  expect(await seriousAxeViolations(fromMail)).toEqual([]);

  // The link works once: opened again it says it is no longer valid.
  const again = await fromMail.goto(link);
  expect(again?.status()).toBe(404);
  await expect(fromMail.getByRole('heading', { level: 1, name: 'Invalid or expired link' })).toBeVisible();
  await fromMail.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(fromMail).toHaveURL(/\/en$/);
});

test("a customer subscribes the account's address from the personal area's block; once confirmed, /me says so", async ({ page, context, request }) => {
  test.slow();
  const address = ownAddress('account');
  const password = 'sella-carbonio-42';
  const signup = await request.post('/v1/auth/signup', {
    data: { name: { first: 'Giulia', last: 'Bianchi' }, birth: { day: 14, month: 5, year: 1990 }, email: address, password, confirmedPass: password, newsSubscriber: false },
  });
  expect(signup.status()).toBe(200);
  const { token } = await signup.json() as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto('/me');

  const block = page.getByTestId('newsletter-block');
  await expect(block.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
  await expect(block.getByLabel('Il tuo indirizzo email')).toHaveValue(address);
  // The footer's form is on the page too: no id appears twice.
  const repeatedIds = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, at) => ids.indexOf(id) !== at);
  });
  expect(repeatedIds).toEqual([]);
  expect(await seriousAxeViolations(page, '[data-testid="newsletter-block"]')).toEqual([]);

  await block.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(block.getByText('La tua iscrizione è riuscita con successo!')).toBeVisible();
  await expect(block.getByText(address)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('La tua iscrizione è riuscita con successo!')).toHaveCount(0);

  const fromMail = await context.newPage();
  await fromMail.goto(confirmLink(await theMailTo(address)).url);
  await expect(fromMail.getByRole('heading', { level: 1, name: 'Iscrizione confermata' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('newsletter-subscribed')).toContainText(`Ricevi la newsletter di Raggio all'indirizzo ${address}.`);
  await expect(block).toHaveCount(0);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("the mail's links open pages that need no JavaScript: confirm, then unsubscribe", async ({ page, request }) => {
    const address = ownAddress('nojs');
    const asked = await request.post('/v1/subs?lang=it', { data: { email: address } });
    expect(asked.status()).toBe(200);
    const mail = await theMailTo(address);

    await page.goto(confirmLink(mail).url);
    await expect(page.getByRole('heading', { level: 1, name: 'Iscrizione confermata' })).toBeVisible();
    await page.goto(unsubscribeLink(mail).url);
    await expect(page.getByRole('heading', { level: 1, name: 'Iscrizione annullata' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna al negozio' })).toHaveAttribute('href', '/');
  });
});

test('offline, the footer says subscribing needs the connection and does not send', async ({ page, context }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Il tuo indirizzo email').fill('offline@raggio.example.com');
  await goOffline(context);
  await expect(footer.getByText('Sei offline: per iscriverti alla newsletter serve la connessione.')).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Iscriviti' })).toBeDisabled();
});
