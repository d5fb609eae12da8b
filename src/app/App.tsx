import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { i18n } from '../lib/i18n/catalogs';

interface AppProps {
  queryClient: QueryClient;
  /** The router: RouterProvider (client-only render), RouterClient (hydration) or RouterServer. */
  children: ReactNode;
}

export function App({ queryClient, children }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <Suspense fallback={null}>
            {children}
            <InteractiveMark />
          </Suspense>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * Marks <html data-interactive> once the page's first render (or hydration) has committed: a
 * server-rendered page shows before its handlers are attached, and the e2e fixtures wait for this
 * before they click (decision 080).
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
    // A button tapped before now showed it was not ready (index.html, decision 264): it is now.
    for (const tapped of document.querySelectorAll('[data-tap-early]')) tapped.removeAttribute('data-tap-early');
  }, []);
  return null;
}
