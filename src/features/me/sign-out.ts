import type { Lang } from '../../../contract/langs';
import { localizePath } from '../../lib';
import { sessionActions } from '../../session';
import { backToShopPath } from '../../shell';

/**
 * Sign-out from the personal area (checkout-account-pages.md §2): the session ends, then the page
 * loads the last department visited (local storage 'lastDep', else home) afresh, so nothing of
 * the customer stays in memory.
 */
export async function signOutToLastDepartment(lang: Lang): Promise<void> {
  await sessionActions.signOut();
  window.location.assign(localizePath(backToShopPath(), lang));
}
