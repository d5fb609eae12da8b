import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminArticleList } from '../../../contract/admin-catalogue';
import { adminCall } from '../lib/api';
import { money } from '../lib/format';
import { AdminLink, useAdminNavigate, useAdminSearch, withSearch } from '../lib/nav';
import { ErrorNote } from '../ui/ErrorNote';
import { Pager } from '../ui/Pager';
import { departmentChoices } from './department-choices';
import { useShopLists } from './shop-lists';

const FILTERS = ['q', 'department', 'brand', 'onSale', 'outOfStock'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;
const PAGE_SIZE = 25;

export function ArticlesList() {
  const { t } = useLingui();
  const navigate = useAdminNavigate();
  const search = useAdminSearch();
  const filters: Filters = Object.fromEntries(FILTERS.map((key) => [key, search[key] ?? '']));
  const page = Number(search.page ?? 1) || 1;
  const lists = useShopLists();
  const query = useQuery({
    queryKey: ['admin', 'articles', filters, page],
    queryFn: ({ signal }) => adminCall<AdminArticleList>(withSearch('/admin/articles', { ...filters, page, pageSize: PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
  });
  const [draft, setDraft] = useState<Filters>(filters);
  // A tile, a status or the pager changed the address: the form shows its filters.
  const filtersKey = JSON.stringify(filters);
  const [shown, setShown] = useState(filtersKey);
  if (shown !== filtersKey) {
    setShown(filtersKey);
    setDraft(filters);
  }
  const field = (key: keyof Filters) => ({
    value: draft[key] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(withSearch('/admin/catalogo', draft));
  };
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <div className="title-row">
        <h1><Trans>Catalogo</Trans></h1>
        <AdminLink className="button primary" href="/admin/catalogo/nuovo"><Trans>Nuovo articolo</Trans></AdminLink>
      </div>
      <form className="filters" onSubmit={submit} role="search">
        <label><span><Trans>Cerca</Trans></span><input type="search" {...field('q')} placeholder={t`Codice o nome`} /></label>
        <label><span><Trans>Reparto</Trans></span>
          <select {...field('department')}>
            <option value=""><Trans>Tutti</Trans></option>
            {departmentChoices(lists.data?.departments ?? []).map((d) => <option key={d.id} value={d.id}>{d.label}</option>)}
          </select>
        </label>
        <label><span><Trans>Marca</Trans></span>
          <select {...field('brand')}>
            <option value=""><Trans>Tutte</Trans></option>
            {lists.data?.brands.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
          </select>
        </label>
        <label><span><Trans>In vendita</Trans></span>
          <select {...field('onSale')}>
            <option value=""><Trans>Tutti</Trans></option>
            <option value="true"><Trans>Sì</Trans></option>
            <option value="false"><Trans>No</Trans></option>
          </select>
        </label>
        <label><span><Trans>Esauriti</Trans></span>
          <select {...field('outOfStock')}>
            <option value=""><Trans>Tutti</Trans></option>
            <option value="true"><Trans>Solo esauriti</Trans></option>
            <option value="false"><Trans>Disponibili</Trans></option>
          </select>
        </label>
        <button type="submit" className="primary"><Trans>Filtra</Trans></button>
      </form>
      <ErrorNote error={query.error} />
      {data && (
        <>
          <p className="summary" aria-live="polite"><Trans>Articoli trovati: {data.total}</Trans></p>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col"><Trans>Codice</Trans></th>
                  <th scope="col"><Trans>Nome</Trans></th>
                  <th scope="col"><Trans>Reparto</Trans></th>
                  <th scope="col"><Trans>Marca</Trans></th>
                  <th scope="col" className="num"><Trans>Prezzo</Trans></th>
                  <th scope="col" className="num"><Trans>Scontato</Trans></th>
                  <th scope="col" className="num"><Trans>Stock</Trans></th>
                  <th scope="col"><Trans>In vendita</Trans></th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((article) => (
                  <tr key={article.id}>
                    <th scope="row"><AdminLink href={`/admin/catalogo/${article.id}`}>{article.sku}</AdminLink></th>
                    <td>{article.name}</td>
                    <td>{article.department?.name ?? '—'}</td>
                    <td>{article.brand?.name ?? '—'}</td>
                    <td className="num">{money(article.price)}</td>
                    <td className="num">{article.discountedPrice === null ? '—' : money(article.discountedPrice)}</td>
                    <td className="num">{article.stockTracked ? article.stock : t`non contato`}{article.outOfStock ? ` (${t`esaurito`})` : ''}</td>
                    <td>{article.onSale ? t`Sì` : t`No`}</td>
                  </tr>
                ))}
                {data.items.length === 0 && <tr><td colSpan={8}><Trans>Nessun articolo con questi filtri.</Trans></td></tr>}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} totalPages={totalPages} onPage={(next) => navigate(withSearch('/admin/catalogo', { ...filters, page: next }))} />
        </>
      )}
    </>
  );
}
