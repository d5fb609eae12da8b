// Helpers shared by the e2e specs. Import `test` and `expect` from here rather than from
// '@playwright/test' to get the `consoleErrors` fixture.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** localStorage key of the cookie consent (docs/product/analytics.md#consent). */
export const COOKIE_CONSENT_KEY = 'cookie accepted';

/**
 * Stores cookie consent before any page script runs, so the notice never covers the page.
 * The value has the shape the app writes when the visitor presses accept.
 */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const consent = { necessary: true, analytics: true, at: new Date().toISOString() };
    window.localStorage.setItem(key, JSON.stringify(consent));
  }, COOKIE_CONSENT_KEY);
}

/** Cuts the network for every page and the service worker of the context. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
}

/** Resolves once a service worker controls the page (it claims clients on activation). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 15_000,
  });
}

/**
 * Turns the mouse wheel and returns once the page has received the wheel event (Playwright's
 * wheel does not wait for it); what the page then does with it is up to the test to poll for.
 */
export async function turnWheel(page: Page, deltaX: number, deltaY: number): Promise<void> {
  const seenBefore = await page.evaluate(() => {
    const counter = window as unknown as { wheelEventsSeen?: number };
    if (counter.wheelEventsSeen === undefined) {
      counter.wheelEventsSeen = 0;
      window.addEventListener('wheel', () => { counter.wheelEventsSeen! += 1; }, { capture: true, passive: true });
    }
    return counter.wheelEventsSeen;
  });
  await page.mouse.wheel(deltaX, deltaY);
  await expect.poll(() => page.evaluate(() => (window as unknown as { wheelEventsSeen: number }).wheelEventsSeen))
    .toBeGreaterThan(seenBefore);
}

/** The page's scroll position once it has stopped moving: unchanged over ten rendered frames. */
export async function scrollAtRest(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    let last = window.scrollY;
    let still = 0;
    const frame = () => {
      if (window.scrollY === last) still += 1;
      else [last, still] = [window.scrollY, 0];
      if (still >= 10) resolve(last);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }));
}

/**
 * Details of a test whose screens do not change with the window's width (logic, server answers,
 * offline replays, or a test that sets its own screen sizes): the phone-width projects leave it to
 * the desktop one (playwright.config.ts, decision 170).
 */
export const ANY_WIDTH = { tag: '@any-width' } as const;

// Chromium reports these on its own closed network; they say nothing about the shop.
const IGNORED_CONSOLE_ERRORS = [/net::ERR_INTERNET_DISCONNECTED/];

/**
 * Waits until the app has attached its handlers (<html data-interactive>, set after hydration):
 * a server-rendered page is visible, and clickable by a test, before it answers. A failed start-up
 * marks it 'failed' at once; a page where the app never starts (JavaScript off, not the app) is
 * left to the test to judge.
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined, undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

/** goto and reload that return once the page answers clicks (see waitForInteractive). */
function waitingForInteractive(page: Page, javaScriptEnabled: boolean): void {
  if (!javaScriptEnabled) return;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response === null || (response.headers()['content-type'] ?? '').includes('text/html')) await waitForInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForInteractive(page);
    return response;
  };
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // The context goes back online before it is closed: in three CI runs in a row, Chromium's
  // browser process died as a test ended offline or just after, failing the test then running
  // (docs/decisions/003-chromium-from-debian.md, "Seen 2026-11-28").
  context: async ({ context }, use) => {
    await use(context);
    await context.setOffline(false).catch(() => undefined);
  },
  // Every test also checks the shop works under its Content-Security-Policy: what the
  // policy blocks is a failure, whichever page or test hit it.
  page: async ({ page, javaScriptEnabled }, use) => {
    waitingForInteractive(page, javaScriptEnabled);
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  /** Console errors and uncaught exceptions of the page, collected for the whole test. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (!IGNORED_CONSOLE_ERRORS.some((re) => re.test(text))) errors.push(text);
    });
    page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
    await use(errors);
  },
});

export { expect };
