// The support page /assistenza (docs/product/content.md#support): rendered by the
// server, its form mailing the shop — read back from the e2e server's file outbox (decision 101).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { seriousAxeViolations } from './axe';
import { acceptCookies, expect, goOffline, test, waitForInteractive } from './fixtures';

const OUTBOX = resolve('.data-e2e/outbox');
const mails = () => (existsSync(OUTBOX) ? readdirSync(OUTBOX).sort() : []);

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the page comes from the server with its contacts and the damaged-parcel procedure', async ({ page }) => {
    const res = await page.goto('/assistenza');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Assistenza' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ciao@raggiocicli.it' }).first()).toHaveAttribute('href', 'mailto:ciao@raggiocicli.it');
    await expect(page.getByText(/reclamo scritto va inviato entro otto giorni/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apri la mappa' })).toHaveAttribute('href', /openstreetmap\.org\/search\?query=/);
  });
});

test('the form asks for every field, then sends the message to the shop', async ({ page }) => {
  await page.goto('/assistenza');
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Scrivici' });
  // Send waits for a change to the form (decision 206); then every field still empty is asked for.
  await expect(form.getByRole('button', { name: 'Invia' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await form.getByRole('button', { name: 'Invia' }).click();
  await expect(form.getByText('Questo campo è obbligatorio')).toHaveCount(3);

  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await form.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
  await form.getByRole('textbox', { name: 'Email' }).fill('giulia@');
  await form.getByRole('textbox', { name: 'Messaggio' }).fill('Il telaio taglia M arriva entro maggio?');
  await form.getByRole('button', { name: 'Invia' }).click();
  await expect(form.getByText('Questo indirizzo email non è valido')).toBeVisible();
  await expect(form.getByText('Questo campo è obbligatorio')).toHaveCount(0);

  const before = mails();
  // An address of this run's own: the form allows a few messages per address an hour.
  const address = `giulia.rossi+${test.info().project.name}-${Date.now()}@example.it`;
  await form.getByRole('textbox', { name: 'Email' }).fill(address);
  await form.getByRole('button', { name: 'Invia' }).click();
  await expect(form.getByText('Messaggio inviato con successo, ti risponderemo presto')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Messaggio' })).toHaveValue('');

  const sent = mails().filter((file) => !before.includes(file));
  expect(sent).toHaveLength(1);
  const mail = readFileSync(join(OUTBOX, sent[0]!), 'utf8');
  expect(mail).toMatch(/^To: ciao@raggiocicli\.it$/m);
  expect(mail).toContain(address);
  expect(mail).toContain('Il telaio taglia M arriva entro maggio?');
});

test('in English the form speaks English, and says when the mail server fails', async ({ page }) => {
  await page.route('**/v1/shop/mail/send**', (route) => route.fulfill({
    status: 503, contentType: 'application/json',
    body: JSON.stringify({ code: 'MAIL_UNAVAILABLE', message: 'down', statusCode: 503 }),
  }));
  await page.goto('/en/assistenza');
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Jane');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Doe');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('jane@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your request could not be sent: please try again in a few minutes or write to us by e-mail');
});

test('offline, the form says it needs the connection and does not send', async ({ page, context }) => {
  await page.goto('/assistenza');
  await waitForInteractive(page);
  await goOffline(context);
  const form = page.getByRole('form', { name: 'Scrivici' });
  await expect(form.getByText('Sei offline: per inviare il messaggio serve la connessione.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Invia' })).toBeDisabled();
});

test.describe('on a wide screen', () => {
  test('axe finds nothing serious on /assistenza, its form showing every problem, at 390 and 1440 px', async ({ page }) => {
    // Two full-page axe runs on a shared 2-core machine.
    test.slow();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/assistenza');
      await waitForInteractive(page);
      const form = page.getByRole('form', { name: 'Scrivici' });
      await form.getByRole('textbox', { name: 'Email' }).fill('giulia@');
      await form.getByRole('button', { name: 'Invia' }).click();
      await expect(form.getByText('Questo indirizzo email non è valido')).toBeVisible();
      await expect(form.getByText('Questo campo è obbligatorio')).toHaveCount(3);
      expect(await seriousAxeViolations(page), `/assistenza at ${width}px`).toEqual([]);
    }
  });
});
