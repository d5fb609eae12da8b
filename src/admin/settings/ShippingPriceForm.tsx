// One shipping method's fee and free-shipping threshold (shippings; contract/rules/shipping.ts):
// amounts typed the Italian way ('8,99', '1.234,50'), saved in cents.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminSettings } from '../../../contract/admin-settings';
import { euros, money, parseEuros } from '../lib/format';
import { Field, type FieldErrors } from './Field';
import { SectionForm, shownErrors, useSectionSave } from './SectionForm';

type Shipping = AdminSettings['shippings'][number];

const draftOf = (s: Pick<Shipping, 'feeGross' | 'freeFromGross'>) => ({ fee: euros(s.feeGross), freeFrom: s.freeFromGross === null ? '' : euros(s.freeFromGross) });

export function ShippingPriceForm({ shipping }: { shipping: Shipping }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(shipping));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSectionSave(`shippings/${shipping.id}`, (next) => {
    const saved = next.shippings.find((s) => s.id === shipping.id);
    if (saved) setDraft(draftOf(saved));
  });
  const submit = () => {
    const fee = parseEuros(draft.fee);
    const freeFrom = draft.freeFrom.trim() === '' ? null : parseEuros(draft.freeFrom);
    const own: FieldErrors = {};
    if (fee === null) own.feeGross = t`Scrivi un importo in euro, per esempio 8,99 (0 per la spedizione sempre gratuita).`;
    if (freeFrom === null && draft.freeFrom.trim() !== '') own.freeFromGross = t`Scrivi un importo in euro, per esempio 79,99, o lascia vuoto.`;
    setErrors(own);
    if (Object.keys(own).length === 0) save.save.mutate({ feeGross: fee, freeFromGross: freeFrom });
  };
  const shown = shownErrors(errors, save.serverErrors);
  return (
    <SectionForm headingLevel={3} title={shipping.name} onSubmit={submit} save={save} invalid={Object.keys(errors).length > 0}
      intro={<p>
        {shipping.countries.join(', ')}
        {' · '}{shipping.feeGross === 0 ? <Trans>sempre gratuita</Trans> : money(shipping.feeGross)}
        {shipping.freeFromGross !== null && <> · <Trans>gratuita da {money(shipping.freeFromGross)}</Trans></>}
        {!shipping.active && <> · <Trans>non attivo nel checkout</Trans></>}
      </p>}>
      <div className="price-pair">
        <Field label={t`Tariffa (€, IVA inclusa)`} inputMode="decimal" value={draft.fee} onChange={(fee) => setDraft({ ...draft, fee })} error={shown.feeGross} />
        <Field label={t`Gratuita da (€ di merce, vuoto: mai)`} inputMode="decimal" value={draft.freeFrom} onChange={(freeFrom) => setDraft({ ...draft, freeFrom })} error={shown.freeFromGross}
          hint={t`Si conta la merce dopo il codice sconto.`} />
      </div>
    </SectionForm>
  );
}
