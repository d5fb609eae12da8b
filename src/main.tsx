import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installAfterNavigation } from './app/after-navigation';
import { sendLanding } from './app/landing';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { loadStartupData } from './app/startup';

async function main(): Promise<void> {
  const queryClient = createAppQueryClient();
  const loaded = await loadStartupData(queryClient);
  sendLanding();
  registerServiceWorker();
  if (!loaded) return;
  const router = createAppRouter(queryClient);
  installAfterNavigation(router, queryClient);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App queryClient={queryClient} router={router} />);
}

void main();
