import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DeliveryRow } from '../../../contract/info-pages';
import { useHydrated } from '../../lib/use-hydrated';
import { provincesQuery } from './info-pages-api';
import styles from './InfoPage.module.css';

/** The row for a region: the one naming it, else the one for the rest of Italy (no regions). */
export function rowForRegion(rows: DeliveryRow[], region: string): DeliveryRow | undefined {
  return rows.find((row) => row.regions.includes(region)) ?? rows.find((row) => row.regions.length === 0);
}

/**
 * Delivery times by region (docs/product/content.md#delivery-and-returns), as the shop wrote them, and the time
 * for the visitor's province, picked from GET geo/provinces once the page runs.
 */
export function DeliveryTimes({ rows }: { rows: DeliveryRow[] }) {
  const { t } = useLingui();
  const id = useId();
  const hydrated = useHydrated();
  const provinces = useQuery({ ...provincesQuery(), enabled: hydrated });
  const [provinceId, setProvinceId] = useState('');
  const province = provinces.data?.find((p) => p.id === provinceId);
  const row = province && rowForRegion(rows, province.region);
  return (
    <div className={styles.delivery}>
      <dl className={styles.terms}>
        {rows.map((r) => <div key={r.label}><dt>{r.label}</dt><dd>{r.time}</dd></div>)}
      </dl>
      <label htmlFor={`${id}-province`}>{t`La tua provincia`}</label>
      <select
        id={`${id}-province`}
        className={styles.select}
        value={provinceId}
        disabled={!provinces.data}
        onChange={(event) => setProvinceId(event.target.value)}
      >
        <option value="">{provinces.isError ? t`Elenco non disponibile` : t`Scegli la provincia`}</option>
        {provinces.data?.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
      </select>
      <p aria-live="polite" className={styles.answer}>
        {province && row ? t`Consegna a ${province.name} (${province.region}): ${row.time}` : ''}
      </p>
    </div>
  );
}
