import { useLingui } from '@lingui/react/macro';
import type { ArticleCard } from '../../../contract/catalogue';
import { afterFirstRender, LocalizedLink } from '../../lib';
import { loadOfflineLayer } from '../../offline/lite';
import { PlusIcon } from './icons';
import styles from './CartButton.module.css';

/** The 'aggiungi' button as it first shows, inert until the local cart is read (decision 084). */
function CartButtonPlaceholder({ article }: { article: ArticleCard }) {
  const { t } = useLingui();
  const name = article.name;
  return (
    <div className={styles.wrap}>
      <button type="button" className={styles.add} aria-disabled="true" aria-label={t`Aggiungi ${name} al carrello`}>
        <PlusIcon size={14} />
        {t`aggiungi`}
      </button>
    </div>
  );
}

// It reads and writes the local cart (IndexedDB): loaded after the first render.
const CartButton = afterFirstRender(
  () => loadOfflineLayer().then(() => import('./CartButton')).then((module) => module.CartButton),
  (props: { article: ArticleCard }) => <CartButtonPlaceholder {...props} />,
);

/**
 * The cart control under a card: the shared cart button for a simple article in stock; a link to
 * the product for articles that need a choice first (variants to pick); an empty row when sold out.
 */
export function CardCartControl({ article }: { article: ArticleCard }) {
  const { t } = useLingui();
  // Keeps the price of a sold-out card level with its neighbours'.
  if (!article.available || article.outOfStock) return <div className={styles.placeholder} aria-hidden="true" />;
  // The cart is the visitor's own: the server and the hydrating client show the placeholder.
  if (article.grade === 'simple') return <CartButton article={article} />;
  const name = article.name;
  const choose = article.grade !== 'variant';
  return (
    <LocalizedLink
      to={`/p/${article.slug}`}
      className={styles.add}
      aria-label={choose ? t`Scegli le opzioni di ${name}` : t`Vedi ${name}`}
      data-testid="card-choose"
    >
      {choose ? t`Scegli` : t`Vedi`}
    </LocalizedLink>
  );
}
