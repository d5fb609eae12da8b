import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CatalogueCsvReport, CatalogueCsvValues } from '../../../contract/admin-catalogue';
import { money } from '../lib/format';
import { ErrorNote } from '../ui/ErrorNote';
import { readCsvFile } from './csv-file';
import { applyCsv, downloadCsvExport, dryRunCsv } from './csv-api';

function Values({ values }: { values: CatalogueCsvValues }) {
  const { t } = useLingui();
  return (
    <>
      {money(values.price)}
      {values.discountedPrice !== null ? ` → ${money(values.discountedPrice)}` : ''}
      {' · '}{values.stockTracked ? t`stock ${values.stock}` : t`stock non contato`}
      {' · '}{values.onSale ? t`in vendita` : t`non in vendita`}
    </>
  );
}

/** Upload a file → every row's change and error (dry run) → apply, only when nothing is wrong. */
export function CsvPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [text, setText] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [report, setReport] = useState<CatalogueCsvReport | null>(null);
  const dryRun = useMutation({ mutationFn: dryRunCsv, onSuccess: setReport });
  const apply = useMutation({
    mutationFn: applyCsv,
    onSuccess: async (next) => {
      setReport(next);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'articles'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'article'] });
    },
  });
  const exporting = useMutation({ mutationFn: (format: 'csv' | 'excel-it') => downloadCsvExport(format) });
  const pick = async (file: File | undefined) => {
    setReport(null);
    apply.reset();
    if (!file) return setText(null);
    setFileName(file.name);
    const content = await readCsvFile(file);
    setText(content);
    dryRun.mutate(content);
  };
  const canApply = !!report && !report.applied && report.errors.length === 0 && report.changes.length > 0 && text !== null;
  return (
    <>
      <h1><Trans>Prezzi e stock da file</Trans></h1>
      <section className="card" aria-labelledby="export-title">
        <h2 id="export-title"><Trans>Esporta</Trans></h2>
        <p><Trans>Il file di tutti gli articoli (sku, price, discounted_price, stock, on_sale): modificalo e ricaricalo qui sotto.</Trans></p>
        <p><Trans>Per Excel in italiano scegli il file per Excel: si apre già in colonne, con i prezzi scritti 16,50. Si ricarica com'è, anche salvato da Excel.</Trans></p>
        <div className="action-row">
          <button type="button" onClick={() => exporting.mutate('excel-it')} disabled={exporting.isPending}><Trans>Scarica per Excel</Trans></button>
          <button type="button" onClick={() => exporting.mutate('csv')} disabled={exporting.isPending}><Trans>Scarica il CSV</Trans></button>
        </div>
        <ErrorNote error={exporting.error} />
      </section>
      <section className="card" aria-labelledby="import-title">
        <h2 id="import-title"><Trans>Carica</Trans></h2>
        <label className="form"><span><Trans>File CSV</Trans></span>
          <input type="file" accept=".csv,text/csv" onChange={(e) => void pick(e.target.files?.[0])} />
        </label>
        {dryRun.isPending && <p aria-busy="true"><Trans>Controllo del file…</Trans></p>}
        <ErrorNote error={dryRun.error} />
        {report && (
          <div aria-live="polite">
            <p className="summary">
              {report.applied
                ? <Trans>Applicato. Articoli cambiati: {report.changes.length}; invariati: {report.unchanged}.</Trans>
                : <Trans>{fileName}. Righe: {report.rows}; da cambiare: {report.changes.length}; invariate: {report.unchanged}; errori: {report.errors.length}.</Trans>}
            </p>
            {report.errors.length > 0 && (
              <div className="table-wrap">
                <table>
                  <caption><Trans>Errori: correggi il file e ricaricalo</Trans></caption>
                  <thead><tr><th scope="col"><Trans>Riga</Trans></th><th scope="col">SKU</th><th scope="col"><Trans>Errore</Trans></th></tr></thead>
                  <tbody>
                    {report.errors.map((error, index) => (
                      <tr key={index} className="row-error"><td>{error.line}</td><td>{error.sku ?? '—'}</td><td>{error.message}</td></tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {report.changes.length > 0 && (
              <div className="table-wrap">
                <table>
                  <caption>{report.applied ? t`Cambiati` : t`Cambiamenti`}</caption>
                  <thead><tr><th scope="col"><Trans>Riga</Trans></th><th scope="col">SKU</th><th scope="col"><Trans>Prima</Trans></th><th scope="col"><Trans>Dopo</Trans></th></tr></thead>
                  <tbody>
                    {report.changes.map((change) => (
                      <tr key={change.line}><td>{change.line}</td><td>{change.sku}</td><td><Values values={change.before} /></td><td><Values values={change.after} /></td></tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {!report.applied && (
              <button type="button" className="primary" disabled={!canApply || apply.isPending} onClick={() => text !== null && apply.mutate(text)}>
                <Trans>Applica</Trans>
              </button>
            )}
            <ErrorNote error={apply.error} />
          </div>
        )}
      </section>
    </>
  );
}
