import { getMainLang, localizePath, splitLangPrefix } from '../../../lib';
import { sessionActions } from '../../../session';
import { backToShopPath } from '../../../shell';

/**
 * The personal area's sign-out (docs/product/accounts.md#personal-area): the session ends
 * on the server and here, then the shop reloads on the last visited department (key lastDep),
 * else home, in the page's language — a full load, so nothing of the customer stays in memory.
 */
export async function signOutAndLeave(): Promise<void> {
  await sessionActions.signOut();
  const lang = splitLangPrefix(window.location.pathname).lang ?? getMainLang();
  window.location.assign(localizePath(backToShopPath(), lang));
}
