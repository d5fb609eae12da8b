import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createRequestHandler, getSsrStatus, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import type { Lang } from '../contract/langs';
import type { MetaStatic } from '../contract/meta';
import type { SsrRender, SsrRequest, SsrResult } from '../contract/ssr';
import { App } from './app/App';
import { renderHeadHtml } from './app/head-html';
import { renderHydrationTags } from './app/hydration-tags';
import { noscriptHtml } from './app/noscript';
import { currentPageHead, withServerMeta } from './app/page-head';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { setApiReader } from './lib/api-reader';
import { setShopId } from './lib/http';
import { activateLang, i18n } from './lib/i18n/catalogs';
import { isLang, setMainLang, splitLangPrefix } from './lib/lang-path';
import { metaStaticQuery, pageMetaQuery } from './lib/shop-query';

// The server-rendering entry (docs/decisions/080-ssr.md): TanStack Router's SSR inside the shop's
// own Hono server. The server passes a reader answering API GETs from the domain; every request
// gets its own query client and router. Loaders resolve first, then the page renders with
// renderToString in one synchronous step right after its language is activated: Lingui's
// instance is global, and nothing can interleave with a synchronous render.

const DOCTYPE = '<!DOCTYPE html>';

const NOT_FOUND_PATH = '/404';

export const render: SsrRender = async (request) => {
  const result = await renderOnce(request);
  // An unknown product, listing or path: the 404 page with its status, at the asked URL (the
  // client router would redirect to /404; the page's script does the same before hydrating).
  if (result.kind === 'redirect' && new URL(result.location, request.origin).pathname === NOT_FOUND_PATH) {
    // /de/… names German: the client router would store that choice and show /404 in German.
    const meta = await request.reader.get<MetaStatic>('meta/static');
    const named = splitLangPrefix(new URL(request.url, request.origin).pathname, meta.langs).lang ?? undefined;
    const notFound = await renderOnce({ ...request, url: NOT_FOUND_PATH }, named);
    return notFound.kind === 'html' ? { ...notFound, status: 404, replaceUrl: NOT_FOUND_PATH, rememberLang: named } : notFound;
  }
  if (result.kind === 'html' && new URL(request.url, request.origin).pathname === NOT_FOUND_PATH) return { ...result, status: 404 };
  return result;
};

async function renderOnce({ url, origin, reader }: SsrRequest, storedLang?: Lang): Promise<SsrResult> {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  setApiReader(queryClient, reader);
  const meta = await queryClient.ensureQueryData(metaStaticQuery());
  // Shop-wide, the same for every request: module state is safe here.
  setShopId(meta.shopId);
  setMainLang(meta.defaultLang);

  let page: Omit<Extract<SsrResult, { kind: 'html' }>, 'body' | 'scripts'> | undefined;
  let appHtml = '';
  const handler = createRequestHandler({
    request: new Request(new URL(url, origin)),
    createRouter: () => {
      const router = createAppRouter(queryClient, storedLang);
      setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
      return router;
    },
  });
  const response = await handler(async ({ router, responseHeaders }) => {
    const lang = router.state.matches[0]?.context.lang ?? meta.defaultLang;
    if (isLang(lang)) await activateLang(lang);
    // Activated again right before each synchronous step that reads the language: another
    // request may have switched it while this one awaited.
    if (i18n.locale !== lang) i18n.activate(lang);
    const current = currentPageHead(router, queryClient, origin);
    const head = current.needsServerMeta
      ? await queryClient.fetchQuery(pageMetaQuery(router.state.location.pathname)).then(
          (pageMeta) => withServerMeta(current.head, pageMeta),
          () => current.head,
        )
      : current.head;
    // Synchronous from here to the end of renderToString: no other request's language slips in.
    if (i18n.locale !== lang) i18n.activate(lang);
    const headHtml = renderHeadHtml(head, { router, queryClient });
    appHtml = renderToString(
      <App queryClient={queryClient}>
        <RouterServer router={router} />
      </App>,
    );
    const tags = renderHydrationTags(router.serverSsr?.takeInitialHydrationScriptTags());
    page = { kind: 'html', status: 200, lang: head.lang, head: headHtml, noscript: noscriptHtml() };
    // The router appends its late hydration scripts (the end of the query stream) after the tags.
    const html = await transformHtmlStringWithRouter(router, `${appHtml}${tags}`);
    return new Response(html, { status: getSsrStatus(router), headers: responseHeaders });
  });
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { kind: 'redirect', status: response.status, location };
  }
  if (!page) throw new Error(`server render of ${url} produced no page`);
  const text = (await response.text()).replace(DOCTYPE, '');
  return { ...page, status: response.status, body: text.slice(0, appHtml.length), scripts: text.slice(appHtml.length) };
}
