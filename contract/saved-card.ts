import { z } from 'zod';
import { dbIdParamSchema } from './db-values.js';

// Saved cards (docs/product/accounts.md#personal-area, docs/product/accounts.md#saved-cards; decision 105): what
// the personal area shows of the cards the customer saved with the payment provider.

export const savedCardSchema = z.object({
  /** The shop's id of the card (not the provider's). */
  id: z.string(),
  /** The card network as the provider names it ('visa', 'mastercard', 'amex', …). */
  brand: z.string(),
  last4: z.string(),
  expYear: z.number().int(),
}).meta({ id: 'SavedCard' });
export type SavedCard = z.infer<typeof savedCardSchema>;

/** The user's cards, oldest first, and the id of the selected one (null: none). */
export const savedCardsSchema = z.object({
  selected: z.string().nullable(),
  cards: z.array(savedCardSchema),
}).meta({ id: 'SavedCards' });
export type SavedCards = z.infer<typeof savedCardsSchema>;

export const userCardsParamsSchema = z.object({ userId: dbIdParamSchema });
export const savedCardParamsSchema = z.object({ userId: dbIdParamSchema, cardId: z.uuid('a card id (UUID)') });
