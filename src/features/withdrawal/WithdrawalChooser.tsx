import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Order } from '../../../contract/orders';
import { http } from '../../lib/http';
import { LocalizedLink } from '../../lib';
import { useHydrated } from '../../lib/use-hydrated';
import { useSession } from '../../session';
import { ErrorBox, failureText } from '../../ui/form';
import styles from './Withdrawal.module.css';

/**
 * /recesso, the footer's "Recedi dal contratto qui": the customer's orders the function is open
 * for, each leading to its statement; a visitor signs in first (decision 234).
 */
export function WithdrawalChooser({ signin }: { signin: ReactNode }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const { signedIn, userId } = useSession();
  return (
    <section className={styles.page} aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title">{t`Recesso dal contratto`}</h1>
      <p>{t`Puoi recedere da un acquisto entro 14 giorni dal ricevimento della merce, senza dare un motivo.`}</p>
      {!hydrated ? <p role="status">{t`Caricamento…`}</p> : signedIn && userId !== null ? <OpenOrders userId={userId} /> : (
        <>
          <p>{t`Accedi con l'account dell'ordine per recedere dal contratto.`}</p>
          {signin}
        </>
      )}
    </section>
  );
}

function OpenOrders({ userId }: { userId: number }) {
  const { t } = useLingui();
  // The newest 50 orders: the period is short, an open one is among them.
  const query = useQuery({
    queryKey: ['withdrawal', 'orders', userId],
    queryFn: ({ signal }) => http.get<{ docs: Order[] }>(`orders/users/${userId}`, { query: { limit: '50', page: '1' }, signal }),
  });
  if (query.error) return <ErrorBox>{failureText(query.error)}</ErrorBox>;
  if (!query.data) return <p role="status">{t`Caricamento…`}</p>;
  const open = query.data.docs.filter((order) => order.withdrawal.open);
  if (open.length === 0) return <p data-testid="withdrawal-none">{t`Nessun ordine per cui puoi ancora recedere.`}</p>;
  return (
    <ul role="list" className={styles.form} data-testid="withdrawal-orders">
      {open.map((order) => {
        const number = order.number;
        return <li key={order.id}><LocalizedLink to={`/recesso/${order.id}`}>{t`Recedi dall'ordine ${number}`}</LocalizedLink></li>;
      })}
    </ul>
  );
}
