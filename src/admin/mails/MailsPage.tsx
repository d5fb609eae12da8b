// Mail: every mail the shop owes, an order's and those of no order, newest first, by state; a
// mail the mail server refused for good can be sent again (docs/decisions/251-the-audit-and-mails-screens.md,
// docs/product/back-office.md#mails).
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_MAILS_PATH, type AdminMail, type MailStatus } from '../../../contract/admin-mails';
import { adminOrderPath } from '../../../contract/admin-paths';
import { dateTime, languageName } from '../lib/format';
import { AdminLink, useAdminNavigate, withSearch } from '../lib/nav';
import { MAIL_LABELS } from '../orders/labels';
import { MAIL_STATE_LABELS } from '../orders/mail-states';
import { ErrorNote } from '../ui/ErrorNote';
import { Pager } from '../ui/Pager';
import { mailsQuery, mailsSearchOf, useResend } from './mail-queries';

const STATES: MailStatus[] = ['owed', 'failed', 'sent'];

function ResendButton({ mail, onDone }: { mail: AdminMail; onDone: (sent: boolean) => void }) {
  const { t } = useLingui();
  const resend = useResend();
  const to = mail.to;
  return (
    <>
      <button
        type="button" aria-label={t`Invia di nuovo la mail a ${to}`} disabled={resend.isPending}
        onClick={() => resend.mutate(mail.id, { onSuccess: (answer) => onDone(answer.sent) })}
      >
        <Trans>Invia di nuovo</Trans>
      </button>
      <ErrorNote error={resend.error} />
    </>
  );
}

export function MailsPage() {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const navigate = useAdminNavigate();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const search = mailsSearchOf(searchStr);
  const query = useQuery({ ...mailsQuery(search), placeholderData: keepPreviousData });
  const [draft, setDraft] = useState<string>(search.status);
  const [shown, setShown] = useState<string>(search.status);
  if (shown !== search.status) {
    setShown(search.status);
    setDraft(search.status);
  }
  const [done, setDone] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(withSearch(ADMIN_MAILS_PATH, { status: draft }));
  };
  const data = query.data;
  const kind = (code: string) => (MAIL_LABELS[code] ? i18n._(MAIL_LABELS[code]!) : code);

  return (
    <>
      <h1 id={headingId}><Trans>Mail</Trans></h1>
      <p className="summary">
        <Trans>Ogni mail che il negozio deve inviare, dalla più recente: quelle degli ordini, i messaggi del modulo di assistenza e gli inviti allo staff. Una mail che il server di posta non accetta viene ritentata da sola; una rifiutata per sempre si può inviare di nuovo.</Trans>
      </p>
      <form className="filters" onSubmit={submit} role="search" aria-label={t`Filtra le mail`}>
        <label><span><Trans>Stato</Trans></span>
          <select value={draft} onChange={(event) => setDraft(event.target.value)}>
            <option value=""><Trans>Tutte</Trans>{data ? ` (${data.counts.owed + data.counts.sent + data.counts.failed})` : ''}</option>
            {STATES.map((state) => (
              <option key={state} value={state}>{i18n._(MAIL_STATE_LABELS[state])}{data ? ` (${data.counts[state]})` : ''}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="primary"><Trans>Filtra</Trans></button>
      </form>
      <p role="status" className="summary">{done ?? ''}</p>
      <ErrorNote error={query.error} />
      {data && (
        <>
          <p className="summary" aria-live="polite"><Trans>Mail trovate: {data.total}</Trans></p>
          {/* A table wider than a tablet scrolls: focusable so the keyboard scrolls it too, named by the page's heading. */}
          <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={headingId}>
            <table className="mails">
              <thead>
                <tr>
                  <th scope="col"><Trans>Creata</Trans></th>
                  <th scope="col"><Trans>Destinatario</Trans></th>
                  <th scope="col"><Trans>Tipo</Trans></th>
                  <th scope="col"><Trans>Lingua</Trans></th>
                  <th scope="col"><Trans>Ordine</Trans></th>
                  <th scope="col"><Trans>Stato</Trans></th>
                  <th scope="col" className="num"><Trans>Tentativi</Trans></th>
                  <th scope="col"><Trans>Prossimo tentativo</Trans></th>
                  <th scope="col"><Trans>Motivo</Trans></th>
                  <th scope="col"><Trans>Azioni</Trans></th>
                </tr>
              </thead>
              <tbody>
                {data.docs.map((mail) => (
                  <tr key={mail.id} data-status={mail.status}>
                    <td><time dateTime={mail.createdAt}>{dateTime(mail.createdAt)}</time></td>
                    <td>{mail.to}</td>
                    <td>{kind(mail.kind)}<br /><small>{mail.subject}</small></td>
                    <td>{mail.lang ? languageName(mail.lang) : '—'}</td>
                    <td>{mail.order ? <AdminLink href={adminOrderPath(mail.order.id)}>{mail.order.number}</AdminLink> : <Trans>nessuno</Trans>}</td>
                    <td className="state">
                      {i18n._(MAIL_STATE_LABELS[mail.status])}
                      {mail.sentAt ? <><br /><small>{dateTime(mail.sentAt)}</small></> : null}
                    </td>
                    <td className="num">{mail.attempts}</td>
                    <td>{mail.nextAttemptAt ? dateTime(mail.nextAttemptAt) : '—'}</td>
                    <td>{mail.error ?? '—'}</td>
                    <td>
                      {mail.status === 'failed' ? (
                        <ResendButton mail={mail} onDone={(sent) => setDone(sent ? t`Mail inviata.` : t`Il server di posta non l'ha ancora accettata: sarà ritentata da sola.`)} />
                      ) : null}
                    </td>
                  </tr>
                ))}
                {data.docs.length === 0 && (
                  <tr><td colSpan={10}>{search.status ? <Trans>Nessuna mail in questo stato.</Trans> : <Trans>Nessuna mail.</Trans>}</td></tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} totalPages={data.totalPages} onPage={(next) => navigate(withSearch(ADMIN_MAILS_PATH, { status: search.status, page: next }))} />
        </>
      )}
    </>
  );
}
