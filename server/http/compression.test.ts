import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression.js';

const BIG = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Ruota ${i}` })) });

function app() {
  const hono = new Hono();
  hono.use('*', compression());
  hono.get('/big', (c) => c.body(BIG, 200, { 'Content-Type': 'application/json', ETag: '"v1"' }));
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/picture', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/avif' }));
  hono.get('/raw', (c) => c.body(BIG, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }));
  return hono;
}
const get = (path: string, acceptEncoding?: string) => app().request(path, acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {});
const bytes = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

describe('compression', () => {
  it('sends a large JSON answer in brotli when accepted, the same text once decoded, its ETag made weak', async () => {
    const answer = await get('/big', 'gzip, deflate, br');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(answer.headers.get('etag')).toBe('W/"v1"');
    expect(brotliDecompressSync(await bytes(answer)).toString()).toBe(BIG);
  });

  it('falls back to gzip, and to the plain text for a client that takes neither', async () => {
    const gzip = await get('/big', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(BIG);
    const plain = await get('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG);
  });

  it('leaves small answers, pictures and no-transform answers as they are', async () => {
    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const picture = await get('/picture', 'br');
    expect(picture.headers.get('content-encoding')).toBeNull();
    expect((await bytes(picture)).length).toBe(4096);
    const raw = await get('/raw', 'br');
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(await raw.text()).toBe(BIG);
  });
});
