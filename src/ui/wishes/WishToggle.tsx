import { t } from '@lingui/core/macro';
import { track } from '../../lib/mctg';
import { useWishes, wishActions, type WishSnapshot } from '../../offline';
import { isSignedInNow } from '../../session';
import { useSignInNeeded, type AfterSignIn, type SignInNeeded } from './sign-in';
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

/** The wish asked for while signed out, added once the customer signs in from the drawer (decision 206). */
export const wishAfterSignIn = (article: WishSnapshot, signIn: SignInNeeded): AfterSignIn =>
  (tell) => addWish(article, signIn, tell);

/**
 * Adds a wish (the caller checked the sign-in) and tracks it. A token the clock still trusts may
 * be over on the server (signed out elsewhere, revoked): its 401 ends the session, the heart
 * empties again, and the login drawer opens as for a visitor (docs/product/cart.md#wish-list, "also on error
 * code 401"), the wish waiting for the sign-in there (decision 206). `tell`, given when the add
 * follows that sign-in, confirms it to the customer once the wish is in their list.
 */
export function addWish(article: WishSnapshot, signIn: SignInNeeded, tell?: (message: string) => void): void {
  const mutation = wishActions.add(article);
  let asked = false;
  // `applied` and `confirmed` may both reject with the same 401: the drawer is asked for once.
  const signInAgain = (error: unknown) => {
    if (!isUnauthorised(error)) return false;
    if (!asked) signIn(wishAfterSignIn(article, signIn));
    asked = true;
    return true;
  };
  const { name } = article;
  mutation.applied.then(
    () => tell?.(t`${name} è nei tuoi preferiti.`),
    (error: unknown) => {
      if (!signInAgain(error)) console.warn('wish not added', error);
    },
  );
  mutation.confirmed.catch(signInAgain);
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
      signIn(wishAfterSignIn(article, signIn));
      return;
    }
    addWish(article, signIn);
  };
  return <WishButton name={article.name} wished={wished} onToggle={toggle} size={size} />;
}
