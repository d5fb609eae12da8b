import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Article } from '../../../../contract/catalogue';
import { LocalizedLink, track } from '../../../lib';
import { openDrawer } from '../../../shell';
import { Labels, Price, WishToggle } from '../../../ui';
import { BundleMembers } from '../bundle/BundleMembers';
import { useBundleState } from '../bundle/useBundleState';
import { Description } from '../description/Description';
import { Gallery } from '../gallery/Gallery';
import { ProductPurchaseContext, type ProductPurchase } from '../purchase/product-purchase';
import { purchaseState } from '../purchase/purchase-state';
import { OpenSelectorProvider, selectorKey, useOpenSelector } from '../selection/open-selector';
import { useProductVariant, type VariantLookup } from '../selection/useProductVariant';
import { VariantSelector } from '../selection/VariantSelector';
import { isClothing } from '../size-guide/size-guide';
import { SizeGuideDrawer } from '../size-guide/SizeGuideDrawer';
import { BackLink } from './BackLink';
import { Breadcrumbs } from './Breadcrumbs';
import { FamilyThumbs } from './FamilyThumbs';
import { RulerIcon } from './icons';
import { RelatedProducts } from './RelatedProducts';
import { StockLine, UnavailableNotice } from './StockLine';
import { stockView } from './stock-view';
import styles from './ProductPage.module.css';

interface ProductViewProps {
  article: Article;
  purchase?: (purchase: ProductPurchase) => ReactNode;
}

export function ProductView(props: ProductViewProps) {
  return (
    <OpenSelectorProvider>
      <ProductLayout {...props} />
    </OpenSelectorProvider>
  );
}

function LookupMessage({ lookup }: { lookup: VariantLookup }) {
  if (lookup === 'not-found') return <p className={styles.error} role="alert"><Trans>Questa combinazione non è disponibile.</Trans></p>;
  if (lookup === 'failed') return <p className={styles.error} role="alert"><Trans>Non è stato possibile caricare la variante. Riprova.</Trans></p>;
  return null;
}

function ProductLayout({ article, purchase }: ProductViewProps) {
  const { setOpenKey } = useOpenSelector();
  const variant = useProductVariant(article);
  const bundle = useBundleState(article.articles);
  const view = stockView(article);
  const sku = article.sku;
  const bundleGrade = article.grade === 'bundle';
  const clothing = isClothing([...article.categories, ...article.articles.flatMap((m) => m.categories)]);
  const sizeGuide = article.attributes.length > 0 || article.articles.some((m) => m.attributes.length > 0);

  useEffect(() => {
    track('single-impression', { model: 'article', evtData: { id: article.id, slug: article.slug, grade: article.grade } });
  }, [article.id, article.slug, article.grade]);

  const state = purchaseState(article, variant.selection.variantId, variant.selection.missing, bundle.choices, view.soldOut);
  const openNextSelector = () => {
    const own = variant.selection.missing[0];
    if (own !== undefined) return setOpenKey(selectorKey('main', own));
    const member = bundle.choices.find((m) => m.missing.length > 0);
    if (member) setOpenKey(selectorKey(`member-${member.memberId}`, member.missing[0]!));
  };
  const purchaseValue: ProductPurchase = { article, bundleSelections: bundle.choices, openNextSelector, ...state };
  const images = useMemo(() => (article.imgs.length > 0 ? article.imgs : article.img ? [article.img] : []), [article.imgs, article.img]);

  return (
    <ProductPurchaseContext.Provider value={purchaseValue}>
      <article className={`page-width ${styles.page}`} data-testid="product-page" data-article-id={article.id} data-grade={article.grade}>
        <div className={styles.top}>
          <BackLink />
          <Breadcrumbs article={article} />
        </div>
        <div className={styles.main}>
          <div className={styles.media}>
            <Gallery key={article.id} images={images} name={article.name} />
          </div>
          <div className={styles.info}>
            <Labels labels={article.labels} />
            {article.brand ? <LocalizedLink to={`/d/${article.brand.slug}`} className={styles.brand} data-testid="brand-link">{article.brand.name}</LocalizedLink> : null}
            <h1 className={styles.name}>{article.name}</h1>
            <p className={styles.sku}><Trans>Codice: {sku}</Trans></p>
            <FamilyThumbs article={article} />
            <div aria-busy={variant.lookup === 'loading'} className={styles.choices}>
              <VariantSelector attributes={article.attributes} state={variant.selection.state} scope="main" onChoose={variant.choose} />
              <LookupMessage lookup={variant.lookup} />
              {sizeGuide ? (
                <button type="button" className={styles.sizeGuide} onClick={() => openDrawer('sizeGuide')}>
                  <RulerIcon size={18} /><Trans>Guida alle taglie</Trans>
                </button>
              ) : null}
            </div>
            <div className={styles.priceBlock} data-testid="price-block">
              <Price prices={article.prices} grade={article.grade} size="lg" />
              <p className={styles.vat}><Trans>IVA inclusa</Trans></p>
            </div>
            <StockLine view={view} />
            {bundleGrade ? <BundleMembers members={article.articles} bundle={bundle} /> : null}
            <div className={styles.buy}>
              {/* The cart's quantity field and add-to-cart button (ProductPage's `purchase`) go here. */}
              <div className={styles.cartSlot} data-testid="product-cart-slot">{purchase?.(purchaseValue)}</div>
              <WishToggle article={article} />
            </div>
            <UnavailableNotice view={view} bundle={bundleGrade} />
          </div>
        </div>
        <Description article={article} />
        <RelatedProducts articleId={article.id} ids={article.relateds} />
        {sizeGuide ? <SizeGuideDrawer clothing={clothing} /> : null}
      </article>
    </ProductPurchaseContext.Provider>
  );
}
