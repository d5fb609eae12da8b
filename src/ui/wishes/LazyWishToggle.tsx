import { afterFirstRender } from '../../lib';
import { loadOfflineLayer } from '../../offline/lite';
import { isSignedInNow } from '../../session';
import type { WishSnapshot } from '../../offline';
import { useSignInNeeded } from './sign-in';
import { WishButton } from './WishButton';

type Props = { article: WishSnapshot; size?: 'card' | 'page' };

/**
 * The heart as the server and the hydrating page render it: not pressed (the wishes are the
 * customer's own, in IndexedDB). Same size as the toggle, so nothing shifts when it arrives. A
 * visitor's click already opens the login drawer.
 */
function WishPlaceholder({ article, size }: Props) {
  const signIn = useSignInNeeded();
  return <WishButton name={article.name} wished={false} size={size} onToggle={() => (isSignedInNow() ? undefined : signIn())} />;
}

// It reads and writes the local wishes (IndexedDB): loaded after the first render (decision 084).
export const LazyWishToggle = afterFirstRender(
  () => loadOfflineLayer().then(() => import('./WishToggle')).then((module) => module.WishToggle),
  (props: Props) => <WishPlaceholder {...props} />,
);
