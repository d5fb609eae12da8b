import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Checkbox, ErrorBox, ruleMessages, TextField, useFormOnline } from '../form';
import { municipalitiesQuery, provincesQuery, type AddressBody } from './address-api';
import { useProblemText } from './problem-text';
import { SelectField } from './SelectField';
import styles from './Address.module.css';
import {
  addressBody, addressProblems, fieldsChanged, withMunicipality, withProvince, BOTH_USES,
  type AddressFields, type AddressProblem, type AddressProblems, type AddressUses,
} from './address-form-state';

interface AddressFormProps {
  title: string;
  initial: AddressFields;
  /** Sends the address; a rejection is shown under the form (or by the caller) and keeps the form. */
  onSubmit: (body: AddressBody) => Promise<void>;
  onCancel: () => void;
  /**
   * Where a failure shows (docs/product/accounts.md#address-book): in a box under the form (edit), or handed to this (a new address:
   * the caller shows it as a warning notification).
   */
  onFailure?: (text: string) => void;
  /** The heading's level: h2 on a page, h3 inside a card. */
  headingLevel?: 2 | 3;
  /**
   * What the address is for: the courier's note belongs to a shipping address, the invoice option
   * to a billing one; an address of the book that is both, or neither yet, shows both (decision 206).
   */
  uses?: AddressUses;
}

/**
 * The address form (docs/product/accounts.md#address-book): names, the province, then the
 * municipality of that province with its CAP filled in, street, phone, a note for the courier on a
 * shipping address, and the invoice option with its company data on a billing one. A part the form
 * does not show keeps the value it had. Submit runs every rule and is enabled only on a change.
 */
export function AddressForm({ title, initial, onSubmit, onCancel, onFailure, headingLevel = 2, uses = BOTH_USES }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const { online, offlineNote } = useFormOnline();
  const problemText = useProblemText();
  const [fields, setFields] = useState(initial);
  const [problems, setProblems] = useState<AddressProblems>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  useEffect(() => heading.current?.focus(), []);

  const provinces = useQuery(provincesQuery());
  const municipalities = useQuery({ ...municipalitiesQuery(fields.province), enabled: fields.province !== '' });
  const municipality = municipalities.data?.find((item) => item.id === fields.cap);

  const message = (problem: AddressProblem | undefined) => {
    if (problem === 'required' || problem === 'vat' || problem === 'email') return i18n._(ruleMessages[problem]);
    return null;
  };
  const update = (next: AddressFields, touched: (keyof AddressFields)[]) => {
    setFields(next);
    setProblems((current) => {
      const left = { ...current };
      for (const key of touched) delete left[key];
      return left;
    });
  };
  // What the server checks beyond the form's rules (contract/address.ts), named by its field.
  const serverFieldTexts = {
    phone: t`Questo numero di telefono non è valido`,
    fiscalcode: t`Questo codice fiscale non è valido`,
    'invoice.sdi': t`Il codice SDI ha 7 lettere o cifre`,
  };
  const edit = (key: keyof AddressFields) => (value: string) => update({ ...fields, [key]: value }, [key]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = addressProblems(fields, uses);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onSubmit(addressBody(fields));
    } catch (error) {
      const text = problemText(error, serverFieldTexts);
      if (onFailure) onFailure(text);
      else setFailure(text);
      setSending(false);
    }
  }

  const changed = fieldsChanged(initial, fields);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId} aria-busy={sending}>
      <Heading id={titleId} ref={heading} tabIndex={-1}>{title}</Heading>
      <p className={styles.note}>{t`I campi con * sono obbligatori.`}</p>
      <div className={styles.row}>
        <TextField name="first" label={t`Nome`} required autoComplete="given-name" value={fields.first} problem={message(problems.first)} onChange={edit('first')} />
        <TextField name="last" label={t`Cognome`} required autoComplete="family-name" value={fields.last} problem={message(problems.last)} onChange={edit('last')} />
      </div>
      <div className={styles.row}>
        <SelectField
          name="province" label={t`Provincia`} required value={fields.province} problem={message(problems.province)}
          onChange={(value) => update(withProvince(fields, value), ['province', 'cap', 'zipcode'])}
          hint={provinces.isError ? t`Le province non si sono caricate: riprova più tardi.` : undefined}
        >
          <option value="">{provinces.isPending ? t`Caricamento…` : t`Scegli la provincia`}</option>
          {provinces.data?.map((province) => <option key={province.id} value={province.id}>{province.name} ({province.id})</option>)}
        </SelectField>
        {fields.province !== '' ? (
          <SelectField
            name="cap" label={t`Comune`} required value={fields.cap} problem={message(problems.cap)}
            onChange={(value) => update(withMunicipality(fields, municipalities.data?.find((item) => item.id === value)), ['cap', 'zipcode'])}
            disabled={!municipalities.data}
          >
            <option value="">{municipalities.isPending ? t`Caricamento…` : t`Scegli il comune`}</option>
            {municipalities.data?.map((item) => <option key={item.id} value={item.id}>{item.name}</option>)}
          </SelectField>
        ) : null}
      </div>
      {fields.cap !== '' ? (
        <div className={styles.row}>
          <SelectField name="zipcode" label={t`CAP`} required value={fields.zipcode} problem={message(problems.zipcode)} onChange={edit('zipcode')}>
            {(municipality?.zipcodes ?? [fields.zipcode]).map((zipcode) => <option key={zipcode} value={zipcode}>{zipcode}</option>)}
          </SelectField>
        </div>
      ) : null}
      <TextField name="street" label={t`Via e numero civico`} required autoComplete="street-address" value={fields.street} problem={message(problems.street)} onChange={edit('street')} />
      <TextField name="phone" type="tel" label={t`Telefono`} required autoComplete="tel" value={fields.phone} problem={message(problems.phone)} onChange={edit('phone')} />
      {uses.shipping ? <TextField name="note" label={t`Note per il corriere (solo spedizione)`} value={fields.note} onChange={edit('note')} /> : null}
      {uses.billing ? <Checkbox name="isInvoice" label={t`Voglio la fattura (dati di fatturazione)`} checked={fields.isInvoice} onChange={(checked) => update({ ...fields, isInvoice: checked }, [])} /> : null}
      {uses.billing && fields.isInvoice ? (
        <fieldset className={styles.form}>
          <legend className={styles.label}>{t`Dati per la fattura`}</legend>
          <TextField name="company" label={t`Ragione sociale`} required autoComplete="organization" value={fields.company} problem={message(problems.company)} onChange={edit('company')} />
          <div className={styles.row}>
            <TextField name="vatnumber" label={t`Partita IVA`} required inputMode="numeric" value={fields.vatnumber} problem={message(problems.vatnumber)} onChange={edit('vatnumber')} />
            <TextField name="fiscalcode" label={t`Codice fiscale`} required value={fields.fiscalcode} problem={message(problems.fiscalcode)} onChange={edit('fiscalcode')} />
          </div>
          <div className={styles.row}>
            <TextField name="pec" type="email" label={t`PEC`} required value={fields.pec} problem={message(problems.pec)} onChange={edit('pec')} />
            <TextField name="sdi" label={t`Codice SDI`} required value={fields.sdi} problem={message(problems.sdi)} onChange={edit('sdi')} />
          </div>
        </fieldset>
      ) : null}
      {offlineNote}
      <ErrorBox>{failure}</ErrorBox>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-accent" disabled={!changed || sending || !online}>{sending ? t`Salvataggio…` : t`Salva indirizzo`}</button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>{t`Annulla`}</button>
      </div>
    </form>
  );
}
