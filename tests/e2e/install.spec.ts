// Installability beyond startup.spec.ts's Page.getInstallabilityErrors check: the manifest as
// Chromium parses it (no errors, every field an install dialog needs, screenshots of the declared
// sizes) and the shop's own install button.
import { acceptCookies, expect, test } from './fixtures';

interface ManifestImage { src: string; sizes: string; type: string; purpose?: string; form_factor?: string }
interface Manifest {
  id: string; name: string; short_name: string; start_url: string; scope: string; display: string;
  theme_color: string; background_color: string; icons: ManifestImage[]; screenshots: ManifestImage[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest has what an install dialog needs, and Chromium parses it without errors', async ({ page }) => {
  await page.goto('/');
  const manifest = await (await page.request.get('/manifest.webmanifest')).json() as Manifest;
  expect(manifest).toMatchObject({
    id: '/', name: 'Raggio — Bikes & Components', short_name: 'Raggio', start_url: '/', scope: '/',
    display: 'standalone', theme_color: '#101b33', background_color: '#ffffff',
  });
  const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  expect(manifest.screenshots.map((s) => [s.form_factor, s.sizes])).toEqual([['wide', '1280x800'], ['narrow', '390x844']]);
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const res = await page.request.get(image.src);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body()), image.src).toBe(image.sizes);
  }
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
});

test('the install button shows only when the browser offers installing, and goes once installed', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // Playwright's windows are incognito, where Chromium never offers installing.
  await expect(page.getByTestId('install-app')).toHaveCount(0);

  // Chromium's offer, as the page receives it: an event with prompt() and userChoice.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => { (window as unknown as { prompted: number }).prompted = 1; },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(page.getByTestId('install-app')).toHaveText("Installa l'app");
  await page.getByTestId('install-app').click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  // An offer is used once: the button goes, whatever the user chose.
  await expect(page.getByTestId('install-app')).toHaveCount(0);

  await page.evaluate(() => window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'accepted' }),
  })));
  await expect(page.getByTestId('install-app')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(page.getByTestId('install-app')).toHaveCount(0);
});

test('the install offer waits until the cookie notice is answered, so it never covers its buttons', async ({ page }) => {
  await page.goto('/');
  const notice = page.locator('[data-cookie-notice]');
  await expect(notice).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }),
  })));
  await expect(page.getByTestId('install-app')).toBeHidden();
  await notice.getByRole('button', { name: 'Accetta', exact: true }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('install-app')).toBeVisible();
});
