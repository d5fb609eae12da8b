import { useLingui } from '@lingui/react/macro';
import { useShop } from '../../lib';

/** The build's label (`VITE_APP_VERSION` at build time): support can tell which version a shopper runs. */
const appVersion = import.meta.env.VITE_APP_VERSION as string | undefined;

/** "© 2025 Legal name – All rights reserved." (a dash: legal names often end with a full stop) */
export function Copyright({ className }: { className?: string }) {
  const { t } = useLingui();
  const holder = useShop().company.legalName || 'Raggio';
  const year = new Date().getFullYear();
  return (
    <p className={className}>
      {t`© ${year} ${holder} – Tutti i diritti riservati.`}
      {appVersion ? <span data-testid="app-version"> · {appVersion}</span> : null}
    </p>
  );
}
