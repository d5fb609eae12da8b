import { Trans, useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../../lib';
import { useHydrated } from '../../lib/use-hydrated';
import { useWishList, wishActions, type WishSnapshot } from '../../offline';
import { backToShopPath } from '../../shell';
import { IMAGE_SIZES, Price, ResponsiveImage } from '../../ui';
import { track } from '../../lib/mctg';
import styles from './WishesPage.module.css';

// /me/wishes (docs/product/accounts.md#personal-area): the favourites list — image, brand,
// name, stock, prices with discount, a link to the product — each removable. It reads the local
// copy (decision 109), so it shows offline too; a removal there is sent on reconnect.

function StockText({ article }: { article: WishSnapshot }) {
  if (article.outOfStock || article.available === false) return <Trans>Esaurito</Trans>;
  if (!article.stock.on) return null;
  const n = article.stock.quantity;
  return <Trans>Prodotti disponibili: {n}</Trans>;
}

function WishLine({ article }: { article: WishSnapshot }) {
  const { t } = useLingui();
  const name = article.name;
  const remove = () => {
    wishActions.remove(article.id).applied.catch((error: unknown) => console.warn('wish not removed', error));
    track('remove-from-wish', { model: 'article', evtData: { id: article.id } });
  };
  return (
    <li className={styles.line} data-testid="wish-line" data-article-id={article.id}>
      <LocalizedLink to={`/p/${article.slug}`} className={styles.media} tabIndex={-1} aria-hidden="true">
        {article.img ? <ResponsiveImage image={article.img} sizes={IMAGE_SIZES.thumb} alt="" className={styles.img} /> : null}
      </LocalizedLink>
      <div className={styles.body}>
        {article.brand ? <p className={styles.brand}>{article.brand.name}</p> : null}
        <h2 className={styles.name}><LocalizedLink to={`/p/${article.slug}`}>{name}</LocalizedLink></h2>
        <p className={styles.stock}><StockText article={article} /></p>
        <Price prices={article.prices} grade={article.grade ?? 'simple'} />
      </div>
      <button type="button" className={styles.remove} onClick={remove} aria-label={t`Rimuovi ${name} dai preferiti`} data-testid="wish-remove">
        <Trans>Rimuovi</Trans>
      </button>
    </li>
  );
}

export function WishesPage() {
  const { articles, loaded, online } = useWishList();
  // The last department is the visitor's own (local storage): read after hydration.
  const shopPath = useHydrated() ? backToShopPath() : '/';
  return (
    <section className={styles.page} aria-labelledby="wishes-title">
      <h1 id="wishes-title" className={styles.title}><Trans>I miei preferiti</Trans></h1>
      {online ? null : <p className={styles.note} data-testid="wishes-offline"><Trans>Sei offline: questa è la copia dei preferiti salvata sul dispositivo.</Trans></p>}
      {!loaded ? null : articles.length === 0 ? (
        <div className={styles.empty} data-testid="wishes-empty">
          <p><Trans>Non hai ancora prodotti nei preferiti.</Trans></p>
          <LocalizedLink to={shopPath} className={styles.back}><Trans>Torna allo shop</Trans></LocalizedLink>
        </div>
      ) : (
        <ul role="list" className={styles.list}>
          {articles.map((article) => <WishLine key={article.id} article={article} />)}
        </ul>
      )}
    </section>
  );
}
