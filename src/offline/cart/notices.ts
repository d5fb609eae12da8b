import type { CartItem } from '../../../contract/checkout';
import type { ApiError } from '../../../contract/error';
import { db, type RaggioDb } from '../core/db';
import type { CartNotice, CartNoticeKind } from './types';

// What the server changed about the lines the user had, found by comparing the cart the user saw
// (the projection) with the cart after the server answered (decision 074). One notice per line
// per sync run: the most important thing that happened to it.

const PRIORITY: Record<CartNoticeKind, number> = { priceChanged: 1, reduced: 2, unavailable: 3, gone: 4, refused: 5 };
const BLOCKED = new Set(['unavailable', 'outOfStock']);

type Draft = Omit<CartNotice, 'seq' | 'createdAt'>;

/** The change from `before` to `after` of each line the user had, if any. */
export function compareLines(before: Map<string, CartItem>, after: Map<string, CartItem>): Draft[] {
  const out: Draft[] = [];
  for (const [lineKey, was] of before) {
    const now = after.get(lineKey);
    const name = was.name;
    if (!now) {
      out.push({ lineKey, kind: 'gone', name });
    } else if (BLOCKED.has(now.issue ?? '') && !BLOCKED.has(was.issue ?? '')) {
      out.push({ lineKey, kind: 'unavailable', name });
    } else if (now.quantity < was.quantity) {
      out.push({ lineKey, kind: 'reduced', name, quantity: now.quantity });
    } else if (now.prices.unit !== was.prices.unit && !BLOCKED.has(now.issue ?? '')) {
      out.push({ lineKey, kind: 'priceChanged', name, oldPrice: was.prices.unit, newPrice: now.prices.unit });
    }
  }
  return out;
}

/** A server refusal of a mutation of this line. */
export function refusalNotice(lineKey: string, name: string, error: ApiError): Draft {
  const available = (error.payload as { available?: unknown } | undefined)?.available;
  if (error.code === 'ITEM_NOT_FOUND') return { lineKey, kind: 'gone', name };
  if (error.code === 'ARTICLE_UNAVAILABLE') return { lineKey, kind: 'unavailable', name, error };
  return { lineKey, kind: 'refused', name, error, ...(typeof available === 'number' ? { quantity: available } : {}) };
}

/** Keeps, per line, the most important notice of a sync run; a price keeps its first old value. */
export class NoticeCollector {
  private readonly byLine = new Map<string, Draft>();

  add(drafts: Draft[]): void {
    for (const draft of drafts) {
      const held = this.byLine.get(draft.lineKey);
      if (held && held.kind === 'priceChanged' && draft.kind === 'priceChanged') {
        this.byLine.set(draft.lineKey, { ...draft, oldPrice: held.oldPrice });
      } else if (!held || PRIORITY[draft.kind] >= PRIORITY[held.kind]) {
        this.byLine.set(draft.lineKey, draft);
      }
    }
  }

  /** Drops a line's notice (e.g. a price change that reverted, or a clamp the user asked for). */
  forget(lineKey: string): void {
    this.byLine.delete(lineKey);
  }

  get drafts(): Draft[] {
    return [...this.byLine.values()].filter((d) => d.kind !== 'priceChanged' || d.oldPrice !== d.newPrice);
  }
}

const KEEP_MS = 24 * 60 * 60_000;
const KEEP_COUNT = 50;

/** Stores a run's notices for every tab to show; old ones are pruned. */
export async function publishNotices(drafts: Draft[], database: RaggioDb = db()): Promise<void> {
  if (drafts.length === 0) return;
  const now = Date.now();
  await database.transaction('rw', database.notices, async () => {
    await database.notices.bulkAdd(drafts.map((d) => ({ ...d, createdAt: now })));
    await database.notices.where('createdAt').below(now - KEEP_MS).delete();
    const count = await database.notices.count();
    if (count > KEEP_COUNT) {
      const oldest = await database.notices.orderBy('seq').limit(count - KEEP_COUNT).primaryKeys();
      await database.notices.bulkDelete(oldest);
    }
  });
}

export async function dismissNotice(seq: number, database: RaggioDb = db()): Promise<void> {
  await database.notices.delete(seq);
}
