// GET navigations to public pages, rendered by the server bundle (dist-server/entry-server.js,
// built from src/entry-server.tsx) into the built index.html, cached with an ETag
// (docs/decisions/080-ssr.md, 081-ssr-page-cache.md). Without the bundle, or when a render
// fails, the request goes on to the client shell, as before server rendering.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import type { SsrRender, SsrResult } from '../../contract/ssr.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';
import { acceptsHtml } from '../http/accepts-html.js';
import { markFinal } from '../http/compression.js';
import { keepRepeat, type SentAnswer } from '../http/repeat-answers.js';
import { requestHeader } from '../http/request-header.js';
import { contentSecurityPolicy, DOCUMENT_SECURITY_HEADERS, inlineScriptHashes, policyOptions, PUBLIC_PAGE_OPENER_POLICY } from '../http/security-headers.js';
import { sentBytes, sentHeaders, type SentHeaders } from '../http/sent-bytes.js';
import type { Logger } from '../log.js';
import { domainReader } from './domain-reader.js';
import { composeDocument } from './document.js';
import { PageCache, type RenderedPage } from './page-cache.js';
import { isServerRenderedPath } from './public-paths.js';

export interface SsrOptions {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'distDir' | 'payments'>;
  log: Logger;
  /** Where the server bundle is; next to dist/ by default. */
  serverDir?: string;
}

/**
 * A request for a page the server renders (the rest falls through to the built app): any Accept
 * that takes HTML, the any-type range of curl and link-preview bots included (decision 204).
 */
export function wantsPage(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (!acceptsHtml(requestHeader(c, 'accept'))) return false;
  return isServerRenderedPath(c.req.path);
}

export function serverRenderedPages({ db, config, log, serverDir }: SsrOptions): MiddlewareHandler {
  const bundle = join(serverDir ?? resolve(config.distDir, '..', 'dist-server'), 'entry-server.js');
  const templateFile = join(config.distDir, 'index.html');
  const reader = domainReader(db, config);
  const cache = new PageCache();
  const answers = catalogueAnswers(db);
  const policy = policyOptions(config);
  let loading: Promise<{ render: SsrRender; template: string } | null> | undefined;

  const load = () => {
    loading ??= (async () => {
      if (!existsSync(bundle) || !existsSync(templateFile)) return null;
      const [module, template] = await Promise.all([
        import(pathToFileURL(bundle).href) as Promise<{ render: SsrRender }>,
        readFile(templateFile, 'utf8'),
      ]);
      return { render: module.render, template };
    })().catch((err: unknown) => {
      log.error({ err }, 'server render bundle not loaded: pages fall back to the client shell');
      return null;
    });
    return loading;
  };

  const renderPage = async (url: string, renderer: { render: SsrRender; template: string }): Promise<Omit<RenderedPage, 'etag' | 'bytes'>> => {
    const result: SsrResult = await renderer.render({ url, origin: config.publicUrl, reader });
    if (result.kind === 'redirect') return { status: result.status, location: result.location, html: '' };
    const html = composeDocument(renderer.template, result);
    return { status: result.status, html, csp: contentSecurityPolicy(policy, inlineScriptHashes(html)) };
  };

  return async (c, next) => {
    if (!wantsPage(c)) return next();
    const renderer = await load();
    if (!renderer) return next();
    const url = new URL(c.req.url);
    const key = `${url.pathname}${url.search}`;
    const { version } = await answers.state();
    let page: RenderedPage;
    try {
      page = await cache.page(key, version, () => renderPage(key, renderer));
    } catch (err) {
      log.error({ err, path: url.pathname }, 'server render failed: answering with the client shell');
      return next();
    }
    if (page.location) return new Response(null, { status: page.status, headers: { Location: page.location, ...PUBLIC_PAGE_OPENER_POLICY } });
    // The page's bytes, compressed once per coding, in a Response with plain headers (decisions
    // 081, 163). A page with its own policy is final, and viewed again it is answered before the
    // app while it is the page kept at the version the app would use (decisions 185, 187):
    // nothing else in the answer depends on the visitor. Without its own policy the
    // document-headers middleware must still give it the shell policy.
    if (page.csp) {
      markFinal(c);
      keepRepeat(c, (ifNoneMatch, acceptEncoding) => {
        const now = answers.knownVersion();
        const kept = now === undefined ? undefined : cache.current(key, now);
        return kept && sentPage(kept, ifNoneMatch, acceptEncoding);
      });
    }
    const sent = sentPage(page, requestHeader(c, 'if-none-match'), requestHeader(c, 'accept-encoding'));
    return new Response(sent.body, { status: sent.status, headers: sent.headers });
  };
}

const pageHeaders = new WeakMap<RenderedPage, SentHeaders>();

/** `page` as sent for a request's If-None-Match and Accept-Encoding, its headers made once per page. */
function sentPage(page: RenderedPage, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): SentAnswer {
  let headers = pageHeaders.get(page);
  if (!headers) {
    const notModified = {
      ...DOCUMENT_SECURITY_HEADERS, ...PUBLIC_PAGE_OPENER_POLICY, 'Cache-Control': 'no-cache', ETag: page.etag, Vary: 'Accept, Accept-Encoding',
      ...(page.csp ? { 'Content-Security-Policy': page.csp } : {}),
    };
    headers = sentHeaders(page, notModified, { 'Content-Type': 'text/html; charset=UTF-8' });
    pageHeaders.set(page, headers);
  }
  return sentBytes(page, page.status, headers, ifNoneMatch, acceptEncoding);
}
