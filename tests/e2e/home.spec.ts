import type { Page } from '@playwright/test';
import { ANY_WIDTH, test, expect, acceptCookies } from './fixtures.js';

// The home page on the seeded shop (docs/product/content.md#home): hero slides, the highlighted carousel with arrows (more than 5 items),
// the button to /d, featured brands and the sponsor carousel.

const hero = (page: Page) => page.getByTestId('home-hero');
const highlighted = (page: Page) => page.getByRole('region', { name: 'Prodotti in evidenza' });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the hero fills the window below the navbar; its buttons and the arrow keys change slide', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(hero(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Su misura, dal 2009' })).toBeVisible();
  const box = await hero(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.abs(box!.y + box!.height - viewport.height)).toBeLessThanOrEqual(1);
  // The first slide's picture is the page's first image.
  await expect(hero(page).locator('img').first()).toHaveAttribute('fetchpriority', 'high');

  await hero(page).getByRole('button', { name: 'Slide successiva' }).click();
  await expect(page.getByRole('heading', { name: 'Oltre l’asfalto' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Su misura, dal 2009' })).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: 'Il carbonio che conta' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1, name: 'Su misura, dal 2009' })).toBeVisible();
  await hero(page).getByRole('button', { name: 'Slide precedente' }).click();
  await expect(page.getByRole('heading', { name: 'Il carbonio che conta' })).toBeVisible();
  // A slide's button leads to the department its slug names.
  await hero(page).getByRole('link', { name: 'Scopri' }).click();
  await expect(page).toHaveURL(/\/d\/ruote$/);
  expect(consoleErrors).toEqual([]);
});

test('the highlighted carousel has arrows (more than 5 items) that scroll it', async ({ page }) => {
  await page.goto('/');
  const carousel = highlighted(page);
  await expect(carousel.getByTestId('article-card').first()).toBeVisible();
  expect(await carousel.getByTestId('article-card').count()).toBeGreaterThan(5);
  // No 'Evidenza' chip on cards, though every highlighted article carries that label.
  await expect(carousel.getByText('Evidenza', { exact: true })).toHaveCount(0);
  const previous = carousel.getByRole('button', { name: 'Precedente' });
  const next = carousel.getByRole('button', { name: 'Successivo' });
  await expect(previous).toBeDisabled();
  await next.click();
  const track = carousel.getByTestId('carousel-track');
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
});

test('carousels with 5 items or fewer have no arrows; featured brands link to their listing', async ({ page }) => {
  await page.goto('/');
  const brand = page.getByTestId('home-brand').filter({ hasText: 'Borgo Sartoria' });
  await brand.scrollIntoViewIfNeeded();
  await expect(brand.getByTestId('article-card').first()).toBeVisible();
  const cardsShown = await brand.getByTestId('article-card').count();
  expect(cardsShown).toBeLessThanOrEqual(10);
  await expect(brand.getByRole('button', { name: 'Successivo' })).toHaveCount(cardsShown > 5 ? 1 : 0);
  await brand.getByRole('link', { name: /Scopri Borgo Sartoria/ }).click();
  await expect(page).toHaveURL(/\/d\/borgo-sartoria$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Borgo Sartoria' })).toBeVisible();
});

test('the button to the shop opens /d; the sponsors close the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-sponsors')).toContainText('Team Raggio Orobie');
  await page.getByTestId('home-shop-button').click();
  await expect(page).toHaveURL(/\/d$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Negozio' })).toBeVisible();
});

test('in English the home links stay in English', ANY_WIDTH, async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1, name: 'Made to measure, since 2009' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  await expect(page.getByTestId('home-shop-button')).toHaveText('Go to the shop');
  await page.getByTestId('home-shop-button').click();
  await expect(page).toHaveURL(/\/en\/d$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});
