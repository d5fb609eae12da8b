// Registro attività: the staff's audit, newest first, filtered and paged, an owner's screen
// (docs/decisions/251-the-audit-and-mails-screens.md, docs/product/back-office.md#audit).
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_AUDIT_PATH, AUDIT_SUBJECTS } from '../../../contract/admin-audit';
import { dateTime } from '../lib/format';
import { historyChanges } from '../lib/history-changes';
import { DONE_LABELS, historyText, REFUSED_LABELS } from '../lib/history-texts';
import { AdminLink, useAdminNavigate, withSearch } from '../lib/nav';
import { ErrorNote } from '../ui/ErrorNote';
import { Pager } from '../ui/Pager';
import { auditQuery, auditSearchOf, type AuditFilters } from './audit-queries';
import { subjectOf, SUBJECT_LABELS, whoOf } from './audit-subjects';

// Recorded under a name with an id ('settings.pickup-3'): no exact action to filter on.
const FILTERABLE_DONE = Object.keys(DONE_LABELS).filter((action) => action !== 'settings.pickup' && action !== 'settings.shipping');

export function AuditPage() {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const navigate = useAdminNavigate();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const search = auditSearchOf(searchStr);
  const query = useQuery({ ...auditQuery(search), placeholderData: keepPreviousData });
  const [draft, setDraft] = useState<AuditFilters>(search.filters);
  // The address changed (back, forward, the pager): the form shows its filters.
  const filtersKey = JSON.stringify(search.filters);
  const [shown, setShown] = useState(filtersKey);
  if (shown !== filtersKey) {
    setShown(filtersKey);
    setDraft(search.filters);
  }
  const go = (filters: AuditFilters, page?: number) => navigate(withSearch(ADMIN_AUDIT_PATH, { ...filters, page }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Another subject type makes a chosen subject meaningless.
    go({ ...draft, subjectId: draft.subject === search.filters.subject ? draft.subjectId : '' });
  };
  const field = (key: keyof AuditFilters) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setDraft((now) => ({ ...now, [key]: value }));
    },
  });
  const filtered = Object.values(search.filters).some((value) => value !== '');
  const data = query.data;

  return (
    <>
      <h1 id={headingId}><Trans>Registro attività</Trans></h1>
      <p className="summary">
        <Trans>Ogni azione dello staff, fatta o rifiutata, gli accessi non riusciti e le modifiche da riga di comando, dalla più recente. Lo vedono solo i titolari; consultarlo non lascia traccia nel registro.</Trans>
      </p>
      <form className="filters" onSubmit={submit} role="search" aria-label={t`Filtra il registro`}>
        <label><span><Trans>Persona</Trans></span>
          <select {...field('staff')}>
            <option value=""><Trans>Tutte</Trans></option>
            {data?.members.map((member) => <option key={member.id} value={String(member.id)}>{member.name || member.email}</option>)}
            {/* A member named by the address before the list has come. */}
            {!data && draft.staff ? <option value={draft.staff}>{draft.staff}</option> : null}
          </select>
        </label>
        <label><span><Trans>Azione</Trans></span>
          <select {...field('action')}>
            <option value=""><Trans>Tutte</Trans></option>
            <optgroup label={t`Fatte`}>
              {FILTERABLE_DONE.map((action) => <option key={action} value={action}>{i18n._(DONE_LABELS[action]!)}</option>)}
            </optgroup>
            <optgroup label={t`Rifiutate`}>
              {Object.keys(REFUSED_LABELS).map((action) => <option key={action} value={action}>{i18n._(REFUSED_LABELS[action]!)}</option>)}
            </optgroup>
          </select>
        </label>
        <label><span><Trans>Oggetto</Trans></span>
          <select {...field('subject')}>
            <option value=""><Trans>Tutti</Trans></option>
            {AUDIT_SUBJECTS.map((subject) => <option key={subject} value={subject}>{i18n._(SUBJECT_LABELS[subject])}</option>)}
          </select>
        </label>
        <label><span><Trans>Esito</Trans></span>
          <select {...field('outcome')}>
            <option value=""><Trans>Tutti</Trans></option>
            <option value="done">{t`Fatte`}</option>
            <option value="refused">{t`Rifiutate`}</option>
          </select>
        </label>
        <label><span><Trans>Dal</Trans></span><input type="date" {...field('from')} /></label>
        <label><span><Trans>Al</Trans></span><input type="date" {...field('to')} min={draft.from || undefined} /></label>
        <button type="submit" className="primary"><Trans>Filtra</Trans></button>
        {filtered ? <button type="button" onClick={() => go({ staff: '', action: '', subject: '', subjectId: '', outcome: '', from: '', to: '' })}><Trans>Togli i filtri</Trans></button> : null}
      </form>
      {search.filters.subjectId ? (
        <p className="summary"><Trans>Solo le righe di un oggetto: {search.filters.subjectId}</Trans></p>
      ) : null}
      <ErrorNote error={query.error} />
      {data && (
        <>
          <p className="summary" aria-live="polite"><Trans>Righe trovate: {data.total}</Trans></p>
          {/* A table wider than a tablet scrolls: focusable so the keyboard scrolls it too, named by the page's heading. */}
          <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={headingId}>
            <table className="audit">
              <thead>
                <tr>
                  <th scope="col"><Trans>Quando</Trans></th>
                  <th scope="col"><Trans>Chi</Trans></th>
                  <th scope="col"><Trans>Che cosa</Trans></th>
                  <th scope="col"><Trans>Oggetto</Trans></th>
                </tr>
              </thead>
              <tbody>
                {data.docs.map((entry) => {
                  const subject = subjectOf(entry.subject, entry.after, i18n);
                  const changes = historyChanges(entry, i18n);
                  return (
                    <tr key={entry.id} className={entry.refusal ? 'refused' : undefined}>
                      <td><time dateTime={entry.at}>{dateTime(entry.at)}</time></td>
                      <td>{whoOf(entry, i18n)}</td>
                      <td>
                        {historyText(entry, i18n)}
                        {changes.length > 0 && <ul className="changes">{changes.map((line, i) => <li key={i}>{line}</li>)}</ul>}
                      </td>
                      <td>{subject.href ? <AdminLink href={subject.href}>{subject.text}</AdminLink> : subject.text}</td>
                    </tr>
                  );
                })}
                {data.docs.length === 0 && (
                  <tr><td colSpan={4}>{filtered ? <Trans>Nessuna attività con questi filtri.</Trans> : <Trans>Nessuna attività registrata.</Trans>}</td></tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} totalPages={data.totalPages} onPage={(next) => go(search.filters, next)} />
        </>
      )}
    </>
  );
}
