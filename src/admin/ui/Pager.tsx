import { Trans, useLingui } from '@lingui/react/macro';

export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t`Pagine`}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}><Trans>Precedente</Trans></button>
      <span><Trans>Pagina {page} di {totalPages}</Trans></span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}><Trans>Successiva</Trans></button>
    </nav>
  );
}
