import { afterFirstRender } from '../../lib';
import { loadOfflineLayer } from '../../offline/lite';
import { isSignedInNow } from '../../session';
import type { WishSnapshot } from '../../offline';
import { useSignInNeeded } from './sign-in';
import { WishButton } from './WishButton';

type Props = { article: WishSnapshot; size?: 'card' | 'page' };

/**
 * The heart as the server and the hydrating page render it: not pressed (the wishes are the
 * customer's own, in IndexedDB). Same size as the toggle, so nothing shifts when it arrives.
 */
function WishPlaceholder({ article, size }: Props) {
  const signIn = useSignInNeeded();
  const add = (tell?: (message: string) => void) => void import('./WishToggle').then((module) => module.addWish(article, signIn, tell));
  // A customer's click before the toggle arrived adds all the same (the heart then shows it); a
  // visitor's waits for the sign-in in the drawer (decision 206).
  const toggle = () => (isSignedInNow() ? add() : signIn(add));
  return <WishButton name={article.name} wished={false} size={size} onToggle={toggle} />;
}

// It reads and writes the local wishes (IndexedDB): loaded after the first render (decision 084).
export const LazyWishToggle = afterFirstRender(
  () => loadOfflineLayer().then(() => import('./WishToggle')).then((module) => module.WishToggle),
  (props: Props) => <WishPlaceholder {...props} />,
);
