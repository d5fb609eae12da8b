// Impostazioni (docs/product/back-office.md#settings): the shop's settings, each section a form
// that loads the stored value and saves it on its own.
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ErrorNote } from '../ui/ErrorNote';
import { BankForm } from './BankForm';
import { InvoicingForm } from './InvoicingForm';
import { OrdersEmailForm } from './OrdersEmailForm';
import { PickupHoursForm } from './PickupHoursForm';
import { settingsQuery } from './settings-api';
import { SettingsNav } from './SettingsNav';
import { ShippingPriceForm } from './ShippingPriceForm';

export function SettingsPage() {
  const query = useQuery(settingsQuery);
  const settings = query.data;
  return (
    <>
      <h1><Trans>Impostazioni</Trans></h1>
      <SettingsNav />
      {!settings ? (query.isPending ? <p aria-busy="true"><Trans>Caricamento…</Trans></p> : <ErrorNote error={query.error} />) : (
        <>
          <OrdersEmailForm settings={settings} />
          <BankForm settings={settings} />
          <InvoicingForm settings={settings} />
          <section className="card" aria-labelledby="pickups-title">
            <h2 id="pickups-title"><Trans>Orari dei punti di ritiro</Trans></h2>
            <p><Trans>I giorni e gli orari che il cliente può scegliere per il ritiro, e che l'e-mail «pronto per il ritiro» riporta.</Trans></p>
            {settings.pickups.length === 0 ? <p><Trans>Il negozio non ha punti di ritiro.</Trans></p>
              : settings.pickups.map((pickup) => <PickupHoursForm key={pickup.id} pickup={pickup} />)}
          </section>
          <section className="card" aria-labelledby="shippings-title">
            <h2 id="shippings-title"><Trans>Prezzi di spedizione</Trans></h2>
            <p><Trans>La tariffa di ogni metodo e da quale importo di merce la spedizione è gratuita. Il ritiro è sempre gratuito.</Trans></p>
            {settings.shippings.map((shipping) => <ShippingPriceForm key={shipping.id} shipping={shipping} />)}
          </section>
        </>
      )}
    </>
  );
}
