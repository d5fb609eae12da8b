import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useOnline } from '../../../offline/lite';
import { confirm } from '../../../shell';
import { isApiError } from '../../../lib/http';
import { ErrorBox } from '../../../ui/form';
import { useProblemText } from '../../../ui/address';
import type { SavedCard } from '../../../../contract/saved-card';
import { cardsQuery, meCalls, meKeys } from '../me-api';
import styles from '../Me.module.css';

/**
 * The saved cards (docs/product/accounts.md#saved-cards): a section of /me, since the
 * route table has no screen for them (decision 113). The selected card is marked; each card can be
 * deleted after a confirmation. A list that fails to load is only logged and the section stays
 * hidden (docs/product/accounts.md#saved-cards); a deletion that fails is an alert with the message, in the customer's language
 * (the server's own words for a 404 or a 500 are for developers).
 */
export function SavedCardsSection({ userId }: { userId: number }) {
  const { t } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const cards = useQuery(cardsQuery(userId));
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (cards.error) console.warn('saved cards not loaded', cards.error);
  }, [cards.error]);
  if (!cards.data) return null;

  async function remove(card: SavedCard) {
    const label = t`${card.brand} che termina con ${card.last4}`;
    const yes = await confirm({ title: t`Eliminare questa carta?`, text: label, next: t`Elimina`, undo: t`Annulla` });
    if (!yes) return;
    setBusy(true);
    setAlert(null);
    try {
      await meCalls.deleteCard(userId, card.id);
    } catch (error) {
      const status = isApiError(error) ? Number(error.statusCode) : 0;
      if (status === 404) setAlert(t`Questa carta era già stata eliminata: l'elenco è aggiornato.`);
      else if (status >= 400) setAlert(t`Non è stato possibile eliminare la carta. Riprova tra poco.`);
      else setAlert(problemText(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey: meKeys.cards(userId) }).catch(() => undefined);
      setBusy(false);
    }
  }

  const { cards: list, selected } = cards.data;
  return (
    <section className={styles.section} aria-labelledby="cards-title">
      <h2 id="cards-title">{t`Carte salvate`}</h2>
      <ErrorBox>{alert}</ErrorBox>
      {list.length === 0 ? <p className={styles.note}>{t`Non hai carte salvate. Potrai salvarne una al momento del pagamento.`}</p> : (
        <ul className={styles.cards} aria-busy={busy}>
          {list.map((card) => (
            <li key={card.id} className={styles.card}>
              <p>
                <strong>{card.brand}</strong> •••• {card.last4} · {t`scade nel ${card.expYear}`}
                {card.id === selected ? <> <span className={styles.badge}>{t`Carta selezionata`}</span></> : null}
              </p>
              <div className={styles.actions}>
                <button type="button" className="btn btn-ghost" disabled={busy || !online} onClick={() => void remove(card)}
                  aria-label={t`Elimina la carta ${card.brand} che termina con ${card.last4}`}>
                  {t`Elimina`}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
