import type { SessionAnswer } from '../../contract/auth';
import { http } from '../lib/http';
import { localizePath, getMainLang, splitLangPrefix } from '../lib/lang-path';
import { whenIdle } from '../lib/when-idle';
import { readSessionToken, sessionActions, watchSession } from '../session';
import { hideLoading } from '../shell/loading/loadingState';
import type { createAppRouter } from './router';
import { unauthorisedExit } from './unauthorised-exit';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The session in the running app (docs/product/accounts.md#session): an unauthorised answer hides the
 * loader and moves a private page off; a stored token is checked with the server once the page
 * is idle, which also tells who the customer is.
 */
export function installSession(router: AppRouter): () => void {
  const stop = watchSession(() => {
    hideLoading();
    const { lang, rest } = splitLangPrefix(router.state.location.pathname);
    const exit = unauthorisedExit(rest);
    if (exit) void router.navigate({ href: localizePath(exit, lang ?? getMainLang()), replace: true });
  });
  if (readSessionToken()) {
    // Offline the check fails quietly and the token stays; a 401 expires it through watchSession.
    whenIdle(() => {
      http.get<SessionAnswer>('auth').then((answer) => sessionActions.setUser(answer.user), () => undefined);
    });
  }
  return stop;
}
