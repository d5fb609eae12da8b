import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from './compression.js';
import { matchesEtag, sentBytes, sentHeaders, type KeptBytes } from './sent-bytes.js';

const kept = (size: number, etag = 'W/"v1"'): KeptBytes => ({ bytes: new TextEncoder().encode('a'.repeat(size)), etag });
const headersOf = (k: KeptBytes) => sentHeaders(k, { ETag: k.etag, 'Cache-Control': 'no-cache' }, { 'Content-Type': 'application/json' });

describe('matchesEtag', () => {
  it('compares weakly: the tag itself, its strong spelling, one of a list, or *', () => {
    expect(matchesEtag('W/"v1"', 'W/"v1"')).toBe(true);
    expect(matchesEtag('"v1"', 'W/"v1"')).toBe(true);
    expect(matchesEtag('"v0", W/"v1" ,"v2"', 'W/"v1"')).toBe(true);
    expect(matchesEtag('*', 'W/"v1"')).toBe(true);
    expect(matchesEtag(undefined, 'W/"v1"')).toBe(false);
    expect(matchesEtag('W/"v2"', 'W/"v1"')).toBe(false);
    expect(matchesEtag('W/"v1', 'W/"v1"')).toBe(false);
  });
});

describe('sentHeaders', () => {
  it("gives a 304 the not-modified headers alone, and the bytes' answer those with its own and its length", () => {
    const k = kept(10);
    const headers = headersOf(k);
    expect(headers.notModified).toEqual({ ETag: 'W/"v1"', 'Cache-Control': 'no-cache' });
    expect(headers.identity).toEqual({ ETag: 'W/"v1"', 'Cache-Control': 'no-cache', 'Content-Type': 'application/json', 'Content-Length': '10' });
  });
});

describe('sentBytes', () => {
  it('answers 304 with no body when If-None-Match names the answer', () => {
    const k = kept(5000);
    const headers = headersOf(k);
    expect(sentBytes(k, 200, headers, '"v1"', 'br')).toEqual({ status: 304, headers: headers.notModified, body: null });
  });

  it('sends a 404 page whole whatever If-None-Match says', () => {
    const k = kept(10);
    const headers = headersOf(k);
    expect(sentBytes(k, 404, headers, 'W/"v1"', undefined)).toEqual({ status: 404, headers: headers.identity, body: k.bytes });
  });

  it('sends a small answer, or one to a client that takes no coding, as it is', () => {
    const small = kept(COMPRESSION_THRESHOLD - 1);
    expect(sentBytes(small, 200, headersOf(small), undefined, 'br, gzip').headers['Content-Encoding']).toBeUndefined();
    const large = kept(5000);
    const plain = sentBytes(large, 200, headersOf(large), 'W/"v0"', undefined);
    expect(plain).toEqual({ status: 200, headers: headersOf(large).identity, body: large.bytes });
  });

  it("compresses a large answer in the client's coding, with that coding's length, and keeps those headers", () => {
    const k = kept(5000);
    const headers = headersOf(k);
    const br = sentBytes(k, 200, headers, undefined, 'gzip, deflate, br');
    expect(br.headers).toMatchObject({ 'Content-Encoding': 'br', 'Content-Length': String(br.body!.byteLength), ETag: 'W/"v1"', 'Content-Type': 'application/json' });
    expect(new Uint8Array(brotliDecompressSync(br.body!))).toEqual(k.bytes);
    expect(sentBytes(k, 200, headers, undefined, 'br').headers).toBe(br.headers);
    const gzip = sentBytes(k, 200, headers, undefined, 'gzip');
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(new Uint8Array(gunzipSync(gzip.body!))).toEqual(k.bytes);
    // The identity headers are left as they were.
    expect(headers.identity['Content-Encoding']).toBeUndefined();
  });
});
