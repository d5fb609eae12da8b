// Saved cards (docs/product/accounts.md#personal-area, docs/product/accounts.md#saved-cards; decision 105): the
// list with the selected card, and deleting one. The payment issue saves them; until then the
// list is empty, but the calls and their ownership checks stand: another user's id or card
// answers 404 NOT_FOUND.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { savedCardParamsSchema, savedCardsSchema, userCardsParamsSchema } from '../../contract/saved-card.js';
import { CardNotFound, deleteSavedCard, listSavedCards } from '../domain/cards/saved-cards.js';
import { notFound } from '../http/errors.js';
import { detachStripeCard } from '../payments/stripe-customers.js';
import { ownedRouteAnswers, ownedRouteBase } from '../http/own-user.js';
import type { UserEnv } from '../http/require-user.js';
import { errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';

const common = { 400: errorResponses[400], ...ownedRouteAnswers('card') };

export function banksRoutes({ db, config, payments, log }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const base = ownedRouteBase({ db, config }, 'userId', 'banks');

  const listRoute = createRoute({
    ...base, method: 'get', path: '/banks/users/{userId}/cards',
    summary: 'The saved cards, oldest first, and the selected one',
    request: { params: userCardsParamsSchema },
    responses: { 200: jsonBody(savedCardsSchema, 'The saved cards'), ...common },
  });
  const deleteRouteDef = createRoute({
    ...base, method: 'delete', path: '/banks/users/{userId}/cards/{cardId}',
    summary: 'Delete a saved card; deleting the selected one selects the most recently saved card left',
    request: { params: savedCardParamsSchema },
    responses: { 200: jsonBody(savedCardsSchema, 'The saved cards left'), ...common },
  });

  router.openapi(listRoute, async (c) => c.json(await listSavedCards(db, c.var.signedIn.userId), 200, NO_STORE));
  router.openapi(deleteRouteDef, async (c) => {
    let deleted;
    try {
      deleted = await deleteSavedCard(db, c.var.signedIn.userId, c.req.valid('param').cardId);
    } catch (err) {
      if (err instanceof CardNotFound) throw notFound('No such card');
      throw err;
    }
    // The card is gone from the shop whatever Stripe answers; a failed detach is logged for a retry by hand.
    await detachStripeCard(payments.stripe, deleted.stripePaymentMethodId)
      .catch((err: unknown) => log.warn({ err, paymentMethod: deleted.stripePaymentMethodId }, 'stripe: saved card not detached'));
    return c.json(deleted.cards, 200, NO_STORE);
  });
  return router;
}
