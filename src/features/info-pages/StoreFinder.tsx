import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Store } from '../../../contract/shop';
import { useShop } from '../../lib';
import { osmDirectionsUrl, osmEmbedUrl, osmMapUrl } from './map-links';
import styles from './InfoPage.module.css';

type Located = Store & { lat: number; lng: number };
const located = (store: Store): store is Located => store.lat !== undefined && store.lng !== undefined;

/**
 * /rivenditore: the shop's stores and dealers (GET shop `stores`) with their addresses, and a map
 * of the chosen one (the first at first, so the server's HTML has it) with a link to directions.
 */
export function StoreFinder() {
  const { t } = useLingui();
  // The shop's own stores first, then the dealers, each group in the shop data's order.
  const stores = [...useShop().stores].sort((a, b) => Number(b.kind === 'store') - Number(a.kind === 'store'));
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const onMap = stores.filter(located);
  const chosen = onMap.find((store) => store.id === chosenId) ?? onMap[0];
  if (stores.length === 0) return <p>{t`Nessun rivenditore al momento.`}</p>;
  return (
    <div className={styles.stores}>
      {chosen ? (
        <figure className={styles.map}>
          <iframe
            key={chosen.id}
            title={t`Mappa: ${chosen.name}`}
            src={osmEmbedUrl(chosen.lat, chosen.lng)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
          <figcaption>
            {chosen.name} — <a href={osmMapUrl(chosen.lat, chosen.lng)} target="_blank" rel="noopener noreferrer">{t`Mappa più grande`}</a>
          </figcaption>
        </figure>
      ) : null}
      <ul className={styles.cards} aria-label={t`Negozi e rivenditori`}>
        {stores.map((store) => (
          <li key={store.id} className={styles.card} aria-current={store.id === chosen?.id ? 'true' : undefined}>
            <h3>{store.name}</h3>
            <p className={styles.kind}>{store.kind === 'store' ? t`Negozio Raggio` : t`Rivenditore autorizzato`}</p>
            <address>
              {store.street}<br />
              {store.zipcode} {store.city} ({store.province})
              {store.phone ? <><br /><a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a></> : null}
            </address>
            {located(store) ? (
              <p className={styles.inline}>
                <a href={osmDirectionsUrl(store.lat, store.lng)} target="_blank" rel="noopener noreferrer">
                  {t`Indicazioni stradali`}<span className="visually-hidden"> — {store.name}</span>
                </a>
                <button type="button" className="btn" aria-pressed={store.id === chosen?.id} onClick={() => setChosenId(store.id)}>
                  {t`Mostra sulla mappa`}<span className="visually-hidden"> — {store.name}</span>
                </button>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
