// The payment pages' return origin (decision 191): the request's own, unless PUBLIC_URL is set;
// forwarded headers only behind a declared proxy; anything that is not a plain host falls back.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { shopperOrigin } from './shopper-origin.js';

const unset = { publicUrl: 'http://localhost:8080', publicUrlFixed: false, trustProxy: false };

async function originOf(config: typeof unset, url: string, headers: Record<string, string> = {}) {
  const app = new Hono().get('*', (c) => c.text(shopperOrigin(c, config)));
  return (await app.request(url, { headers })).text();
}

describe('shopperOrigin', () => {
  it('follows the Host the shopper used: 127.0.0.1, localhost, a phone on the local network', async () => {
    expect(await originOf(unset, 'http://127.0.0.1:8080/v1/x', { host: '127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
    expect(await originOf(unset, 'http://localhost:8080/v1/x', { host: 'localhost:8080' })).toBe('http://localhost:8080');
    expect(await originOf(unset, 'http://192.168.1.20:8080/v1/x', { host: '192.168.1.20:8080' })).toBe('http://192.168.1.20:8080');
    expect(await originOf(unset, 'http://[::1]:8080/v1/x', { host: '[::1]:8080' })).toBe('http://[::1]:8080');
  });

  it('keeps PUBLIC_URL when it is set, whatever the request says', async () => {
    const fixed = { ...unset, publicUrl: 'https://raggio.example', publicUrlFixed: true };
    expect(await originOf(fixed, 'http://127.0.0.1:8080/v1/x', { host: '127.0.0.1:8080' })).toBe('https://raggio.example');
  });

  it('believes X-Forwarded-Host and -Proto only with TRUST_PROXY=on', async () => {
    const forwarded = { host: '127.0.0.1:8080', 'x-forwarded-host': 'shop.example, proxy.internal', 'x-forwarded-proto': 'https' };
    expect(await originOf(unset, 'http://127.0.0.1:8080/v1/x', forwarded)).toBe('http://127.0.0.1:8080');
    expect(await originOf({ ...unset, trustProxy: true }, 'http://127.0.0.1:8080/v1/x', forwarded)).toBe('https://shop.example');
  });

  it('falls back to the configured origin for a host that is not a plain host name', async () => {
    for (const host of ['evil.example/path', 'user@evil.example', 'a b', '']) {
      expect(await originOf({ ...unset, trustProxy: true }, 'http://127.0.0.1:8080/v1/x', { host: '127.0.0.1:8080', 'x-forwarded-host': host || ' ' })).not.toContain('evil');
    }
    expect(await originOf({ ...unset, trustProxy: true }, 'http://127.0.0.1:8080/v1/x', { 'x-forwarded-host': 'evil.example/x' })).toBe('http://localhost:8080');
    expect(await originOf({ ...unset, trustProxy: true }, 'http://127.0.0.1:8080/v1/x', { 'x-forwarded-proto': 'javascript' })).toBe('http://localhost:8080');
  });
});
