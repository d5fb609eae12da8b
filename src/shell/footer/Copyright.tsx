import { useLingui } from '@lingui/react/macro';
import { useShop } from '../../lib';
import { useHydrated } from '../../lib/use-hydrated';

/** The build's label (`VITE_APP_VERSION` at build time): support can tell which version a shopper runs. */
const appVersion = import.meta.env.VITE_APP_VERSION as string | undefined;

/**
 * "© 2025 Legal name – All rights reserved." (a dash: legal names often end with a full stop)
 *
 * The year is the clock's, and a page may be hydrated in another year than it was rendered in: a
 * page the worker kept from December opened in January, a server on UTC and a shopper in Rome on
 * New Year's Eve. Hydration keeps the page's year (no mismatch: decision 264), then the app's
 * own render writes the year now.
 */
export function Copyright({ className }: { className?: string }) {
  const { t } = useLingui();
  const holder = useShop().company.legalName || 'Raggio';
  const hydrated = useHydrated();
  const year = hydrated || import.meta.env.SSR ? new Date().getFullYear() : '';
  return (
    <p className={className} suppressHydrationWarning>
      {t`© ${year} ${holder} – Tutti i diritti riservati.`}
      {appVersion ? <span data-testid="app-version"> · {appVersion}</span> : null}
    </p>
  );
}
