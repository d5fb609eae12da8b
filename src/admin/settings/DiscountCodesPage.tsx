// Codici sconto (docs/product/back-office.md#discount-codes, decision 239): every code with its
// state and uses, a new code, a change, and the end. A code is never deleted: ending it stops it
// from now on, and the orders that used it keep naming it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminDiscountCode, DiscountCodePatch } from '../../../contract/admin-discount-codes';
import { dateTime, money } from '../lib/format';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { checkDraft, draftOf, emptyDraft, type CodeDraft, type CodeField } from './code-draft';
import { CodeFields, useProblemTexts } from './CodeFields';
import { serverFieldErrors } from './Field';
import { changeCode, createCode, discountCodesQuery, endCode } from './settings-api';
import { SettingsNav } from './SettingsNav';

type Errors = Partial<Record<CodeField, string>>;
/** Stands for an existing code's characters, which a change does not send. */
const KEPT = 'KEPT';

function useCodeErrors() {
  const texts = useProblemTexts();
  return (draft: CodeDraft) => {
    const checked = checkDraft(draft);
    if (checked.ok) return { checked, errors: {} as Errors };
    const errors = Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, texts[problem]])) as Errors;
    // A code giving articles has no value here to check.
    if (draft.type === 'articles') delete errors.value;
    return { checked, errors };
  };
}

function NewCodeForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const codeErrors = useCodeErrors();
  const [draft, setDraft] = useState<CodeDraft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createCode,
    onSuccess: async (code) => {
      setCreated(code.code);
      setDraft(emptyDraft());
      await queryClient.invalidateQueries({ queryKey: discountCodesQuery.queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const { checked, errors: found } = codeErrors(draft);
    setErrors(found);
    if (checked.ok) create.mutate(checked.body);
  };
  const server = serverFieldErrors(create.error) as Errors;
  const shown = Object.keys(errors).length > 0 ? errors : server;
  return (
    <form className="form card settings-form" aria-labelledby="new-code-title" onSubmit={submit} noValidate>
      <h2 id="new-code-title"><Trans>Nuovo codice sconto</Trans></h2>
      <CodeFields draft={draft} onChange={setDraft} errors={shown} />
      {Object.keys(shown).length > 0 && <p className="error" role="alert"><Trans>Controlla i campi segnati.</Trans></p>}
      <ErrorNote error={Object.keys(server).length > 0 ? null : create.error} />
      {created && <p className="ok" role="status">{t`Codice ${created} creato.`}</p>}
      <div className="form-buttons"><button type="submit" className="primary" disabled={create.isPending}><Trans>Crea il codice</Trans></button></div>
    </form>
  );
}

function ChangeCodeDialog({ code, onClose }: { code: AdminDiscountCode; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const codeErrors = useCodeErrors();
  const before = draftOf(code);
  const [draft, setDraft] = useState<CodeDraft>(before);
  const [errors, setErrors] = useState<Errors>({});
  const change = useMutation({
    mutationFn: (patch: DiscountCodePatch) => changeCode(code.id, patch),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: discountCodesQuery.queryKey });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The code's characters are not sent again, and an end left as it was is not checked against now.
    const { checked, errors: found } = codeErrors({ ...draft, code: KEPT, endsAt: draft.endsAt === before.endsAt ? '' : draft.endsAt });
    setErrors(found);
    if (!checked.ok) return;
    const { body } = checked;
    const patch: DiscountCodePatch = {
      ...(code.type !== 'articles' && draft.value !== before.value ? { value: body.value } : {}),
      ...(draft.minCart !== before.minCart ? { minCart: body.minCart } : {}),
      ...(draft.startsAt !== before.startsAt ? { startsAt: body.startsAt } : {}),
      ...(draft.endsAt !== before.endsAt ? { endsAt: body.endsAt } : {}),
    };
    if (Object.keys(patch).length === 0) return onClose();
    change.mutate(patch);
  };
  const server = serverFieldErrors(change.error) as Errors;
  const shown = Object.keys(errors).length > 0 ? errors : server;
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t`Modifica il codice ${code.code}`}>
      <CodeFields draft={draft} onChange={setDraft} errors={shown} existing />
      <ErrorNote error={Object.keys(server).length > 0 ? null : change.error} />
      <div className="form-buttons">
        <button type="button" onClick={onClose}><Trans>Annulla</Trans></button>
        <button type="submit" className="primary" disabled={change.isPending}><Trans>Salva</Trans></button>
      </div>
    </form>
  );
}

function EndCodeDialog({ code, onClose }: { code: AdminDiscountCode; onClose: () => void }) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: () => endCode(code.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: discountCodesQuery.queryKey });
      onClose();
    },
  });
  return (
    <>
      <p><Trans>Da adesso nessun cliente potrà usare il codice {code.code}, e i carrelli che lo hanno smettono di contarlo. Il codice resta nell'elenco con i suoi utilizzi; non si può riattivare.</Trans></p>
      <ErrorNote error={end.error} />
      <div className="form-buttons">
        <button type="button" onClick={onClose}><Trans>Annulla</Trans></button>
        <button type="button" className="primary danger" disabled={end.isPending} onClick={() => end.mutate()}><Trans>Termina il codice</Trans></button>
      </div>
    </>
  );
}

function CodeRow({ code, onChange, onEnd }: { code: AdminDiscountCode; onChange: () => void; onEnd: () => void }) {
  const { t } = useLingui();
  const what = code.type === 'percentage' ? `${code.value}%` : code.type === 'price' ? money(code.value) : t`articoli in omaggio`;
  const states = { scheduled: t`Programmato`, running: t`Attivo`, ended: t`Terminato` };
  return (
    <tr>
      <th scope="row">{code.code}</th>
      <td>{what}</td>
      <td className="num">{code.minCart === null ? '—' : money(code.minCart)}</td>
      <td>{code.startsAt ? dateTime(code.startsAt) : t`da subito`}</td>
      <td>{code.endsAt ? dateTime(code.endsAt) : t`senza scadenza`}</td>
      <td><span className={`status code-${code.state}`}>{states[code.state]}</span></td>
      <td className="num">{code.uses}</td>
      <td>
        {code.state !== 'ended' && (
          <div className="action-row">
            <button type="button" onClick={onChange} aria-label={t`Modifica ${code.code}`}><Trans>Modifica</Trans></button>
            <button type="button" className="danger" onClick={onEnd} aria-label={t`Termina ${code.code}`}><Trans>Termina</Trans></button>
          </div>
        )}
      </td>
    </tr>
  );
}

export function DiscountCodesPage() {
  const { t } = useLingui();
  const query = useQuery(discountCodesQuery);
  const [changing, setChanging] = useState<AdminDiscountCode | null>(null);
  const [ending, setEnding] = useState<AdminDiscountCode | null>(null);
  const codes = query.data;
  return (
    <>
      <h1><Trans>Impostazioni</Trans></h1>
      <SettingsNav />
      <NewCodeForm />
      <section className="card" aria-labelledby="codes-title">
        <h2 id="codes-title"><Trans>Codici sconto</Trans></h2>
        <p><Trans>Gli utilizzi sono gli ordini conclusi che hanno avuto lo sconto. Un codice usato non si cancella: si termina.</Trans></p>
        {!codes ? (query.isPending ? <p aria-busy="true"><Trans>Caricamento…</Trans></p> : <ErrorNote error={query.error} />) : codes.length === 0 ? (
          <p><Trans>Nessun codice sconto.</Trans></p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col"><Trans>Codice</Trans></th>
                  <th scope="col"><Trans>Sconto</Trans></th>
                  <th scope="col" className="num"><Trans>Carrello minimo</Trans></th>
                  <th scope="col"><Trans>Dal</Trans></th>
                  <th scope="col"><Trans>Al</Trans></th>
                  <th scope="col"><Trans>Stato</Trans></th>
                  <th scope="col" className="num"><Trans>Utilizzi</Trans></th>
                  <th scope="col"><Trans>Azioni</Trans></th>
                </tr>
              </thead>
              <tbody>
                {codes.map((code) => <CodeRow key={code.id} code={code} onChange={() => setChanging(code)} onEnd={() => setEnding(code)} />)}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <Dialog open={changing !== null} onClose={() => setChanging(null)} title={changing ? t`Modifica il codice ${changing.code}` : ''}>
        {changing && <ChangeCodeDialog key={changing.id} code={changing} onClose={() => setChanging(null)} />}
      </Dialog>
      <Dialog open={ending !== null} onClose={() => setEnding(null)} title={ending ? t`Terminare il codice ${ending.code}?` : ''}>
        {ending && <EndCodeDialog code={ending} onClose={() => setEnding(null)} />}
      </Dialog>
    </>
  );
}
