import type { CartItem } from '../../../contract/checkout';
import type { ApiError } from '../../../contract/error';
import { db, type RaggioDb } from '../core/db';
import { endEntry } from '../core/queue';
import type { OutboxEntry } from '../core/types';
import { lineKeyOf } from './line-key';
import { compareLines, NoticeCollector, publishNotices, refusalNotice } from './notices';
import { enqueue } from './outbox';
import { projectedLines } from './projection';
import type { CartPayload, CheckoutState } from './types';

// How a server checkout state becomes the local one (decisions 074, 076): it replaces the mirror
// unless a newer one is mirrored, ends the entry it answers, and what changed for the user's
// lines is collected as notices, published once per run (publish).

const nameIn = (lines: Map<string, CartItem>, entry: OutboxEntry<CartPayload>) =>
  lines.get(entry.lineKey)?.name ?? (entry.payload.kind === 'add' ? entry.payload.line.name : '');

export class CheckoutSettler {
  private readonly notices = new NoticeCollector();
  private readonly clamped = new Set<string>();

  constructor(private readonly database: RaggioDb = db()) {}

  /**
   * Replaces the mirror, ending `entry` (if any); records what changed for the user. A state
   * whose request started before the mirrored one's is older than it and is ignored. `savedAt`
   * is when the mirrored state was true (its request's start, or now for a flush's answer), not
   * when it was written: a start-up read stored late must not outrank a step's answer that
   * started after it (decision 076).
   */
  async settle(state: CheckoutState | null, entry: OutboxEntry<CartPayload> | null, error?: ApiError, startedAt?: number): Promise<boolean> {
    const { outbox, checkout, outcomes } = this.database;
    const now = Date.now();
    const adopted = await this.database.transaction('rw', outbox, checkout, outcomes, async () => {
      const row = await checkout.get('current');
      if (startedAt !== undefined && row && row.savedAt > startedAt) return false;
      const mirror = row?.state;
      const all = await outbox.orderBy('seq').toArray();
      const rest = entry ? all.filter((e) => e.id !== entry.id) : all;
      const before = projectedLines(mirror, all);
      if (entry) {
        await endEntry(this.database, entry, error, now);
      }
      if (state) await checkout.put({ key: 'current', state, savedAt: startedAt ?? now });
      const after = projectedLines(state ?? mirror, rest);
      this.notices.add(compareLines(before, after));
      if (entry && error) {
        this.notices.forget(entry.lineKey);
        this.notices.add([refusalNotice(entry.lineKey, nameIn(before, entry), error)]);
      }
      return true;
    });
    if (state && adopted) await this.clampLines(state);
    return adopted;
  }

  /** Lines whose quantity the stock no longer allows are set to the most there is, once per run. */
  private async clampLines(state: CheckoutState): Promise<void> {
    for (const item of state.unavailableItems) {
      const key = lineKeyOf(item);
      if (item.issue !== 'quantity' || this.clamped.has(key) || item.bounds.max < item.bounds.min) continue;
      if (item.quantity <= item.bounds.max) continue;
      this.clamped.add(key);
      if ((await this.database.outbox.where('lineKey').equals(key).count()) > 0) continue;
      await enqueue({ kind: 'setQuantity', lineKey: key, quantity: item.bounds.max }, this.database);
      this.notices.add([{ lineKey: key, kind: 'reduced', name: item.name, quantity: item.bounds.max }]);
    }
  }

  /** Stores what was collected for every tab to show. */
  publish(): Promise<void> {
    return publishNotices(this.notices.drafts, this.database);
  }
}

/**
 * A checkout state read by someone else (start-up, a page's query, a discount code's answer)
 * started at `startedAt`: adopted unless a newer one is mirrored already; what changed is told.
 * True when adopted.
 */
export async function adoptCheckout(state: CheckoutState, startedAt: number, database: RaggioDb = db()): Promise<boolean> {
  const settler = new CheckoutSettler(database);
  const adopted = await settler.settle(state, null, undefined, startedAt);
  await settler.publish();
  return adopted;
}
