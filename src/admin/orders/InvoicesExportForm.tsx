// The invoices of a period for the accountant (decision 247): every invoice and credit note issued
// from one day to another (Italy's days, both included), as one zip of the XML files and an index.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../ui/ErrorNote';
import { downloadInvoicesExport } from './invoices-export';

/** Last month in Italy, first and last day (YYYY-MM-DD): what an accountant usually asks for. */
export function lastMonthInRome(now = new Date()): { from: string; to: string } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export function InvoicesExportForm() {
  const { t } = useLingui();
  const [from, setFrom] = useState(() => lastMonthInRome().from);
  const [to, setTo] = useState(() => lastMonthInRome().to);
  const exporting = useMutation({ mutationFn: () => downloadInvoicesExport(from, to) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    exporting.mutate();
  };
  return (
    <form className="filters export-form" onSubmit={submit} aria-label={t`Scarica le fatture per il commercialista`}>
      <label><span><Trans>Fatture emesse dal</Trans></span><input type="date" required value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} /></label>
      <label><span><Trans>al</Trans></span><input type="date" required value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} /></label>
      <button type="submit" disabled={exporting.isPending}><Trans>Scarica le fatture (zip)</Trans></button>
      <ErrorNote error={exporting.error} />
    </form>
  );
}
