import { useLingui } from '@lingui/react/macro';
import type { ShippingMethod } from '../../../contract/shop';
import { money, useLang, useShop } from '../../lib';
import { deliveryTime } from '../../ui/orders';
import styles from './InfoPage.module.css';

/** The shop's shipping methods (GET shop `shippings`): countries, fee, free threshold, time. */
export function ShippingMethods() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { shippings } = useShop();
  const countries = new Intl.DisplayNames([lang], { type: 'region' });
  const fee = (method: ShippingMethod) =>
    !method.thresholds.fixed.on || method.thresholds.fixed.value === 0 ? t`Gratis` : money(method.thresholds.fixed.value);
  const free = (method: ShippingMethod) => {
    if (!method.thresholds.fixed.on || method.thresholds.fixed.value === 0) return t`Sempre`;
    return method.thresholds.free.on ? t`Sopra ${money(method.thresholds.free.value)}` : t`No`;
  };
  const time = (method: ShippingMethod) => {
    const known = deliveryTime(method.deliveryAverageDays);
    return known ? i18n._(known) : undefined;
  };
  return (
    <ul className={styles.cards} aria-label={t`Metodi di spedizione`}>
      {shippings.map((method) => (
        <li key={method.id} className={styles.card}>
          <h3>{method.name}</h3>
          {method.description ? <p>{method.description}</p> : null}
          <dl className={styles.facts}>
            <div><dt>{t`Paesi`}</dt><dd>{method.countries.map((code) => countries.of(code) ?? code).join(', ')}</dd></div>
            <div><dt>{t`Costo`}</dt><dd>{fee(method)}</dd></div>
            <div><dt>{t`Spedizione gratuita`}</dt><dd>{free(method)}</dd></div>
            {time(method) ? <div><dt>{t`Tempo di consegna`}</dt><dd>{time(method)}</dd></div> : null}
            {method.pickup ? (
              <div>
                <dt>{t`Dove`}</dt>
                <dd>{method.pickup.name}, {method.pickup.street}, {method.pickup.zipcode} {method.pickup.city} ({method.pickup.province})</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
