// Newsletter subscriptions: one per e-mail address (compared lower-cased). Subscribing again
// turns the news back on and keeps the first name given unless a new one comes.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { subscriptions } from '../db/schema.js';
import { SHOP_ID } from './shop-id.js';

export async function subscribe(db: Db, email: string, name: string | undefined): Promise<{ email: string }> {
  const address = email.trim().toLowerCase();
  await db.insert(subscriptions)
    .values({ shopId: SHOP_ID, email: address, name: name || null })
    .onConflictDoUpdate({
      target: [subscriptions.shopId, subscriptions.email],
      set: { news: true, name: sql`coalesce(excluded.name, ${subscriptions.name})` },
    });
  return { email: address };
}
