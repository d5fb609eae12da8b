import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end runs against the production build served by the real server, on a fresh demo
// database each run, in Debian's Chromium (docs/decisions/003-chromium-from-debian.md).
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = '.data-e2e';
/**
 * Chromium's old headless mode, a browser without the desktop browser's parts running in the
 * background: a third less time per test than /usr/bin/chromium, same results (decision 167).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** Specs that change the whole demo shop: see the 'shop-wide' project. */
const SHOP_WIDE = /shop-closed\.spec\.ts$/;
/**
 * Specs that sell stock or change prices and stock through the e2e fixtures: other specs read
 * those (a cart filled up to an article's stock, a price on a card), so these run after them, one
 * browser at a time (decision 162).
 */
const CHANGES_CATALOGUE = /(checkout|saved-cards|me-orders|offline-reconcile|payment-routes|admin-orders|admin-orders-read|admin-catalogue|admin-catalogue-edit|withdrawal)\.spec\.ts$/;
/** Specs whose tests set their screen sizes themselves: the mobile project would only repeat them. */
const SETS_OWN_VIEWPORT = /(a11y-screens|image-widths)\.spec\.ts$/;
/** Groups that set a phone's screen themselves: the mobile project runs them, the desktop one would repeat them. */
const PHONE_GROUPS = /on a (phone|390 px)/;
/**
 * Flows whose screens do not change with the width — sign-in and recovery, routing, start-up,
 * server rendering, the support and newsletter forms, reconciliation, the offline cart's and
 * catalogue's replays (decision 165), the tracking events, the old category links and the
 * personal area's forms (decision 167), the payment pages' return origin on a shop of its own (decision 191) — run once, at 1440 px (decision 138): repeating them at
 * 390 px cost minutes of CI's 30 for screens the phone-width specs show already. Their axe
 * checks still run at 390 px (project 'mobile-a11y', or in the spec itself).
 */
const SAME_AT_EVERY_WIDTH =
  /(account-login|account-me|startup|routing|ssr|newsletter|support|offline-reconcile|offline-cart|offline-catalogue|discount|install|cart-sign-in|smoke|tracking|listing-links|payment-origin|admin-[\w-]+)\.spec\.ts$/;
/**
 * The back office (decision 195) is made for tablets and desktops: its specs run at 1440 px and
 * check 768 px themselves; no phone-width project runs them, not even for axe.
 */
const BACK_OFFICE = /admin-[\w-]+\.spec\.ts$/;
/**
 * What the phone-width projects leave out: groups that test the desktop layout, and single tests
 * tagged ANY_WIDTH (tests/e2e/fixtures.ts) because their screens do not change with the width
 * (decision 170).
 */
const NOT_AT_PHONE_WIDTH = /on a wide screen|@any-width/;
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A test that only passes on a retry is a defect, not noise.
  retries: 0,
  // One browser at a time on CI: with two, the run on the 2-core machine was no shorter (the server
  // and one browser keep both cores busy) and timing showed through (decision 162). Locally two may
  // run: specs that change shared data still run on their own, after the others.
  workers: process.env.CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Locally a failed test keeps its trace: actions, DOM snapshots, console and network, without
    // the screencast, which cost a tenth of the whole run's time (decision 165). CI keeps only
    // the run's log, where recording a trace still cost about 6 % of the run (decision 167).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      // `npm test` sets it (scripts/ensure-chromium.sh): Debian's headless shell, else its chromium.
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      // Without these Chromium keeps trying to reach Google's services on a closed network.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [SHOP_WIDE, CHANGES_CATALOGUE],
      grepInvert: PHONE_GROUPS,
      use: desktop,
    },
    {
      name: 'mobile',
      testIgnore: [SHOP_WIDE, CHANGES_CATALOGUE, SETS_OWN_VIEWPORT, SAME_AT_EVERY_WIDTH],
      use: phone,
      grepInvert: NOT_AT_PHONE_WIDTH,
    },
    {
      name: 'mobile-a11y',
      testMatch: SAME_AT_EVERY_WIDTH,
      testIgnore: BACK_OFFICE,
      grep: /\baxe\b|accessib/,
      grepInvert: /on a wide screen/,
      use: phone,
    },
    {
      name: 'desktop-sales',
      testMatch: CHANGES_CATALOGUE,
      dependencies: ['desktop', 'mobile', 'mobile-a11y'],
      workers: 1,
      use: desktop,
    },
    {
      name: 'mobile-sales',
      testMatch: CHANGES_CATALOGUE,
      testIgnore: SAME_AT_EVERY_WIDTH,
      grepInvert: NOT_AT_PHONE_WIDTH,
      dependencies: ['desktop-sales'],
      workers: 1,
      use: phone,
    },
    {
      // Specs that switch the whole shop (decision 091: payments off) run alone, after the others,
      // so no other test sees the shop closed. Alone: --project=shop-wide --no-deps.
      name: 'shop-wide',
      testMatch: SHOP_WIDE,
      dependencies: ['mobile-sales'],
      workers: 1,
      use: desktop,
    },
  ],
  webServer: {
    // The first start seeds the demo catalogue and draws its images, hence the long timeout.
    // `npm test` has just built the app (E2E_BUILT=1): building it again here cost CI a minute.
    // The server is the compiled one, run by plain node as `npm start` does (decision 208).
    command: `rm -rf ${dataDir} && ${process.env.E2E_BUILT ? '' : 'npm run build && '}node build/server/main.js`,
    url: `${baseURL}/v1/health`,
    // E2E_FIXTURES: the test-only fixture routes (server/routes/e2e-fixtures.ts, decision 079).
    // The origin the browser uses: server-rendered canonical links must match the client's.
    // Every test's browser is the same client address (127.0.0.1): the per-address attempt limits
    // would count the whole run as one visitor. They stay per e-mail here (each test signs up its
    // own addresses); the API suites check the per-address limits. The back office's specs all sign
    // in as the one demo staff member (no other can be added while the shop runs, decision 192),
    // so its per-e-mail sign-in limit is lifted too; the API suites check that one as well.
    env: {
      PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn', E2E_FIXTURES: '1',
      AUTH_RATE_PER_CLIENT: '10000', AUTH_RATE_PER_EMAIL: '10000', RECOVERY_RATE_PER_CLIENT: '10000', SUBS_RATE_PER_CLIENT: '10000', SUPPORT_RATE_PER_CLIENT: '10000',
      WRITE_RATE_PER_CLIENT: '1000000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
