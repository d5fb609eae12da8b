// Takes docs/screenshot.png (the README's picture) from a running shop:
//   npm start            (in another terminal; or any started shop)
//   npx tsx scripts/screenshot.ts [http://127.0.0.1:8080]
import { chromium } from '@playwright/test';
import { join } from 'node:path';

const shopUrl = process.argv[2] ?? process.env.SHOP_URL ?? 'http://127.0.0.1:8080';
const output = join(import.meta.dirname, '..', 'docs', 'screenshot.png');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'it-IT' });
  // The cookie notice would cover the shop: store consent as the app does on "accept".
  await page.addInitScript(() => {
    const consent = { necessary: true, analytics: false, at: new Date().toISOString() };
    localStorage.setItem('cookie accepted', JSON.stringify(consent));
  });
  const response = await page.goto(shopUrl, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${shopUrl} answered ${response?.status() ?? 'nothing'}`);
  // Let visible images load and entrance transitions end before the picture.
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'), undefined, { timeout: 15_000 })
    .catch(() => console.warn('screenshot: some images were still loading'));
  await page.waitForTimeout(1_000);
  await page.screenshot({ path: output });
  console.log(`screenshot: ${output}`);
} finally {
  await browser.close();
}
