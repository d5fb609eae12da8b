// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS } from '../../../contract/checkout';
import { testRoot } from '../../lib/test-root';
import { StepBar } from './StepBar';
import type { StepSlug } from './steps';

const view = testRoot();

async function render(page: StepSlug) {
  const rootRoute = createRootRoute({ component: () => <StepBar list={CHECKOUT_STEPS.map((slug) => ({ slug }))} page={page} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await view.renderAndWait(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>, () => router.load());
}
const step = (slug: string) => view.host.querySelector<HTMLElement>(`[data-step="${slug}"]`)!;

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

describe('the checkout step bar', () => {
  it('lists the server steps and Fatto!, marks the page as the current step and links only the earlier ones', async () => {
    await render('pagamento');
    const items = [...view.host.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['1Accesso', '2Indirizzi', '3Spedizione', '4Pagamento', '5Conferma', '6Fatto!']);
    expect(step('pagamento').getAttribute('aria-current')).toBe('step');
    expect(step('indirizzi').querySelector('a')?.getAttribute('href')).toBe('/checkout/indirizzi');
    expect(step('spedizione').querySelector('a')?.getAttribute('href')).toBe('/checkout/spedizione');
    expect(step('accedi').querySelector('a')).toBeNull();
    expect(step('pagamento').querySelector('a')).toBeNull();
    expect(step('conferma').querySelector('a')).toBeNull();
    expect(step('fatto').querySelector('a')).toBeNull();
  });
});
