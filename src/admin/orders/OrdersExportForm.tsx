// The orders of a range of days as a file (decision 240): placed from one day to another, Italy's
// days, both included; as a spreadsheet set to Italian opens it, or plain CSV.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../ui/ErrorNote';
import { downloadOrdersExport, type OrdersExportFormat } from './orders-export';

/** Today in Italy, YYYY-MM-DD. */
const todayInRome = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

export function OrdersExportForm({ from: initialFrom, to: initialTo }: { from?: string; to?: string }) {
  const { t } = useLingui();
  const today = todayInRome();
  const [from, setFrom] = useState(initialFrom || `${today.slice(0, 8)}01`);
  const [to, setTo] = useState(initialTo || today);
  const [format, setFormat] = useState<OrdersExportFormat>('excel-it');
  const exporting = useMutation({ mutationFn: () => downloadOrdersExport(from, to, format) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    exporting.mutate();
  };
  return (
    <form className="filters export-form" onSubmit={submit} aria-label={t`Esporta gli ordini`}>
      <label><span><Trans>Effettuati dal</Trans></span><input type="date" required value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} /></label>
      <label><span><Trans>al</Trans></span><input type="date" required value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} /></label>
      <label><span><Trans>Formato</Trans></span>
        <select value={format} onChange={(e) => setFormat(e.target.value as OrdersExportFormat)}>
          <option value="excel-it">{t`Excel (italiano)`}</option>
          <option value="csv">CSV</option>
        </select>
      </label>
      <button type="submit" disabled={exporting.isPending}><Trans>Esporta gli ordini</Trans></button>
      <ErrorNote error={exporting.error} />
    </form>
  );
}
