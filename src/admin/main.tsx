// The back office's entry (admin.html; decision 195): client-rendered, loaded only under /admin,
// never by the shop.
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApiError } from './lib/api';
import { activateAdminLang, i18n, initialAdminLang } from './lib/lang';
import { createAdminRouter } from './router';
import './admin.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Staff act on what they see: a screen is read again when they come back to it.
      staleTime: 0,
      retry: (count, error) => !(error instanceof AdminApiError && error.status > 0 && error.status < 500) && count < 2,
    },
  },
});
const router = createAdminRouter(queryClient);

await activateAdminLang(initialAdminLang());
createRoot(document.getElementById('admin-root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
// The shop's signal that a page answers clicks (tests and benches wait for it), once it is drawn.
requestAnimationFrame(() => { document.documentElement.dataset.interactive = 'true'; });
