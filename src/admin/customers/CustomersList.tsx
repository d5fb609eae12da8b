// Clienti: the search by name or e-mail and its results, paged (docs/product/back-office.md#customers).
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ADMIN_CUSTOMERS_PATH, adminCustomerPath, CUSTOMER_SEARCH_MAX, CUSTOMER_SEARCH_MIN } from '../../../contract/admin-customers';
import { dateTime } from '../lib/format';
import { AdminLink, useAdminNavigate, withSearch } from '../lib/nav';
import { ErrorNote } from '../ui/ErrorNote';
import { Pager } from '../ui/Pager';
import { customersSearchOf, customersSearchQuery, isSearchable } from './customer-queries';
import { ClosedBadge, CustomerName } from './CustomerName';

export function CustomersList() {
  const { t } = useLingui();
  const navigate = useAdminNavigate();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const search = customersSearchOf(searchStr);
  const query = useQuery({ ...customersSearchQuery(search), placeholderData: keepPreviousData });
  const [draft, setDraft] = useState(search.q);
  // The address changed (back, forward, a link): the box shows its search.
  const [shown, setShown] = useState(search.q);
  if (shown !== search.q) {
    setShown(search.q);
    setDraft(search.q);
  }
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSearchable(draft)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    navigate(withSearch(ADMIN_CUSTOMERS_PATH, { q: draft.trim() }));
  };
  const data = isSearchable(search.q) ? query.data : undefined;

  return (
    <>
      <h1><Trans>Clienti</Trans></h1>
      <form className="filters" onSubmit={submit} role="search" aria-label={t`Cerca clienti`}>
        <label><span><Trans>Nome o e-mail</Trans></span>
          <input
            type="search" value={draft} maxLength={CUSTOMER_SEARCH_MAX} autoComplete="off"
            aria-describedby="customer-search-hint" aria-invalid={tooShort || undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button type="submit" className="primary"><Trans>Cerca</Trans></button>
      </form>
      <p id="customer-search-hint" className={tooShort ? 'error' : 'summary'} role={tooShort ? 'alert' : undefined}>
        <Trans>Scrivi almeno {CUSTOMER_SEARCH_MIN} caratteri del nome, del cognome o dell'e-mail. Ogni ricerca resta nel registro delle azioni.</Trans>
      </p>
      <ErrorNote error={isSearchable(search.q) ? query.error : null} />
      {data && (
        <>
          <p className="summary" aria-live="polite"><Trans>Clienti trovati: {data.total}</Trans></p>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col"><Trans>Cliente</Trans></th>
                  <th scope="col"><Trans>E-mail</Trans></th>
                  <th scope="col"><Trans>Cliente dal</Trans></th>
                  <th scope="col" className="num"><Trans>Ordini</Trans></th>
                </tr>
              </thead>
              <tbody>
                {data.docs.map((customer) => (
                  <tr key={customer.id}>
                    <th scope="row">
                      <AdminLink href={adminCustomerPath(customer.id)}><CustomerName customer={customer} /></AdminLink>
                      {customer.closed && <> <ClosedBadge /></>}
                    </th>
                    <td>{customer.email ?? '—'}</td>
                    <td>{dateTime(customer.createdAt)}</td>
                    <td className="num">{customer.orderCount}</td>
                  </tr>
                ))}
                {data.docs.length === 0 && (
                  <tr><td colSpan={4}><Trans>Nessun cliente trovato.</Trans></td></tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} totalPages={data.totalPages} onPage={(next) => navigate(withSearch(ADMIN_CUSTOMERS_PATH, { q: search.q, page: next }))} />
        </>
      )}
    </>
  );
}
