import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security-headers.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, as written, and skips external scripts and data blocks', () => {
    const html = [
      '<script type="module" src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script data-tsr-stream-part>self.$R=[];</script>',
      '<script type="module">import("/a.js")</script>',
      '<script>document.currentScript.remove();</script><script>document.currentScript.remove();</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('self.$R=[];'), sha('import("/a.js")'), sha('document.currentScript.remove();')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the shop and the given hashes only, never inline code at large, and no framing', () => {
    const policy = contentSecurityPolicy({ paypal: false }, ["'sha256-abc'"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('paypal');
  });

  it("names PayPal's origins only with live PayPal keys", () => {
    expect(contentSecurityPolicy({ paypal: true })).toMatch(/script-src 'self' https:\/\/www\.paypal\.com/);
  });
});

describe('securityHeaders', () => {
  const app = (https: boolean) => {
    const hono = new Hono();
    hono.use('*', securityHeaders({ paypal: false, https }));
    hono.get('/page', (c) => c.html('<p>hi</p>'));
    hono.get('/own', (c) => c.html('<p>own</p>', 200, { 'Content-Security-Policy': "default-src 'none'" }));
    hono.get('/json', (c) => c.json({ ok: true }));
    return hono;
  };

  it('sends the fixed headers on every answer and the policy on HTML without its own', async () => {
    const page = await app(false).request('/page');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    const own = await app(false).request('/own');
    expect(own.headers.get('content-security-policy')).toBe("default-src 'none'");
    const json = await app(false).request('/json');
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(json.headers.get('content-security-policy')).toBeNull();
  });

  it('adds HSTS when the shop is served over https', async () => {
    expect((await app(true).request('/json')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
