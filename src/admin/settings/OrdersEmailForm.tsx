// Where the new-order mail goes (settings.ordersEmail; server/domain/orders/shop-order-mail.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminSettings } from '../../../contract/admin-settings';
import { isEmail } from '../../../contract/rules/patterns';
import { Field, type FieldErrors } from './Field';
import { SectionForm, shownErrors, useSectionSave } from './SectionForm';

export function OrdersEmailForm({ settings }: { settings: AdminSettings }) {
  const { t } = useLingui();
  const [email, setEmail] = useState(settings.ordersEmail ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSectionSave('orders-email', (next) => setEmail(next.ordersEmail ?? ''));
  const submit = () => {
    const value = email.trim();
    const own: FieldErrors = value !== '' && !isEmail(value) ? { ordersEmail: t`Scrivi un indirizzo e-mail, per esempio ordini@raggiocicli.it.` } : {};
    setErrors(own);
    if (Object.keys(own).length === 0) save.save.mutate({ ordersEmail: value === '' ? null : value });
  };
  const shown = shownErrors(errors, save.serverErrors);
  return (
    <SectionForm title={t`E-mail dei nuovi ordini`} onSubmit={submit} save={save} invalid={Object.keys(errors).length > 0}
      intro={<p><Trans>A ogni ordine concluso il negozio riceve un'e-mail a questo indirizzo. Vuoto: nessuno la riceve.</Trans></p>}>
      <Field label={t`Indirizzo e-mail`} type="email" autoComplete="email" maxLength={254} value={email} onChange={setEmail} error={shown.ordersEmail} />
    </SectionForm>
  );
}
