// Rendered public pages kept in process, keyed by path and search at a catalogue version: a
// page's HTML depends on nothing else (per-visitor parts render on the client), so a cached
// view costs about as much as a cached API answer (docs/decisions/081-ssr-page-cache.md).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface RenderedPage {
  status: number;
  html: string;
  /** The html in UTF-8, encoded once and sent as is. */
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Set for a redirect (no html). */
  location?: string;
  /** The page's Content-Security-Policy: its own inline scripts allowed by hash. */
  csp?: string;
}

const encoder = new TextEncoder();

/** Entries also expire, for shop texts and settings the catalogue version does not watch. */
const MAX_AGE_MS = 60 * 1000;

export class PageCache {
  private readonly entries = new LRUCache<string, RenderedPage & { version: string }>({
    max: 2000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.html.length + page.bytes.byteLength + 64,
    ttl: MAX_AGE_MS,
  });
  private readonly rendering = new Map<string, Promise<RenderedPage>>();

  /** The page kept for `key` when it is of `version` and not expired; renders nothing. */
  current(key: string, version: string): RenderedPage | undefined {
    const hit = this.entries.get(key);
    return hit?.version === version ? hit : undefined;
  }

  /** The page at `version`, rendered once however many requests ask for it at the same time. */
  async page(key: string, version: string, render: () => Promise<Omit<RenderedPage, 'etag' | 'bytes'>>): Promise<RenderedPage> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit;
    const flightKey = `${version}\u0000${key}`;
    let running = this.rendering.get(flightKey);
    if (!running) {
      running = render().then((page) => {
        const entry = { ...page, version, bytes: encoder.encode(page.html), etag: `W/"${createHash('sha1').update(`${page.status}${page.location ?? ''}${page.html}`).digest('base64url')}"` };
        // Server errors are not kept: the next request renders again.
        if (page.status < 500) this.entries.set(key, entry);
        return entry;
      }).finally(() => this.rendering.delete(flightKey));
      this.rendering.set(flightKey, running);
    }
    return running;
  }
}
