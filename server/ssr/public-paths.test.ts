import { describe, expect, it } from 'vitest';
import { isServerRenderedPath } from './public-paths.js';

describe('isServerRenderedPath', () => {
  it('renders public pages in any language, and unknown paths (their 404 page)', () => {
    for (const path of ['/', '/en', '/d/bici', '/d/bici.bici-gravel', '/en/p/some-bike', '/l/black-friday', '/404', '/foo', '/en/no/such/page', '/cgv', '/en/metodi-di-spedizione', '/de/rivenditore', '/chi-siamo']) {
      expect(isServerRenderedPath(path), path).toBe(true);
    }
  });

  it('leaves private pages and files to the client shell and the static files', () => {
    for (const path of ['/carrello', '/en/carrello', '/checkout/pagamento', '/me', '/me/orders', '/signin', '/recupero-password/abc', '/manifest.webmanifest', '/icons/icon-192.png', '/sw.js', '/index.html', '/offline.html', '/media/wheel-576.webm', '/media/wheel.mp4']) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
  });
});
