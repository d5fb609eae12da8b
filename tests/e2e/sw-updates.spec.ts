// A deploy meets open apps (decision 202): two real builds of the shop served in turn on one
// origin and one data folder, in a persistent browser profile. Version 1 is the built dist/
// (no version label); version 2 is built once by this file, with VITE_APP_VERSION=v2 shown in the
// footer, and kept in the system's temporary folder for the next runs of the same version 1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, request as playwrightRequest, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { UPDATE_CHECK_KEY } from '../../src/app/update-checks';
import { ANY_WIDTH, COOKIE_CONSENT_KEY, expect, test } from './fixtures';
import { addAddress, addToCustomerCart, plainArticle, signUp } from './customer-helpers';

// A port and a data folder per Playwright worker: off CI two workers run this file at once (its
// desktop and phone tests), and one's clean-up removed the folder the other's shop was opening.
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const PORT = Number(process.env.E2E_PORT ?? 8181) + 6 + WORKER;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.data-e2e-updates-${WORKER}`;
const V1 = resolve('dist');
/** How often an open page looks for a new version here (an hour in the shop). */
const CHECK_MS = 1_500;
/** The shop's own interval, for the tests whose periodic check must not come. */
const HOUR_MS = 3_600_000;

/** Version 2's dist/ and dist-server/, built once per version 1. */
function buildVersion2(): string {
  const v1 = createHash('sha256').update(readFileSync(join(V1, 'sw.js'))).digest('hex').slice(0, 16);
  const root = join(tmpdir(), `raggio-e2e-v2-${v1}`);
  if (existsSync(join(root, 'dist-server', 'entry-server.js'))) return root;
  const env = { ...process.env, VITE_APP_VERSION: 'v2' };
  for (const args of [['vite', 'build', '--outDir', join(root, 'dist'), '--emptyOutDir'], ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(root, 'dist-server'), '--emptyOutDir']]) {
    const built = spawnSync('npx', args, { env, stdio: 'ignore' });
    if (built.status !== 0) throw new Error(`building version 2 failed: npx ${args.join(' ')}`);
  }
  return root;
}

let v2Root = '';
let server: ChildProcess | undefined;

/** Serves `version` of the shop on ORIGIN, the previous build's assets kept or not. */
async function deploy(version: 1 | 2, keepPrevious = true): Promise<void> {
  await stopServer();
  const dist = version === 1 ? V1 : join(v2Root, 'dist');
  const previous = version === 1 ? join(v2Root, 'dist') : V1;
  // The server itself, not npx in front of it: stopServer waits for this process's exit, and
  // npx exited before the server had closed the data folder, so the next version opened it while
  // the last one still wrote there and stopped at start.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    detached: true,
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: ORIGIN, DATA_DIR, LOG_LEVEL: 'warn', WARM_RENDITIONS: 'off',
      DIST_DIR: dist, PREVIOUS_DIST_DIR: keepPrevious ? previous : '/nonexistent-raggio-previous',
      AUTH_RATE_PER_CLIENT: '10000', WRITE_RATE_PER_CLIENT: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = server;
  // What the server said last, for a start that fails.
  let said = '';
  const hear = (chunk: Buffer) => { said = (said + chunk.toString()).slice(-2_000); };
  started.stdout?.on('data', hear);
  started.stderr?.on('data', hear);
  const deadline = Date.now() + 110_000;
  for (;;) {
    const up = await fetch(`${ORIGIN}/v1/health`).then((res) => res.ok, () => false);
    if (up) return;
    if (started.exitCode !== null) throw new Error(`the shop stopped at start (exit ${started.exitCode}): ${said}`);
    if (Date.now() > deadline) throw new Error('the shop did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopServer(): Promise<void> {
  const started = server;
  server = undefined;
  if (started?.pid !== undefined && started.exitCode === null) {
    const exited = new Promise((r) => started.once('exit', r));
    process.kill(-started.pid, 'SIGTERM');
    await exited;
  }
  // The server's own process may still answer a moment after npx has gone.
  while (await fetch(`${ORIGIN}/v1/health`).then(() => true, () => false)) await new Promise((r) => setTimeout(r, 100));
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const taken = await fetch(`${ORIGIN}/v1/health`).then(() => true, () => false);
  if (taken) throw new Error(`port ${PORT} is taken: stop what listens there`);
  rmSync(DATA_DIR, { recursive: true, force: true });
  v2Root = buildVersion2();
});

test.afterAll(async () => {
  await stopServer();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

let profile = '';
let context: BrowserContext | undefined;

/** A persistent profile of the project's screen, cookies accepted, update checks every `checkEvery` ms. */
async function openProfile(checkEvery = CHECK_MS): Promise<BrowserContext> {
  const use = test.info().project.use;
  profile = mkdtempSync(join(tmpdir(), 'raggio-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: use.launchOptions?.executablePath, args: use.launchOptions?.args,
    viewport: use.viewport, locale: 'it-IT', timezoneId: 'Europe/Rome', baseURL: ORIGIN,
  });
  await context.addInitScript(([consentKey, checkKey, every]) => {
    const consent = { necessary: true, analytics: true, at: new Date().toISOString() };
    window.localStorage.setItem(consentKey, JSON.stringify(consent));
    window.localStorage.setItem(checkKey, every);
  }, [COOKIE_CONSENT_KEY, UPDATE_CHECK_KEY, String(checkEvery)] as const);
  await logWorkers(context);
  return context;
}

/** The profile's service workers as Chromium reports them (DevTools' ServiceWorker domain), for failures. */
let workerLog: string[] = [];

/** Records every change of the workers' state and running status: which one was starting, running or stopped when. */
async function logWorkers(browserContext: BrowserContext): Promise<void> {
  const started = Date.now();
  workerLog = [];
  // The profile opens with a blank page; its session hears of every worker of the profile.
  const session = await browserContext.newCDPSession(browserContext.pages()[0] ?? await browserContext.newPage());
  session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) workerLog.push(`${Date.now() - started} ms: worker ${v.versionId} ${v.status}, ${v.runningStatus}, ${v.controlledClients?.length ?? 0} clients`);
  });
  await session.send('ServiceWorker.enable');
}

test.afterEach(async () => {
  await context?.close();
  context = undefined;
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** The version the page runs: version 2 shows its label in the footer. */
async function runsVersion(page: Page, version: 1 | 2): Promise<void> {
  // After "Aggiorna ora" the page reloads through a worker just activated, from a server run by
  // tsx: once in a CI run that took over the default 10 s (a blank page at the deadline).
  // If the new worker still waits 30 s after the press (decision 202, "The race"), the failure says
  // what the registration held and what Chromium last reported of each worker.
  await expect(page.getByTestId('app-version')).toHaveCount(version === 2 ? 1 : 0, { timeout: 30_000 }).catch(async (error: Error) => {
    const workers = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return {
        url: window.location.href, controlled: navigator.serviceWorker.controller !== null,
        entry: document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? null,
        waiting: r?.waiting?.state ?? null, installing: r?.installing?.state ?? null, active: r?.active?.state ?? null,
      };
    }).catch((reason: unknown) => String(reason));
    throw new Error(`${error.message}\nthe page and its registration's workers: ${JSON.stringify(workers)}\nlast changes:\n${workerLog.slice(-30).join('\n')}`);
  });
  if (version === 2) await expect(page.getByTestId('app-version')).toHaveText(/v2/);
  // The page's own scripts are that version's.
  const entry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? '');
  const built = readFileSync(join(version === 1 ? V1 : join(v2Root, 'dist'), 'index.html'), 'utf8');
  expect(built).toContain(new URL(entry).pathname);
}

/**
 * Presses "Aggiorna ora" once the page has no request in flight. A request of the page that
 * reaches the old worker while Chromium stops it for the new one starts it again, and the new one
 * then waits (decision 202, "The race"): Chromium's, reproduced on purpose there; this file tests
 * the app's part, the press that activates.
 */
async function pressUpdateNow(button: Locator): Promise<void> {
  await button.page().waitForLoadState('networkidle');
  await button.click();
}

/** Opens `path` and waits until a service worker controls the page and the app answers. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 });
  await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined, undefined, { timeout: 15_000 });
}

test('accepted in another tab, an update leaves the checkout on its version with the gift message until the shopper leaves it', async () => {
  await deploy(1);
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const customer = await signUp(api, 'updates');
  await addAddress(api, customer);
  await addToCustomerCart(api, customer, (await plainArticle(api)).id);
  const browser = await openProfile();
  await browser.addInitScript((token) => window.localStorage.setItem('token', token), customer.token);

  const checkout = await browser.newPage();
  await openControlled(checkout, '/checkout/indirizzi');
  await checkout.getByTestId('gift-on').check();
  await checkout.getByTestId('gift-message').fill('Buon compleanno, Marco!');
  const home = await browser.newPage();
  await openControlled(home, '/');
  await runsVersion(home, 1);
  await checkout.evaluate(() => { (window as { stayed?: boolean }).stayed = true; });

  await deploy(2);
  // The open home page finds version 2 by itself and offers it; the shopper takes it there.
  await pressUpdateNow(home.getByRole('button', { name: 'Aggiorna ora' }));
  await runsVersion(home, 2);
  await expect.poll(() => home.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

  // The checkout tab was not reloaded: same document, what was typed still there, version 1.
  expect(await checkout.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await expect(checkout.getByTestId('gift-message')).toHaveValue('Buon compleanno, Marco!');
  await expect(checkout.getByTestId('gift-on')).toBeChecked();
  await runsVersion(checkout, 1);
  // The next step, never opened in this tab, is version 1's code from the kept assets.
  await checkout.getByTestId('checkout-proceed').click();
  await expect(checkout).toHaveURL(/\/checkout\/spedizione$/, { timeout: 30_000 });
  await expect(checkout.getByRole('radio', { name: /Corriere/ }).first()).toBeVisible();
  expect(await checkout.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await runsVersion(checkout, 1);
  const state = await (await api.get('/v1/checkout/ss', { headers: customer.bearer })).json() as { gift: { on: boolean; message: string } };
  expect(state.gift).toEqual({ on: true, message: 'Buon compleanno, Marco!' });

  // Out of the checkout, the next page is version 2's.
  await checkout.getByRole('contentinfo').getByRole('link', { name: 'Metodi di spedizione' }).click();
  await expect(checkout).toHaveURL(/\/metodi-di-spedizione$/);
  await runsVersion(checkout, 2);
  await api.dispose();
});

test('an old tab opens a page it never loaded after the deploy; a page whose code is gone offers the new version, never reloads', async () => {
  await deploy(1);
  const browser = await openProfile();
  const page = await browser.newPage();
  // A visit no worker controls (a first visit before it installs, or a browser without one).
  await page.addInitScript(() => { delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker; });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
  await runsVersion(page, 1);
  await page.evaluate(() => { (window as { stayed?: boolean }).stayed = true; });
  await deploy(2);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Chi siamo' }).click();
  await expect(page).toHaveURL(/\/chi-siamo$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('new-version-message')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await runsVersion(page, 1);

  // A deploy that did not keep them: the page says so and the shopper chooses.
  await deploy(2, false);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Metodi di pagamento' }).click();
  await expect(page).toHaveURL(/\/metodi-di-pagamento$/);
  await expect(page.getByTestId('new-version-message')).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await pressUpdateNow(page.getByTestId('new-version-message').getByRole('button', { name: 'Aggiorna ora' }));
  await runsVersion(page, 2);
});

for (const lang of ['it', 'en'] as const) {
  const texts = lang === 'it'
    ? { path: '/', prompt: 'È disponibile una nuova versione del negozio.', update: 'Aggiorna ora' }
    : { path: '/en/', prompt: 'A new version of the shop is available.', update: 'Update now' };
  test(`an app left open (${lang}) is offered the new version within its check interval`, async () => {
    await deploy(1);
    const browser = await openProfile();
    const page = await browser.newPage();
    await openControlled(page, texts.path);
    await deploy(2);
    // Nobody touches the page: its own hourly check (shortened here) finds version 2.
    await expect(page.getByTestId('update-prompt')).toContainText(texts.prompt, { timeout: 10 * CHECK_MS + 15_000 });
    await page.getByRole('button', { name: texts.update }).click();
    await runsVersion(page, 2);
  });
}

/**
 * The shopper leaves the app for a while and comes back to it, as the shop hears it (decision
 * 202): more than the minute between two foreground checks passes on the page's clock, then the
 * tab is hidden and shown again (`visibilitychange`, read with document.visibilityState; a
 * headless browser never hides a tab by itself).
 */
async function awayAndBack(page: Page): Promise<void> {
  await page.clock.fastForward(65_000);
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/** A version installed and waiting, found by this page's registration. */
const hasWaitingVersion = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

test('an app left open is offered the new version when it comes back to the foreground, its hourly check still far off', async () => {
  await deploy(1);
  const browser = await openProfile(HOUR_MS);
  // The page's clock, so that the minute between foreground checks can pass without waiting for it.
  await browser.clock.install();
  const page = await browser.newPage();
  await openControlled(page, '/');
  await deploy(2);
  expect(await hasWaitingVersion(page)).toBe(false);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  await awayAndBack(page);
  await expect(page.getByTestId('update-prompt')).toContainText('È disponibile una nuova versione del negozio.', { timeout: 30_000 });
  await pressUpdateNow(page.getByRole('button', { name: 'Aggiorna ora' }));
  await runsVersion(page, 2);
});

test('a checkout step back in the foreground finds the new version but does not offer it until the shopper leaves the checkout', async () => {
  await deploy(1);
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const customer = await signUp(api, 'updates-foreground');
  await addAddress(api, customer);
  await addToCustomerCart(api, customer, (await plainArticle(api)).id);
  const browser = await openProfile(HOUR_MS);
  await browser.addInitScript((token) => window.localStorage.setItem('token', token), customer.token);
  await browser.clock.install();
  const checkout = await browser.newPage();
  await openControlled(checkout, '/checkout/indirizzi');
  await checkout.evaluate(() => { (window as { stayed?: boolean }).stayed = true; });
  await deploy(2);

  await awayAndBack(checkout);
  // The check ran: version 2 installed and waits, and the step shows no prompt.
  await expect.poll(() => hasWaitingVersion(checkout), { timeout: 30_000 }).toBe(true);
  await expect(checkout.getByTestId('checkout-steps')).toBeVisible();
  await expect(checkout.getByTestId('update-prompt')).toHaveCount(0);
  expect(await checkout.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await runsVersion(checkout, 1);

  // Out of the checkout, the same tab offers it.
  await checkout.getByRole('contentinfo').getByRole('link', { name: 'Metodi di spedizione' }).click();
  await expect(checkout).toHaveURL(/\/metodi-di-spedizione$/);
  await expect(checkout.getByTestId('update-prompt')).toContainText('È disponibile una nuova versione del negozio.');
  await api.dispose();
});

test('"Aggiorna ora" activates the waiting version every time: ten deploys in a row', ANY_WIDTH, async () => {
  test.setTimeout(400_000);
  await deploy(1);
  const browser = await openProfile();
  const page = await browser.newPage();
  // Each reload after the press paints the page the new worker answers and hydrates it: no
  // mismatch (React's #418) and no uncaught error in any of them.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /#418|#423|hydrat/i.test(msg.text())) pageErrors.push(msg.text());
  });
  await openControlled(page, '/');
  let version: 1 | 2 = 1;
  for (let run = 1; run <= 10; run++) {
    version = version === 1 ? 2 : 1;
    await deploy(version);
    await expect(page.getByTestId('update-prompt'), `deploy ${run}`).toBeVisible({ timeout: 30_000 });
    await pressUpdateNow(page.getByRole('button', { name: 'Aggiorna ora' }));
    await runsVersion(page, version);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: r?.waiting != null, active: r?.active?.state, controlled: navigator.serviceWorker.controller?.state };
    });
    expect(registration, `deploy ${run}`).toEqual({ waiting: false, active: 'activated', controlled: 'activated' });
  }
  expect(pageErrors).toEqual([]);
});
