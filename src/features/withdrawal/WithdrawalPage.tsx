import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { Order } from '../../../contract/orders';
import type { Withdrawal } from '../../../contract/withdrawals';
import { LocalizedLink, shopDateTime } from '../../lib';
import { useHydrated } from '../../lib/use-hydrated';
import { withdrawalActions } from '../../offline';
import { useOnline } from '../../offline/lite';
import { useSession } from '../../session';
import { ErrorBox, failureText, ruleMessages, rules, TextField, validateAll } from '../../ui/form';
import { initialDraft, lineName, statementBody, type StatementDraft } from './statement';
import { orderFromLists, sendWithdrawal, withdrawalOrderQuery } from './withdrawal-api';
import styles from './Withdrawal.module.css';

/**
 * The withdrawal function (docs/product/orders.md#withdrawal, decision 234): the statement (name,
 * e-mail, the lines and units withdrawn, an optional reason), then "Conferma il recesso", then the
 * time the shop received it. A visitor signs in first (`signin`, the account's form, back here).
 */
export function WithdrawalPage({ orderId, signin }: { orderId: string; signin: ReactNode }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const { signedIn } = useSession();
  return (
    <section className={styles.page} aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title">{t`Recesso dal contratto`}</h1>
      {!hydrated ? <p role="status">{t`Caricamento…`}</p> : signedIn ? <WithdrawalFlow orderId={orderId} /> : (
        <>
          <p>{t`Accedi con l'account dell'ordine per recedere dal contratto.`}</p>
          {signin}
        </>
      )}
    </section>
  );
}

type Step = 'statement' | 'confirm';

function WithdrawalFlow({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const client = useQueryClient();
  // Opened from a list of orders already loaded, the form needs no connection (decision 261); the
  // order's own answer replaces it as soon as the network brings it.
  const query = useQuery({
    ...withdrawalOrderQuery(orderId),
    initialData: () => orderFromLists(client, orderId)?.order,
    initialDataUpdatedAt: () => orderFromLists(client, orderId)?.at,
  });
  if (query.error && !query.data) return <ErrorBox>{failureText(query.error)}</ErrorBox>;
  if (!query.data) return <p role="status">{t`Caricamento…`}</p>;
  return <StatementSteps order={query.data} />;
}

function StatementSteps({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<StatementDraft>(() => initialDraft(order, user ? `${user.name.first} ${user.name.last}`.trim() : '', user?.email ?? ''));
  const [step, setStep] = useState<Step>('statement');
  const [problems, setProblems] = useState<{ name?: string; email?: string; lines?: string }>({});
  // One key for this statement: sent again after a cut connection, it is taken once.
  const [key] = useState(() => crypto.randomUUID());
  const send = useMutation({
    mutationFn: () => sendWithdrawal(order.id, statementBody(draft), key),
    onSuccess: async (answer) => {
      queryClient.setQueryData(withdrawalOrderQuery(order.id).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
  // Offline, the statement waits on the device and is sent when the connection returns (decision
  // 248); a page opened again while it waits finds it.
  const [waiting, setWaiting] = useState<string | null>(null);
  const [taken, setTaken] = useState<Withdrawal | null>(null);
  const [waitRefusal, setWaitRefusal] = useState<unknown>(null);
  // A local write: it runs offline (React Query would hold an online-mode mutation until the connection returns).
  const queue = useMutation({ mutationFn: () => withdrawalActions.queue(order.id, statementBody(draft)), onSuccess: setWaiting, networkMode: 'always' });
  useEffect(() => withdrawalActions.watchWaiting(order.id, (entryId) => { if (entryId) setWaiting(entryId); }), [order.id]);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    withdrawalActions.sent(waiting).then(async () => {
      const fresh = await queryClient.fetchQuery({ ...withdrawalOrderQuery(order.id), staleTime: 0 });
      if (live) setTaken(fresh.withdrawal.statements.at(-1) ?? null);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    }, (refusal: unknown) => { if (live) setWaitRefusal(refusal); });
    return () => { live = false; };
  }, [waiting, order.id, queryClient]);
  const number = order.number;

  const done = send.data?.withdrawal.statements.at(-1) ?? taken;
  if (done) {
    const when = shopDateTime(Date.parse(done.receivedAt));
    const email = done.email;
    return (
      <div className={styles.done} role="status" data-testid="withdrawal-received">
        <p>{t`Abbiamo ricevuto il tuo recesso dall'ordine ${number} il ${when}.`}</p>
        <p>{t`Ti mandiamo una conferma a ${email}. Ti scriveremo per dirti dove e come rimandarci la merce.`}</p>
        <p><LocalizedLink to="/me/orders">{t`I miei ordini`}</LocalizedLink></p>
      </div>
    );
  }
  if (waiting && !waitRefusal) {
    return (
      <div className={styles.done} role="status" data-testid="withdrawal-waiting">
        <p>{t`Il tuo recesso dall'ordine ${number} è salvato su questo dispositivo: lo inviamo appena torni online, e allora ti arriva la conferma per e-mail.`}</p>
        <p><LocalizedLink to="/me/orders">{t`I miei ordini`}</LocalizedLink></p>
      </div>
    );
  }
  if (!order.withdrawal.open) {
    return (
      <div className={styles.closed} data-testid="withdrawal-closed">
        <p>{t`Per l'ordine ${number} il recesso non è più possibile: il periodo è finito, o l'ordine è già annullato o restituito.`}</p>
        <p><LocalizedLink to="/me/orders">{t`I miei ordini`}</LocalizedLink></p>
      </div>
    );
  }

  const body = statementBody(draft);
  const next = (event: FormEvent) => {
    event.preventDefault();
    const fields = validateAll({ name: body.name, email: body.email }, { name: [rules.required], email: [rules.required, rules.email] });
    const found = {
      ...(fields.name ? { name: i18n._(ruleMessages[fields.name]) } : {}),
      ...(fields.email ? { email: i18n._(ruleMessages[fields.email]) } : {}),
      ...(body.lines.length === 0 ? { lines: t`Scegli almeno un articolo.` } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  };
  const lastDay = order.withdrawal.lastDay;
  const until = lastDay ? lastDay.split('-').reverse().join('/') : null;
  const business = Boolean(order.checkout.addresses.billing?.invoice?.vatnumber);

  if (step === 'confirm') {
    return (
      <div className={styles.form} data-testid="withdrawal-confirm">
        <h2>{t`Controlla e conferma`}</h2>
        <dl className={styles.summary}>
          <dt>{t`Ordine`}</dt><dd>{number}</dd>
          <dt>{t`Nome e cognome`}</dt><dd>{body.name}</dd>
          <dt>{t`E-mail`}</dt><dd>{body.email}</dd>
          <dt>{t`Articoli da restituire`}</dt>
          <dd><ul role="list">{body.lines.map((line) => <li key={line.itemId}>{line.quantity} × {lineName(order, line.itemId)}</li>)}</ul></dd>
          {body.reason ? <><dt>{t`Motivo`}</dt><dd>{body.reason}</dd></> : null}
        </dl>
        {send.error ? <ErrorBox>{failureText(send.error)}</ErrorBox> : null}
        {waitRefusal ? <ErrorBox>{failureText(waitRefusal)}</ErrorBox> : null}
        {queue.error ? <ErrorBox>{failureText(queue.error)}</ErrorBox> : null}
        {!online ? <p className={styles.note} role="status">{t`Sei offline: confermando, il recesso resta su questo dispositivo e parte appena torni online.`}</p> : null}
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={() => setStep('statement')} disabled={send.isPending || queue.isPending}>{t`Modifica`}</button>
          <button
            type="button" className="btn btn-accent" onClick={() => (online ? send.mutate() : queue.mutate())}
            disabled={send.isPending || queue.isPending} aria-busy={send.isPending || queue.isPending}
          >{t`Conferma il recesso`}</button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={next} noValidate data-testid="withdrawal-statement" aria-labelledby="statement-title">
      <h2 id="statement-title">{t`Ordine ${number}`}</h2>
      <p>{until ? t`Puoi recedere fino al ${until} compreso.` : t`Puoi recedere fino a 14 giorni dopo aver ricevuto la merce.`}</p>
      {business ? <p className={styles.note}>{t`Possono recedere solo i consumatori, cioè chi acquista senza partita IVA.`} {t`Se hai comprato per la tua attività valuteremo la richiesta.`}</p> : null}
      <TextField name="name" label={t`Nome e cognome`} required autoComplete="name" value={draft.name} problem={problems.name ?? null} onChange={(name) => setDraft({ ...draft, name })} />
      <TextField name="email" type="email" label={t`E-mail per la conferma`} required autoComplete="email" value={draft.email} problem={problems.email ?? null} onChange={(email) => setDraft({ ...draft, email })} />
      <fieldset className={styles.lines} aria-describedby={problems.lines ? 'withdrawal-lines-problem' : undefined}>
        <legend>{t`Articoli e quantità da restituire`}</legend>
        {order.withdrawal.withdrawable.filter((line) => line.quantity > 0).map((line) => {
          const name = lineName(order, line.itemId);
          const max = line.quantity;
          return (
            <label key={line.itemId} className={styles.line}>
              <span>{name} <small>{t`(al massimo ${max})`}</small></span>
              <input
                type="number" min={0} max={max} step={1} inputMode="numeric" value={draft.units[line.itemId] ?? 0}
                onChange={(e) => setDraft({ ...draft, units: { ...draft.units, [line.itemId]: Math.max(0, Math.min(max, Math.trunc(Number(e.target.value)) || 0)) } })}
              />
            </label>
          );
        })}
        {problems.lines ? <p id="withdrawal-lines-problem" className={styles.problem} role="alert">{problems.lines}</p> : null}
      </fieldset>
      <TextField name="reason" label={t`Motivo (facoltativo)`} rows={3} value={draft.reason} onChange={(reason) => setDraft({ ...draft, reason })} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-accent">{t`Continua`}</button>
      </div>
    </form>
  );
}
