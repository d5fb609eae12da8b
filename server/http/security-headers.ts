// The security headers of every answer and of every document, and the Content-Security-Policy of
// every HTML document (docs/decisions/150-security-headers.md, 186-document-headers-on-documents.md).
// The policy is built here, because a server-rendered page allows exactly its own inline scripts
// by hash: a nonce would make every view of a cached page a different document.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.js';
import { isFinal } from './compression.js';

export interface PolicyOptions {
  /** Live PayPal keys: its button's script, frames and calls come from PayPal's origins. */
  paypal: boolean;
}

export const policyOptions = (config: Pick<Config, 'payments'>): PolicyOptions => ({ paypal: config.payments.paypal.mode === 'live' });

/** Where PayPal's JS SDK loads its script, button frames, calls and images from. */
const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
/** The dealers page embeds OpenStreetMap's map (decision 121). */
const MAP_ORIGIN = 'https://www.openstreetmap.org';
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP sources ('sha256-…') of the inline scripts a browser would run in `html`: the router's
 * dehydrated state and the URL fix of a server-rendered page. JSON-LD and other data blocks are
 * never run, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of an HTML document: scripts only from the shop (and the hashed inline ones), no
 * plugins, no framing by other sites, forms posting only to the shop. Inline styles stay allowed:
 * server-rendered style attributes (an image's aspect ratio) are data, not code.
 */
export function contentSecurityPolicy({ paypal }: PolicyOptions, scriptHashes: readonly string[] = []): string {
  const provider = paypal ? PAYPAL_ORIGINS : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...provider]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...provider]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...provider]],
    ['frame-src', [MAP_ORIGIN, ...provider]],
    ['media-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The policy of the back office's page (/admin, decision 195): its scripts and stylesheet are the
 * shop's own built files and it calls only the shop's API. No provider, no map, no frame, no worker,
 * no style attribute in markup (React sets styles through the DOM, which CSP does not govern);
 * pictures also from blob: (a chosen file's preview before it is uploaded).
 */
export function adminContentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['manifest-src', ["'none'"]],
    ['worker-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export interface SecurityHeaderOptions extends PolicyOptions {
  /** HSTS only when the shop is served over https (PUBLIC_URL). */
  https: boolean;
}

/**
 * The opener policy of a server-rendered public page, which overrides the fixed one below: the
 * page opens in the visitor's browsing context group, so a first visit is not moved to a new,
 * cold renderer (decision 175). Private pages, the sandbox pages and the API keep the fixed one.
 */
export const PUBLIC_PAGE_OPENER_POLICY = { 'Cross-Origin-Opener-Policy': 'unsafe-none' } as const;

/**
 * The headers a browser reads from any answer: no sniffing of a type into script or style, no
 * framing (OWASP's REST cheat sheet keeps it on API answers too), no use of the answer by another
 * site's page (Spectre), HSTS over https. The server sets them on Node's response (answer-headers.ts,
 * decision 163).
 */
export function answerSecurityHeaders({ https }: { https: boolean }): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
  ];
}

/**
 * The headers a browser reads only from a document (decision 186): on a JSON answer, a script or
 * a picture they do nothing but take ~380 bytes of every answer. A document's own value wins
 * (the newsletter pages' `Referrer-Policy: no-referrer`, the public pages' opener policy).
 */
export const DOCUMENT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // PayPal's approval opens in a popup that must reach back to the page that opened it.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Origin-Agent-Cluster': '?1',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/**
 * Types a browser opens as a document that may run script or load more: HTML, SVG, XML, and PDF
 * (a viewer that reads the download and cross-domain policies; invoices will be PDFs).
 */
const DOCUMENT_TYPE = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|application\/xml|text\/xml|application\/pdf)\b/i;

/**
 * The hashes of the built shell's own inline scripts (index.html in `distDir`: the Intl warm-up of
 * decision 174); none before the app is built. Read once: the shell changes only with a new build.
 */
export function shellScriptHashes(distDir: string): string[] {
  const shell = join(distDir, 'index.html');
  return existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
}

/**
 * A document gets the document security headers it does not set itself; an HTML document without
 * its own policy (the client shell, the sandbox pages) also gets the policy that allows only the
 * shell's own inline scripts (the newsletter's landing pages under /v1 bring their own). A final
 * answer (compression.ts) is a cached JSON answer, a small error, or a rendered page that carries
 * its headers itself (server/ssr/pages.ts).
 */
export function documentHeaders(options: PolicyOptions, shellScripts: readonly string[] = []): MiddlewareHandler {
  const shellPolicy = contentSecurityPolicy(options, shellScripts);
  return async (c, next) => {
    await next();
    if (isFinal(c)) return;
    const type = c.res.headers.get('content-type') ?? '';
    if (!DOCUMENT_TYPE.test(type)) return;
    for (const [name, value] of Object.entries(DOCUMENT_SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    if (type.startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      c.res.headers.set('Content-Security-Policy', shellPolicy);
    }
  };
}
