// The information pages (docs/product/content.md#information-pages; decision 120):
// the shop's text for each, served whole by the server in Italian and in another language, the
// live shop data they show, the dealers' map without a key, at most 1024 px wide, and accessible.
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe.js';
import { ANY_WIDTH, acceptCookies, expect, goOffline, test } from './fixtures.js';
import { waitForWorker } from './offline-helpers.js';

interface Shown { path: string; title: string; piece: string }

/** Each page in Italian and in one other language, with a piece of text only it has. */
const PAGES: [Shown, Shown][] = [
  [{ path: '/chi-siamo', title: 'Chi siamo', piece: 'dal 2009' }, { path: '/en/chi-siamo', title: 'About us', piece: 'since 2009' }],
  [{ path: '/cgv', title: 'Condizioni generali di vendita', piece: 'entro 14 giorni dal giorno in cui tu, o chi hai indicato, ricevi la merce' },
    { path: '/fr/cgv', title: 'Conditions générales de vente', piece: 'dans les 14 jours suivant le jour où vous' }],
  [{ path: '/informativa-sulla-privacy', title: 'Informativa sulla privacy', piece: 'Titolare del trattamento' },
    { path: '/es/informativa-sulla-privacy', title: 'Política de privacidad', piece: 'El responsable del tratamiento' }],
  [{ path: '/rivenditore', title: 'Trova un rivenditore', piece: 'Alzaia Naviglio Grande 64' },
    { path: '/de/rivenditore', title: 'Händler finden', piece: 'Autorisierter Händler' }],
  [{ path: '/ambassador', title: 'Ambassador e atleti', piece: 'Giulia Brembati' },
    { path: '/en/ambassador', title: 'Ambassadors and athletes', piece: 'Become an ambassador' }],
  // The fee comes from the shop's shipping methods (GET shop), the rest from the page's text.
  [{ path: '/metodi-di-spedizione', title: 'Metodi di spedizione', piece: '8,99 €' },
    { path: '/de/metodi-di-spedizione', title: 'Versandarten', piece: 'Bestellschluss' }],
  [{ path: '/metodi-di-pagamento', title: 'Metodi di pagamento', piece: 'Fonte di finanziamento mancante' },
    { path: '/en/metodi-di-pagamento', title: 'Payment methods', piece: 'Transaction denied' }],
  [{ path: '/contatti', title: 'Contatti', piece: 'Raggio Cicli S.r.l.' }, { path: '/fr/contatti', title: 'Contact', piece: 'Raison sociale' }],
];

const decode = (html: string) => html.replace(/&amp;|&#38;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/\u00a0/g, ' ');

/** The map frame loads OpenStreetMap: answered locally, so the test needs no outside network. */
async function stubMaps(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>OpenStreetMap stub</p>' }));
}

test('the server sends each page whole: heading, title, description and its own text', ANY_WIDTH, async ({ request }) => {
  for (const shown of PAGES.flat()) {
    const res = await request.get(shown.path, { headers: { accept: 'text/html' } });
    expect(res.status(), shown.path).toBe(200);
    const html = decode(await res.text());
    expect(html, shown.path).toMatch(new RegExp(`<h1[^>]*>${shown.title}</h1>`));
    expect(html).toContain(`<title>${shown.title} | Bikes & Components</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{10,}"/);
    expect(html, shown.path).toContain(shown.piece);
  }
  const dealers = decode(await (await request.get('/rivenditore', { headers: { accept: 'text/html' } })).text());
  expect(dealers).toMatch(/<iframe[^>]+src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[^"]+&layer=mapnik&marker=45\.69410,9\.68390"/);
  expect(dealers).toContain('href="https://www.openstreetmap.org/directions?route=%3B45.45220%2C9.17000"');
});

test('each page shows its heading and its own text in both languages, at most 1024 px wide', ANY_WIDTH, async ({ page, consoleErrors }) => {
  // Eighteen page loads in one journey: three times the time of a test that opens one page.
  test.slow();
  await acceptCookies(page);
  await stubMaps(page);
  // Italian first: a prefix-less path follows the language the visitor chose last (docs/product/content.md#languages).
  for (const shown of [...PAGES.map(([it]) => it), ...PAGES.map(([, other]) => other)]) {
    await page.goto(shown.path);
    await expect(page.getByRole('heading', { level: 1, name: shown.title })).toBeVisible();
    await expect(page.getByText(shown.piece).first()).toBeVisible();
    const box = await page.locator('article[data-info-page]').boundingBox();
    expect(box!.width, shown.path).toBeLessThanOrEqual(1024);
  }
  // Hydrated as rendered: React reports a mismatch with the server's HTML on the console. (The
  // cookie fixture's init script also runs in the map's third-party frame, where storage is denied.)
  expect(consoleErrors.filter((error) => !/localStorage.*Access is denied/.test(error))).toEqual([]);
});

test('dealers: a store on the map, directions to it, and another store on the map on request', async ({ page }) => {
  await acceptCookies(page);
  await stubMaps(page);
  await page.goto('/rivenditore');
  const map = page.frameLocator('iframe[title="Mappa: Raggio Bergamo"]');
  await expect(map.getByText('OpenStreetMap stub')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Indicazioni stradali — Ciclofficina Navigli' }))
    .toHaveAttribute('href', 'https://www.openstreetmap.org/directions?route=%3B45.45220%2C9.17000');
  await page.getByRole('button', { name: 'Mostra sulla mappa — Bici Sile' }).click();
  await expect(page.locator('iframe[title="Mappa: Bici Sile"]')).toHaveAttribute('src', /marker=45\.67140,12\.22950$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('shipping: the delivery time for the chosen province, from the provinces call', ANY_WIDTH, async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/metodi-di-spedizione');
  const province = page.getByLabel('La tua provincia');
  await expect(province).toBeEnabled();
  await province.selectOption({ label: 'Palermo' });
  await expect(page.getByText('Consegna a Palermo (Sicilia): 2-3 giorni lavorativi')).toBeVisible();
  await province.selectOption({ label: 'Bergamo' });
  await expect(page.getByText('Consegna a Bergamo (Lombardia): 1-2 giorni lavorativi')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('payment: the methods the shop takes and the wallet errors, accessible', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/metodi-di-pagamento');
  const methods = page.getByRole('list', { name: 'Metodi di pagamento' });
  await expect(methods.getByRole('heading', { name: 'Contrassegno' })).toBeVisible();
  await expect(methods.getByText('Costo aggiuntivo: 5,00 €')).toBeVisible();
  // Cash is switched off in the shop's data: not offered.
  await expect(methods.getByRole('heading', { name: 'Contanti al ritiro' })).toHaveCount(0);
  await expect(page.getByText('Transazione negata')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe('offline', () => {
  // The service worker's precache takes a while on busy cores.
  test.describe.configure({ timeout: 90_000 });

  test('a page read online opens offline; one never read says it was not saved', ANY_WIDTH, async ({ page, context }) => {
    await acceptCookies(page);
    await page.goto('/');
    await waitForWorker(page);
    await page.goto('/cgv');
    await expect(page.getByText('entro 14 giorni dal giorno in cui tu, o chi hai indicato, ricevi la merce')).toBeVisible();
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Condizioni generali di vendita' })).toBeVisible();
    await expect(page.getByText('entro 14 giorni dal giorno in cui tu, o chi hai indicato, ricevi la merce')).toBeVisible();
    await page.goto('/ambassador');
    await expect(page.getByTestId('offline-message')).toBeVisible();
  });
});
