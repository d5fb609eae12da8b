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
const isUnauthorised = (error: unknown) =>
  typeof error === 'object' && error !== null && Number((error as { statusCode?: unknown }).statusCode) === 401;

/**
 * Adds a wish (the caller checked the sign-in) and tracks it. A token the clock still trusts may
 * be over on the server (signed out elsewhere, revoked): its 401 ends the session, the heart
 * empties again, and the login drawer opens as for a visitor (docs/product/cart.md#wish-list, "also on error
 * code 401").
 */
export function addWish(article: WishSnapshot, signIn: () => void): void {
  const mutation = wishActions.add(article);
  mutation.applied.catch((error: unknown) => {
    if (isUnauthorised(error)) signIn();
    else console.warn('wish not added', error);
  });
  mutation.confirmed.catch((error: unknown) => {
    if (isUnauthorised(error)) signIn();
  });
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
    addWish(article, signIn);
  };
  return <WishButton name={article.name} wished={wished} onToggle={toggle} size={size} />;
}
