// The security headers of every answer, and the Content-Security-Policy of every HTML document
// (issue 11; docs/decisions/150-security-headers.md). Hono's secureHeaders decides the fixed ones;
// the policy is built here, because a server-rendered page allows exactly its own inline scripts
// by hash: a nonce would make every view of a cached page a different document.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
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
 * The headers of every answer: nosniff, no framing, a referrer that leaves only the origin
 * elsewhere, the powerful features off, HSTS over https. Hono's secureHeaders decides them, run
 * once on a probe: the server sets the list on Node's response (answer-headers.ts, decision 163).
 */
export async function fixedSecurityHeaders(options: SecurityHeaderOptions): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use('*', secureHeaders({
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    // PayPal's approval opens in a popup that must reach back to the page that opened it.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], usb: [], payment: ['self'] },
  }));
  probe.get('/', (c) => c.body(null, 204));
  const answer = await probe.request('/');
  return [...answer.headers].filter(([name]) => name !== 'content-type');
}

/**
 * The hashes of the built shell's own inline scripts (index.html in `distDir`: the Intl warm-up of
 * decision 174); none before the app is built. Read once: the shell changes only with a new build.
 */
export function shellScriptHashes(distDir: string): string[] {
  const shell = join(distDir, 'index.html');
  return existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
}

/**
 * An HTML document without its own policy (the client shell, the sandbox pages) gets the policy
 * that allows only the shell's own inline scripts (the newsletter's landing pages under /v1 bring
 * their own). A final answer (compression.ts) is a cached JSON answer or a rendered page with its
 * own policy.
 */
export function htmlPolicy(options: PolicyOptions, shellScripts: readonly string[] = []): MiddlewareHandler {
  const shellPolicy = contentSecurityPolicy(options, shellScripts);
  return async (c, next) => {
    await next();
    if (isFinal(c)) return;
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      c.res.headers.set('Content-Security-Policy', shellPolicy);
    }
  };
}
