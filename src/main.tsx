import { timeoutManager } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { installAfterNavigation } from './app/after-navigation';
import { startCampaign } from './app/campaign-start';
import { askAgainThroughTheWorker } from './app/first-control';
import { sendLanding } from './app/landing';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { canHydrate, isServerRendered, keepPageDataForHydration, seedFromServerRender } from './app/server-rendered';
import { registerServiceWorker } from './app/service-worker';
import { installSession } from './app/session-wiring';
import { loadStartupData } from './app/startup';
import { installVersionSwitch } from './app/version-switch';
import { createCoalescedTimeouts } from './lib/coalesced-timeouts';
import { startTracking } from './lib/mctg';
import { nextTask } from './lib/next-task';

async function main(): Promise<void> {
  // Start-up's first steps in a task of their own, not in the one that evaluated the modules.
  await nextTask();
  // Before any query exists: timers of one provider only can be cleared by it (decision 179).
  timeoutManager.setTimeoutProvider(createCoalescedTimeouts());
  const queryClient = createAppQueryClient();
  const serverRendered = isServerRendered();
  if (serverRendered) seedFromServerRender(queryClient);
  const loaded = await loadStartupData(queryClient);
  startTracking();
  startCampaign();
  sendLanding();
  registerServiceWorker(() => void askAgainThroughTheWorker(queryClient));
  if (!loaded) {
    // The page will not become interactive: say so, so nothing waits for it (decision 080).
    document.documentElement.dataset.interactive = 'failed';
    return;
  }
  // Building the router and hydrating each take a task of their own (decision 096).
  await nextTask();
  const router = createAppRouter(queryClient);
  // A server-rendered page is hydrated (docs/decisions/080-ssr.md); the service worker's shell,
  // or a page whose language the visitor's stored choice overrides, renders on the client.
  const hydrating = serverRendered && canHydrate();
  installAfterNavigation(router, queryClient, hydrating);
  installSession(router);
  installVersionSwitch(router);
  await nextTask();
  const root = document.getElementById('root');
  if (!root) return;
  if (hydrating) {
    setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
    // Drawn from the answers the page was drawn from, whatever start-up found since (decision 264).
    await keepPageDataForHydration(queryClient);
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap during start-up is not kept waiting (decision 096).
    startTransition(() => {
      hydrateRoot(root, <App queryClient={queryClient}><RouterClient router={router} /></App>);
    });
  } else {
    createRoot(root).render(<App queryClient={queryClient}><RouterProvider router={router} /></App>);
  }
}

void main();
