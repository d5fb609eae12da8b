import { useLingui } from '@lingui/react/macro';
import { useShop } from '../../lib';

/** "© 2025 Legal name – All rights reserved." (a dash: legal names often end with a full stop) */
export function Copyright({ className }: { className?: string }) {
  const { t } = useLingui();
  const holder = useShop().company.legalName || 'Raggio';
  const year = new Date().getFullYear();
  return <p className={className}>{t`© ${year} ${holder} – Tutti i diritti riservati.`}</p>;
}
