import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';
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
          <Suspense fallback={null}>{children}</Suspense>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
