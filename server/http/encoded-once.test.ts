import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedOnce } from './encoded-once.js';

const bytes = new TextEncoder().encode(JSON.stringify({ articles: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Casco ${i}` })) }));

describe('encodedOnce', () => {
  it('compresses the bytes in the coding asked for, to what decodes back to them', () => {
    const owner = {};
    const br = encodedOnce(owner, bytes, 'br');
    const gzip = encodedOnce(owner, bytes, 'gzip');
    expect(br.byteLength).toBeLessThan(bytes.byteLength);
    expect(new Uint8Array(brotliDecompressSync(br))).toEqual(bytes);
    expect(new Uint8Array(gunzipSync(gzip))).toEqual(bytes);
  });

  it("keeps each coding's copy with its answer: asked again, the same bytes, not compressed anew", () => {
    const owner = {};
    const first = encodedOnce(owner, bytes, 'br');
    expect(encodedOnce(owner, bytes, 'br')).toBe(first);
    // Another answer (a new catalogue version) has its own copy, even of the same bytes.
    const other = encodedOnce({}, bytes, 'br');
    expect(other).not.toBe(first);
    expect(other).toEqual(first);
  });
});
