import type { Article } from '../../../../contract/catalogue';
import type { BundleMemberChoice } from '../bundle/useBundleState';

/** The purchase fields that follow from the article and the choices (see ProductPurchase). */
export function purchaseState(
  article: Article,
  ownVariantId: number | null,
  ownMissing: readonly number[],
  members: readonly BundleMemberChoice[],
  outOfStock: boolean,
) {
  const bundleVariantIds = members.every((m) => !m.needsChoice || m.variantId !== null)
    ? members.filter((m) => m.needsChoice).map((m) => m.variantId as number)
    : null;
  let variantId: number | null;
  let choiceMissing: boolean;
  switch (article.grade) {
    case 'simple':
      variantId = article.id;
      choiceMissing = false;
      break;
    case 'bundle':
      variantId = article.id;
      choiceMissing = bundleVariantIds === null;
      break;
    case 'variant':
      variantId = ownVariantId === article.id ? article.id : null;
      choiceMissing = ownMissing.length > 0;
      break;
    case 'container':
      variantId = null;
      choiceMissing = true;
      break;
  }
  const addable = !outOfStock && !choiceMissing && variantId !== null;
  return { variantId, bundleVariantIds: article.grade === 'bundle' ? bundleVariantIds : null, choiceMissing, addable };
}
