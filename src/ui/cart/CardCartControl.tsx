import { useLingui } from '@lingui/react/macro';
import { ClientOnly } from '@tanstack/react-router';
import type { ArticleCard } from '../../../contract/catalogue';
import { LocalizedLink } from '../../lib';
import { CartButton, CartButtonPlaceholder } from './CartButton';
import styles from './CartButton.module.css';

/**
 * The cart control under a card: the shared cart button for a simple article in stock; a link to
 * the product for articles that need a choice first (variants to pick); an empty row when sold out.
 */
export function CardCartControl({ article }: { article: ArticleCard }) {
  const { t } = useLingui();
  // Keeps the price of a sold-out card level with its neighbours'.
  if (!article.available || article.outOfStock) return <div className={styles.placeholder} aria-hidden="true" />;
  // The cart is the visitor's own: the server and the hydrating client show the plain button.
  if (article.grade === 'simple') {
    return <ClientOnly fallback={<CartButtonPlaceholder name={article.name} />}><CartButton article={article} /></ClientOnly>;
  }
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
