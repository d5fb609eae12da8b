// A discount code's fields, for the new code and for a change (where the characters and the kind
// are what customers used, shown and not changed).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PERCENT_MAX } from '../../../contract/admin-discount-codes';
import type { CodeDraft, CodeField, CodeProblem } from './code-draft';
import { Field } from './Field';

export function useProblemTexts(): Record<CodeProblem, string> {
  const { t } = useLingui();
  return {
    code: t`Da 3 a 40 caratteri: lettere, cifre, - e _ (senza spazi).`,
    percent: t`Una percentuale intera da 1 a ${PERCENT_MAX}.`,
    amount: t`Un importo in euro, per esempio 10,00.`,
    minCart: t`Un importo in euro, per esempio 59,90, o vuoto.`,
    date: t`Una data e un'ora.`,
    order: t`La fine dev'essere dopo l'inizio.`,
    past: t`La fine dev'essere nel futuro: per terminarlo ora usa «Termina».`,
  };
}

interface Props {
  draft: CodeDraft;
  onChange: (next: CodeDraft) => void;
  errors: Partial<Record<CodeField, string>>;
  /** A change: the code and its kind are shown, not edited. */
  existing?: boolean;
}

export function CodeFields({ draft, onChange, errors, existing = false }: Props) {
  const { t } = useLingui();
  const typeId = useId();
  const set = (key: keyof CodeDraft) => (value: string) => onChange({ ...draft, [key]: value });
  return (
    <>
      {existing ? <p><strong>{draft.code}</strong></p> : (
        <Field label={t`Codice`} maxLength={40} autoCapitalize="characters" spellCheck={false} required value={draft.code} onChange={set('code')} error={errors.code}
          hint={t`Il cliente lo scrive così, maiuscole o minuscole indifferenti.`} />
      )}
      {!existing && (
        <div className="field">
          <label htmlFor={typeId}><span><Trans>Tipo di sconto</Trans></span></label>
          <select id={typeId} value={draft.type} onChange={(e) => onChange({ ...draft, type: e.target.value as CodeDraft['type'], value: '' })}>
            <option value="percentage">{t`Percentuale sulla merce`}</option>
            <option value="price">{t`Importo fisso (€)`}</option>
          </select>
        </div>
      )}
      {draft.type === 'percentage' && (
        <Field label={t`Sconto (%)`} inputMode="numeric" required value={draft.value} onChange={set('value')} error={errors.value} />
      )}
      {draft.type === 'price' && (
        <Field label={t`Sconto (€, IVA inclusa)`} inputMode="decimal" required value={draft.value} onChange={set('value')} error={errors.value} />
      )}
      {draft.type === 'articles' && <p><Trans>Articoli in omaggio: lo sconto non si cambia da qui.</Trans></p>}
      <Field label={t`Carrello minimo (€ di merce, vuoto: nessuno)`} inputMode="decimal" value={draft.minCart} onChange={set('minCart')} error={errors.minCart} />
      <Field label={t`Valido dal (vuoto: da subito)`} type="datetime-local" value={draft.startsAt} onChange={set('startsAt')} error={errors.startsAt} />
      <Field label={t`Valido fino al (vuoto: senza scadenza)`} type="datetime-local" value={draft.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
    </>
  );
}
