// The seller of the electronic invoices (shops.invoicing, decision 235), as the FatturaPA needs it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AdminSettings } from '../../../contract/admin-settings';
import { TAX_REGIMES, type InvoiceSeller } from '../../../contract/invoices';
import { SELLER_TAX_CODE, VAT_NUMBER } from '../../../contract/rules/patterns';
import { euros, parseEuros } from '../lib/format';
import { EnvironmentNote } from './EnvironmentNote';
import { Field, type FieldErrors } from './Field';
import { SectionForm, shownErrors, useSectionSave } from './SectionForm';

interface Draft {
  name: string; vatNumber: string; taxCode: string; regime: string;
  street: string; zipcode: string; city: string; province: string;
  reaOffice: string; reaNumber: string; capital: string; shareholders: string; liquidation: string;
}

const draftOf = (seller: InvoiceSeller | null): Draft => ({
  name: seller?.name ?? '', vatNumber: seller?.vatNumber ?? '', taxCode: seller?.taxCode ?? '', regime: seller?.regime ?? 'RF01',
  street: seller?.address.street ?? '', zipcode: seller?.address.zipcode ?? '', city: seller?.address.city ?? '', province: seller?.address.province ?? '',
  reaOffice: seller?.rea.office ?? '', reaNumber: seller?.rea.number ?? '',
  capital: seller?.rea.capital === undefined ? '' : euros(seller.rea.capital),
  shareholders: seller?.rea.shareholders ?? '', liquidation: seller?.rea.liquidation ?? 'LN',
});

function Select({ label, value, onChange, options, error }: { label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}><span>{label}</span></label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error && <p className="error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

export function InvoicingForm({ settings }: { settings: AdminSettings }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(settings.invoicing.seller));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSectionSave('invoicing', (next) => setDraft(draftOf(next.invoicing.seller)));
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });
  const submit = () => {
    const own: FieldErrors = {};
    const capital = draft.capital.trim() === '' ? undefined : parseEuros(draft.capital);
    if (draft.name.trim().length < 2) own.name = t`Scrivi la denominazione.`;
    if (!VAT_NUMBER.test(draft.vatNumber.trim())) own.vatNumber = t`La partita IVA ha 11 cifre.`;
    if (!SELLER_TAX_CODE.test(draft.taxCode.trim().toUpperCase())) own.taxCode = t`Il codice fiscale ha 11 cifre o 16 caratteri.`;
    if (draft.street.trim().length < 2) own['address.street'] = t`Scrivi l'indirizzo.`;
    if (!/^\d{5}$/.test(draft.zipcode.trim())) own['address.zipcode'] = t`Il CAP ha 5 cifre.`;
    if (draft.city.trim().length < 2) own['address.city'] = t`Scrivi il comune.`;
    if (!/^[A-Z]{2}$/.test(draft.province.trim().toUpperCase())) own['address.province'] = t`Scrivi la sigla della provincia, per esempio BG.`;
    if (!/^[A-Z]{2}$/.test(draft.reaOffice.trim().toUpperCase())) own['rea.office'] = t`Scrivi la sigla della provincia, per esempio BG.`;
    if (draft.reaNumber.trim() === '') own['rea.number'] = t`Scrivi il numero REA.`;
    if (capital === null) own['rea.capital'] = t`Il capitale sociale dev'essere un importo in euro, per esempio 50.000,00, o vuoto.`;
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    save.save.mutate({
      name: draft.name.trim(), vatNumber: draft.vatNumber.trim(), taxCode: draft.taxCode.trim().toUpperCase(), regime: draft.regime,
      address: { street: draft.street.trim(), zipcode: draft.zipcode.trim(), city: draft.city.trim(), province: draft.province.trim().toUpperCase(), country: 'IT' },
      rea: {
        office: draft.reaOffice.trim().toUpperCase(), number: draft.reaNumber.trim(),
        ...(capital === undefined ? {} : { capital }),
        ...(draft.shareholders ? { shareholders: draft.shareholders } : {}),
        liquidation: draft.liquidation,
      },
    });
  };
  const shown = shownErrors(errors, save.serverErrors);
  return (
    <SectionForm title={t`Dati del venditore per le fatture elettroniche`} onSubmit={submit} save={save} invalid={Object.keys(errors).length > 0}
      intro={<>
        <p><Trans>Il cedente delle fatture elettroniche. Senza questi dati il negozio non emette fatture.</Trans></p>
        {settings.invoicing.fromEnvironment && <EnvironmentNote variable="SHOP_INVOICING" />}
      </>}>
      <Field label={t`Denominazione`} maxLength={80} value={draft.name} onChange={set('name')} error={shown.name} />
      <Field label={t`Partita IVA`} inputMode="numeric" maxLength={11} value={draft.vatNumber} onChange={set('vatNumber')} error={shown.vatNumber} />
      <Field label={t`Codice fiscale`} maxLength={16} autoCapitalize="characters" value={draft.taxCode} onChange={set('taxCode')} error={shown.taxCode} />
      <Select label={t`Regime fiscale`} value={draft.regime} onChange={set('regime')} error={shown.regime}
        options={TAX_REGIMES.map((r) => ({ value: r, label: r === 'RF01' ? t`RF01 (ordinario)` : r === 'RF19' ? t`RF19 (forfettario)` : r }))} />
      <fieldset>
        <legend><Trans>Sede (in Italia)</Trans></legend>
        <Field label={t`Indirizzo`} maxLength={60} value={draft.street} onChange={set('street')} error={shown['address.street']} />
        <Field label={t`CAP`} inputMode="numeric" maxLength={5} value={draft.zipcode} onChange={set('zipcode')} error={shown['address.zipcode']} />
        <Field label={t`Comune`} maxLength={60} value={draft.city} onChange={set('city')} error={shown['address.city']} />
        <Field label={t`Provincia (sigla)`} maxLength={2} autoCapitalize="characters" value={draft.province} onChange={set('province')} error={shown['address.province']} />
      </fieldset>
      <fieldset>
        <legend><Trans>Iscrizione REA</Trans></legend>
        <Field label={t`Ufficio (sigla della provincia)`} maxLength={2} autoCapitalize="characters" value={draft.reaOffice} onChange={set('reaOffice')} error={shown['rea.office']} />
        <Field label={t`Numero REA`} maxLength={20} value={draft.reaNumber} onChange={set('reaNumber')} error={shown['rea.number']} />
        <Field label={t`Capitale sociale (€, vuoto: non indicato)`} inputMode="decimal" value={draft.capital} onChange={set('capital')} error={shown['rea.capital']} />
        <Select label={t`Soci`} value={draft.shareholders} onChange={set('shareholders')} error={shown['rea.shareholders']}
          options={[{ value: '', label: t`Non indicato` }, { value: 'SU', label: t`Socio unico (SU)` }, { value: 'SM', label: t`Più soci (SM)` }]} />
        <Select label={t`Stato di liquidazione`} value={draft.liquidation} onChange={set('liquidation')} error={shown['rea.liquidation']}
          options={[{ value: 'LN', label: t`Non in liquidazione (LN)` }, { value: 'LS', label: t`In liquidazione (LS)` }]} />
      </fieldset>
    </SectionForm>
  );
}
