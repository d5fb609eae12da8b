import type { Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from './axe.js';
import { ANY_WIDTH, test, expect, acceptCookies } from './fixtures.js';

// The promo banner and the full-height sponsor carousel of the home page (docs/product/content.md#home; decision 146):
// server-rendered, the button to the slug, the video rendition for the viewport, keyboard control,
// the pause button and reduced motion.

const promo = (page: Page) => page.getByTestId('home-promo');
const sponsors = (page: Page) => page.getByTestId('home-sponsors');
const currentSlide = (page: Page) => sponsors(page).locator('[data-current]');

/** The file name of the rendition the video element took (currentSrc), '' before it chose one. */
const renditionOf = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentSrc.split('/').pop() ?? '');
/** Playing: not paused and its time moves on. */
const playing = (video: Locator) => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0);
const paused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the promo banner and the sponsor carousel arrive in the server HTML', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    await expect(promo(page).getByRole('heading', { level: 2, name: 'Black Friday' })).toBeVisible();
    await expect(promo(page)).toContainText('Fino al 30% di sconto su bici, ruote e componenti.');
    await expect(promo(page).getByRole('link', { name: 'Vedi le offerte' })).toHaveAttribute('href', '/l/black-friday');
    // Its picture comes from the image route in right-sized widths (phones capped at 576).
    await expect(promo(page).locator('source[type="image/avif"]').first()).toHaveAttribute('srcset', /\/img\/[^ ]+\/576\.avif 576w/);
    // One video source per breakpoint, narrowest first, then the full size; nothing plays.
    const sources = promo(page).locator('video source');
    await expect(sources).toHaveCount(3);
    expect(await sources.evaluateAll((list) => list.map((s) => [s.getAttribute('media'), s.getAttribute('src')]))).toEqual([
      ['(max-width: 576px)', '/media/wheel-576.webm'], ['(max-width: 1080px)', '/media/wheel-1080.webm'], [null, '/media/wheel-1920.webm'],
    ]);
    await expect(promo(page).getByRole('button')).toHaveCount(0);

    await expect(sponsors(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(currentSlide(page).getByRole('heading', { name: 'Team Raggio Orobie' })).toBeVisible();
    await expect(sponsors(page).locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(sponsors(page)).toContainText('Dolomia Enduro Crew');
  });
});

test('on the client the promo banner\'s button leads to its slug', ANY_WIDTH, async ({ page, consoleErrors }) => {
  await page.goto('/');
  await promo(page).getByRole('link', { name: 'Vedi le offerte' }).click();
  await expect(page).toHaveURL(/\/l\/black-friday$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Black Friday' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the video plays the rendition made for the viewport and switches when a breakpoint is crossed', async ({ page }) => {
  await page.goto('/');
  await promo(page).scrollIntoViewIfNeeded();
  const video = promo(page).locator('video');
  const start = page.viewportSize()!;
  const expected = (width: number) => (width <= 576 ? 'wheel-576.webm' : width <= 1080 ? 'wheel-1080.webm' : 'wheel-1920.webm');
  await expect.poll(() => renditionOf(video)).toBe(expected(start.width));
  await expect.poll(() => playing(video)).toBe(true);
  for (const width of [1000, 390, 1440]) {
    await page.setViewportSize({ width, height: start.height });
    await promo(page).scrollIntoViewIfNeeded();
    await expect.poll(() => renditionOf(video)).toBe(expected(width));
    await expect.poll(() => playing(video)).toBe(true);
  }
});

test('the sponsor carousel works by keyboard; only the current slide\'s video plays, and it can be paused', async ({ page }) => {
  await page.goto('/');
  await sponsors(page).scrollIntoViewIfNeeded();
  const firstVideo = sponsors(page).locator('video');
  await expect.poll(() => playing(firstVideo)).toBe(true);
  // The hero and the promo banner have videos of their own or none: this one is the sponsors'.
  const pause = sponsors(page).getByRole('button', { name: 'Metti in pausa il video' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => paused(firstVideo)).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => playing(firstVideo)).toBe(true);
  await expect(sponsors(page).getByRole('button', { name: 'Metti in pausa il video' })).toBeFocused();

  await sponsors(page).getByRole('button', { name: 'Slide successiva' }).focus();
  await page.keyboard.press('Enter');
  await expect(currentSlide(page).getByRole('heading', { name: 'Dolomia Enduro Crew' })).toBeVisible();
  await expect.poll(() => paused(firstVideo)).toBe(true);
  // The second slide has no video: no pause button, the arrows stay under the keyboard.
  await expect(sponsors(page).getByRole('button', { name: /video/ })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page).getByRole('heading', { name: 'Granfondo delle Orobie' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page).getByRole('heading', { name: 'Team Raggio Orobie' })).toBeVisible();
  await expect.poll(() => playing(firstVideo)).toBe(true);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(currentSlide(page).getByRole('heading', { name: 'Dolomia Enduro Crew' })).toBeVisible();
  await currentSlide(page).getByRole('link', { name: 'Scopri' }).click();
  await expect(page).toHaveURL(/\/d\/dolomia$/);
});

test('under reduced motion the videos stay still until the visitor starts one', ANY_WIDTH, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await promo(page).scrollIntoViewIfNeeded();
  const video = promo(page).locator('video');
  const play = promo(page).getByRole('button', { name: 'Riproduci il video' });
  await expect(play).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused && element.currentTime === 0)).toBe(true);
  await play.click();
  await expect.poll(() => playing(video)).toBe(true);
  await expect(promo(page).getByRole('button', { name: 'Metti in pausa il video' })).toBeVisible();
});

test('axe finds nothing serious in the promo banner and the sponsor carousel', async ({ page }) => {
  await page.goto('/');
  await promo(page).scrollIntoViewIfNeeded();
  await expect(promo(page).getByRole('button', { name: 'Metti in pausa il video' })).toBeVisible();
  expect(await seriousAxeViolations(page, '[data-testid="home-promo"]')).toEqual([]);
  await sponsors(page).scrollIntoViewIfNeeded();
  expect(await seriousAxeViolations(page, '[data-testid="home-sponsors"]')).toEqual([]);
});
