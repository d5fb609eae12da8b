// An open app looks for a new version when it comes back to the foreground and every hour: an
// installed app kept open for days would otherwise never see one (decision 202). A check is one
// revalidated request for /sw.js.

const HOUR_MS = 3_600_000;
/** The check interval in ms, shortened by the end-to-end tests through this key. */
export const UPDATE_CHECK_KEY = 'raggio:update-check-ms';

function checkInterval(): number {
  try {
    const set = Number(localStorage.getItem(UPDATE_CHECK_KEY));
    if (Number.isFinite(set) && set >= 1_000) return set;
  } catch {
    // No storage: the default.
  }
  return HOUR_MS;
}

export function startUpdateChecks(registration: ServiceWorkerRegistration): void {
  const every = checkInterval();
  // Switching tabs back and forth asks at most once a minute (or once an interval, if shorter).
  const spacing = Math.min(every, 60_000);
  let last = Date.now();
  const check = () => {
    if (!navigator.onLine) return;
    last = Date.now();
    registration.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - last >= spacing) check();
  });
  window.setInterval(check, every);
}
