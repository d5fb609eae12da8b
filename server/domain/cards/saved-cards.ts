// A customer's saved cards (decision 105). The payment issue writes them; the personal area lists
// them and deletes them. Deleting the selected card selects the most recently saved card left (the
// one the customer most likely uses now), or none when no card is left. The user row's lock makes
// two deletions take turns, so the selection never points at a deleted card nor at two cards.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { SavedCards } from '../../../contract/saved-card.js';
import type { Db } from '../../db/client.js';
import { savedCards } from '../../db/schema.js';
import { lockUser } from '../../db/user-lock.js';

export class CardNotFound extends Error {
  constructor() {
    super('No such card');
    this.name = 'CardNotFound';
  }
}

export async function listSavedCards(db: Db, userId: number): Promise<SavedCards> {
  const rows = await db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(asc(savedCards.createdAt), asc(savedCards.id));
  return {
    selected: rows.find((row) => row.isSelected)?.id ?? null,
    cards: rows.map((row) => ({ id: row.id, brand: row.brand, last4: row.last4, expYear: row.expYear })),
  };
}

/**
 * Deletes one of the user's cards; another user's card or an unknown one is CardNotFound. Answers
 * the cards left and the deleted card's Stripe PaymentMethod, for the caller to detach at Stripe
 * once the deletion is committed (decision 132).
 */
export async function deleteSavedCard(db: Db, userId: number, cardId: string): Promise<{ cards: SavedCards; stripePaymentMethodId: string }> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw new CardNotFound();
    const [deleted] = await tx.delete(savedCards).where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
      .returning({ isSelected: savedCards.isSelected, stripePaymentMethodId: savedCards.stripePaymentMethodId });
    if (!deleted) throw new CardNotFound();
    if (deleted.isSelected) {
      const [newest] = await tx.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.userId, userId))
        .orderBy(desc(savedCards.createdAt), desc(savedCards.id)).limit(1);
      if (newest) await tx.update(savedCards).set({ isSelected: true }).where(eq(savedCards.id, newest.id));
    }
    return { cards: await listSavedCards(tx, userId), stripePaymentMethodId: deleted.stripePaymentMethodId };
  });
}
