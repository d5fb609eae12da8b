// Computed catalogue answers, kept serialised with their ETag and the catalogue version they
// were computed at; a version change makes every entry stale (docs/decisions/044-catalogue-cache.md).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedAnswer {
  version: string;
  /** JSON text. */
  body: string;
  /** The same text in UTF-8, encoded once and sent as is. */
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

const encoder = new TextEncoder();

/** Entries also expire after this long, for catalogue tables the version does not watch. */
const MAX_AGE_MS = 10 * 60 * 1000;

export class AnswerCache {
  private readonly entries = new LRUCache<string, CachedAnswer>({
    max: 5000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (a) => a.body.length + a.bytes.byteLength + 64,
    ttl: MAX_AGE_MS,
  });
  private readonly computing = new Map<string, Promise<CachedAnswer | undefined>>();

  /**
   * The answer for `key` at `version`, computing it once however many requests ask at the same
   * time. `compute` resolving to undefined means "nothing there" (a 404): it is not kept.
   */
  async answer(key: string, version: string, compute: () => Promise<unknown>): Promise<CachedAnswer | undefined> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit;
    const flightKey = `${version}\u0000${key}`;
    let running = this.computing.get(flightKey);
    if (!running) {
      running = compute().then((result) => {
        if (result === undefined) return undefined;
        const body = JSON.stringify(result);
        const entry = { version, body, bytes: encoder.encode(body), etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
        this.entries.set(key, entry);
        return entry;
      }).finally(() => this.computing.delete(flightKey));
      this.computing.set(flightKey, running);
    }
    return running;
  }

  /** The answer kept for `key` if it was computed at `version`; computes nothing. */
  current(key: string, version: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    return hit?.version === version ? hit : undefined;
  }

  clear(): void {
    this.entries.clear();
  }
}
