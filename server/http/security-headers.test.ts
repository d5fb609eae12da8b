import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerSecurityHeaders, contentSecurityPolicy, documentHeaders, inlineScriptHashes, shellScriptHashes } from './security-headers.js';

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

describe('answerSecurityHeaders', () => {
  it('lists the headers every answer gets: nosniff, no framing, no use by other sites, no HSTS over http', () => {
    const headers = new Map(answerSecurityHeaders({ https: false }).map(([name, value]) => [name.toLowerCase(), value]));
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.has('strict-transport-security')).toBe(false);
    // Read by browsers from documents only (decision 186).
    expect(headers.has('referrer-policy')).toBe(false);
    expect(headers.has('permissions-policy')).toBe(false);
  });

  it('adds HSTS when the shop is served over https', () => {
    expect(new Map(answerSecurityHeaders({ https: true })).get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('shellScriptHashes', () => {
  it('hashes the built shell\'s inline scripts, and is empty before a build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'raggio-shell-'));
    try {
      expect(shellScriptHashes(dist)).toEqual([]);
      writeFileSync(join(dist, 'index.html'), '<head><script>warm()</script><script type="module" src="/assets/boot.js"></script></head>');
      expect(shellScriptHashes(dist)).toEqual([sha('warm()')]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('documentHeaders', () => {
  const app = new Hono();
  app.use('*', documentHeaders({ paypal: false }));
  app.get('/page', (c) => c.html('<p>hi</p>'));
  app.get('/own', (c) => c.html('<p>own</p>', 200, { 'Content-Security-Policy': "default-src 'none'", 'Referrer-Policy': 'no-referrer' }));
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/icon.svg', (c) => c.body('<svg xmlns="http://www.w3.org/2000/svg"/>', 200, { 'Content-Type': 'image/svg+xml' }));
  app.get('/invoice.pdf', (c) => c.body('%PDF-1.7', 200, { 'Content-Type': 'application/pdf' }));

  it('allows the shell\'s own inline scripts by hash, and no other', async () => {
    const shell = new Hono();
    shell.use('*', documentHeaders({ paypal: false }, ["'sha256-abc='"]));
    shell.get('/', (c) => c.html('<p>shell</p>'));
    expect((await shell.request('/')).headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-abc=';");
  });

  it('gives HTML without its own policy the shell policy, and leaves other answers and own policies alone', async () => {
    expect((await app.request('/page')).headers.get('content-security-policy')).toContain("script-src 'self';");
    expect((await app.request('/own')).headers.get('content-security-policy')).toBe("default-src 'none'");
    expect((await app.request('/json')).headers.get('content-security-policy')).toBeNull();
  });

  it('gives documents (HTML, SVG, PDF) the referrer, features, opener and legacy headers, keeping a document\'s own', async () => {
    for (const path of ['/page', '/icon.svg', '/invoice.pdf']) {
      const headers = (await app.request(path)).headers;
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-xss-protection'), path).toBe('0');
    }
    expect((await app.request('/own')).headers.get('referrer-policy')).toBe('no-referrer');
    expect((await app.request('/icon.svg')).headers.get('content-security-policy')).toBeNull();
  });

  it('leaves them off answers that are not documents', async () => {
    const headers = (await app.request('/json')).headers;
    for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'referrer-policy', 'origin-agent-cluster', 'x-xss-protection']) {
      expect(headers.has(name), name).toBe(false);
    }
  });
});
