import { useLingui } from '@lingui/react/macro';
import type { QueryKey } from '@tanstack/react-query';
import { dateTime } from '../../lib';
import { useOnline, useSavedAt } from '../../offline/lite';
import styles from './Pwa.module.css';

/**
 * 'Prezzi aggiornati al <time>', shown only while offline: the catalogue data on screen may be
 * older than the server's. Of one query when given its key, else of every catalogue query shown.
 */
export function PricesAsOf({ queryKey, className }: { queryKey?: QueryKey; className?: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const savedAt = useSavedAt(queryKey);
  if (online || savedAt === undefined) return null;
  const when = dateTime(savedAt);
  return (
    <p className={className ?? styles.asOf} data-testid="prices-as-of">
      <time dateTime={new Date(savedAt).toISOString()}>{t`Prezzi aggiornati al ${when}`}</time>
    </p>
  );
}
