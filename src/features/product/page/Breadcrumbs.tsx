import { useLingui } from '@lingui/react/macro';
import type { Article } from '../../../../contract/catalogue';
import { LocalizedLink, useShop } from '../../../lib';
import { crumbsOf } from './breadcrumbs';
import styles from './ProductPage.module.css';

/** The first category's path, each step linking to its listing, then the product itself. */
export function Breadcrumbs({ article }: { article: Article }) {
  const { t } = useLingui();
  const shop = useShop();
  const crumbs = crumbsOf(article.categories[0], shop.departments);
  return (
    <nav aria-label={t`Percorso`} className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.slug}><LocalizedLink to={`/d/${crumb.slug}`}>{crumb.name}</LocalizedLink></li>
        ))}
        <li aria-current="page">{article.name}</li>
      </ol>
    </nav>
  );
}
