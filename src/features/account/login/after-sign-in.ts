import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { AuthAnswer } from '../../../../contract/auth';
import { checkoutQuery, localizePath, useLang, type RouteName } from '../../../lib';
import { sessionActions } from '../../../session';
import { closeDrawer, toast } from '../../../shell';

/** Pages the login drawer leaves the customer on after signing in (docs/product/accounts.md#login-drawer). */
const STAY_ON: readonly RouteName[] = ['articles', 'singleArticle', 'cart'];

export function staysAfterSignIn(routeNames: readonly (RouteName | undefined)[]): boolean {
  return routeNames.some((name) => name !== undefined && STAY_ON.includes(name));
}

/**
 * What follows a sign-in or sign-up answer: the token is stored, the cart is read again from the
 * server (it now answers the customer's cart, merged with the visitor's; what did not join whole is
 * told in toasts, decision 106), the drawer closes, and the customer goes to `next` — by default /me, unless the page is a listing, a product or the cart.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const lang = useLang();
  const { t } = useLingui();
  return (answer: AuthAnswer, next?: string, kind: 'signin' | 'signup' = 'signin') => {
    sessionActions.store(answer);
    // The offline layer adopts the refetched checkout/ss answer into its mirror (src/offline/README.md).
    void queryClient.invalidateQueries({ queryKey: checkoutQuery().queryKey, refetchType: 'all' });
    for (const message of answer.cartMerge?.messages ?? []) toast(message, 'warning');
    closeDrawer('login');
    const target = next ?? (staysAfterSignIn(router.state.matches.map((match) => match.staticData.routeName)) ? null : '/me');
    if (target) void router.navigate({ href: localizePath(target, lang) });
    // Staying on the page, the closed drawer is all that changed: a toast (role=status) says so.
    else {
      const first = answer.user.name.first;
      toast(kind === 'signup' ? t`Ciao ${first}, il tuo account è pronto: hai effettuato l'accesso.` : t`Ciao ${first}, hai effettuato l'accesso.`, 'success');
    }
  };
}
