// The account bank transfers go to (shops.bank, decision 190): the IBAN checked by its digits
// before it is sent, as the server checks it; shown in groups of four.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminSettings } from '../../../contract/admin-settings';
import { groupIban, isValidIban } from '../../../contract/iban';
import { EnvironmentNote } from './EnvironmentNote';
import { Field, type FieldErrors } from './Field';
import { SectionForm, shownErrors, useSectionSave } from './SectionForm';

const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

const draftOf = (settings: AdminSettings) => {
  const account = settings.bank.account;
  return { beneficiary: account?.beneficiary ?? '', iban: account ? groupIban(account.iban) : '', bic: account?.bic ?? '', bank: account?.bank ?? '' };
};

export function BankForm({ settings }: { settings: AdminSettings }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSectionSave('bank', (next) => setDraft(draftOf(next)));
  const set = (key: keyof typeof draft) => (value: string) => setDraft({ ...draft, [key]: value });
  const submit = () => {
    const own: FieldErrors = {};
    if (draft.beneficiary.trim().length < 2) own.beneficiary = t`Scrivi a chi è intestato il conto.`;
    if (!isValidIban(draft.iban)) own.iban = t`L'IBAN non è valido: controlla le cifre (per esempio IT60 X054 2811 1010 0000 0123 456).`;
    if (!BIC.test(draft.bic.trim().toUpperCase())) own.bic = t`Il BIC ha 8 o 11 lettere e cifre, per esempio BCITITMM.`;
    if (draft.bank.trim().length < 2) own.bank = t`Scrivi il nome della banca.`;
    setErrors(own);
    if (Object.keys(own).length === 0) save.save.mutate({ beneficiary: draft.beneficiary.trim(), iban: draft.iban, bic: draft.bic.trim(), bank: draft.bank.trim() });
  };
  const shown = shownErrors(errors, save.serverErrors);
  return (
    <SectionForm title={t`Coordinate per i bonifici`} onSubmit={submit} save={save} invalid={Object.keys(errors).length > 0}
      intro={<>
        <p><Trans>Chi paga con bonifico vede questi dati nella conferma dell'ordine e nell'e-mail.</Trans></p>
        {settings.bank.fromEnvironment && <EnvironmentNote variable="SHOP_BANK_*" />}
      </>}>
      <Field label={t`Intestatario`} maxLength={140} value={draft.beneficiary} onChange={set('beneficiary')} error={shown.beneficiary} />
      <Field label={t`IBAN`} maxLength={50} autoCapitalize="characters" spellCheck={false} value={draft.iban} onChange={set('iban')} error={shown.iban} />
      <Field label={t`BIC (SWIFT)`} maxLength={11} autoCapitalize="characters" spellCheck={false} value={draft.bic} onChange={set('bic')} error={shown.bic} />
      <Field label={t`Banca`} maxLength={140} value={draft.bank} onChange={set('bank')} error={shown.bank} />
    </SectionForm>
  );
}
