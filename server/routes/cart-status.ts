// PATCH checkout/me/carts/{cartId}/items/status (docs/product/cart.md#cart-state; decision 205): the status of the
// signed-in customer's own cart lines, answered with the whole checkout state like every cart
// call. A visitor gets 401 (the login drawer), another cart's id 404. It changes nothing, so a
// repeat needs no Idempotency-Key.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  cartItemsStatusBodySchema, cartItemsStatusParamsSchema, checkoutSecureAnswerSchema, type CartItemsStatusBody,
} from '../../contract/checkout-choices.js';
import { langQuerySchema } from '../../contract/shop.js';
import { cartItemsStatus } from '../domain/checkout/items-status.js';
import { refusing } from '../http/refusals.js';
import { bearerSecurity, requireUser, signedOutAnswer, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const statusRoute = (signedIn: ReturnType<typeof requireUser<UserEnv>>) => createRoute({
  method: 'patch', middleware: [signedIn], path: '/checkout/me/carts/{cartId}/items/status', tags: ['checkout'], security: bearerSecurity,
  summary: 'The status of the caller\'s cart lines: with `seen`, the re-check of checkout/me/secure; without, the lines that cannot be bought as they stand',
  description: 'With `seen` (what the customer saw) the messages are those of PATCH checkout/me/secure (decision 126). Without it, one message per line that is sold out, above the pieces left, switched off or for adults only; changed is true exactly when there is a message. Changes nothing (decision 205).',
  request: {
    params: cartItemsStatusParamsSchema,
    query: langQuerySchema,
    body: { content: { 'application/json': { schema: cartItemsStatusBodySchema } }, required: false },
  },
  responses: {
    200: jsonBody(checkoutSecureAnswerSchema, '{status {changed, messages}, checkout}'),
    400: errorBody('VALIDATION_ERROR (payload.fields): a cartId that is not a UUID, a malformed `seen`'),
    401: signedOutAnswer,
    404: errorBody('NOT_FOUND: not the caller\'s cart (another customer\'s or a visitor\'s cart is answered the same way)'),
    500: errorResponses[500],
  },
});

export function cartStatusRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  router.openapi(statusRoute(requireUser<UserEnv>({ db, config })), async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    // The body is optional: without one (or without `seen`) the lines' own status is told.
    const body: CartItemsStatusBody | undefined = c.req.valid('json');
    const seen = body?.seen;
    const answer = await refusing(lang, () => cartItemsStatus(db, c.var.signedIn.userId, c.req.valid('param').cartId, seen, lang));
    return c.json(answer, 200, NO_STORE);
  });
  return router;
}
