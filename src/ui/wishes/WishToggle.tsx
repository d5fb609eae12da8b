import { track } from '../../lib/mctg';
import { useWishes, wishActions, type WishSnapshot } from '../../offline';
import { isSignedInNow } from '../../session';
import { useSignInNeeded } from './sign-in';
import { WishButton } from './WishButton';

interface WishToggleProps {
  article: WishSnapshot;
  size?: 'card' | 'page';
}

/**
 * The wish toggle on the local wishes (decision 109): adding needs a signed-in customer (else the
 * login drawer opens), removing does not check (docs/product/cart.md#wish-list). Errors are only logged (docs/product/cart.md#wish-list).
 */
/** Adds a wish (the caller checked the sign-in) and tracks it. */
export function addWish(article: WishSnapshot): void {
  wishActions.add(article).applied.catch((error: unknown) => console.warn('wish not added', error));
  track('add-to-wish', { model: 'article', evtData: { id: article.id } });
}

export function WishToggle({ article, size }: WishToggleProps) {
  const { has } = useWishes();
  const signIn = useSignInNeeded();
  const wished = has(article.id);
  const toggle = () => {
    if (wished) {
      wishActions.remove(article.id).applied.catch((error: unknown) => console.warn('wish not removed', error));
      track('remove-from-wish', { model: 'article', evtData: { id: article.id } });
      return;
    }
    if (!isSignedInNow()) {
      signIn();
      return;
    }
    addWish(article);
  };
  return <WishButton name={article.name} wished={wished} onToggle={toggle} size={size} />;
}
