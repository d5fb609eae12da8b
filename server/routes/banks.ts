// Saved cards (checkout-account-pages.md §2 "Personal area", §7 banks calls; decision 105): the
// list with the selected card, and deleting one. The payment issue saves them; until then the
// list is empty, but the calls and their ownership checks stand: another user's id or card
// answers 404 NOT_FOUND.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { savedCardParamsSchema, savedCardsSchema, userCardsParamsSchema } from '../../contract/saved-card.js';
import { CardNotFound, deleteSavedCard, listSavedCards } from '../domain/cards/saved-cards.js';
import { notFound } from '../http/errors.js';
import { ownUserPath } from '../http/own-user.js';
import { bearerSecurity, requireUser, signedOutAnswer, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';

const common = {
  400: errorResponses[400],
  401: signedOutAnswer,
  404: errorBody('NOT_FOUND: the id is not the signed-in user\'s, or the user has no such card'),
  500: errorResponses[500],
};

export function banksRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const middleware = [requireUser<UserEnv>({ db, config }), ownUserPath<UserEnv>('userId')];
  const base = { tags: ['banks'], security: bearerSecurity, middleware };

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
    try {
      return c.json(await deleteSavedCard(db, c.var.signedIn.userId, c.req.valid('param').cardId), 200, NO_STORE);
    } catch (err) {
      if (err instanceof CardNotFound) throw notFound('No such card');
      throw err;
    }
  });
  return router;
}
