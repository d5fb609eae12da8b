// The signed-in customer's checkout choices (docs/product/checkout.md#addresses-step,
// docs/product/checkout.md#shipping-step, docs/product/checkout.md#payment-step; decisions 123-126): POST
// checkout/me/addresses, shippings and
// payments, and the cart re-check PATCH checkout/me/secure. All work on the caller's own cart
// (a visitor gets 401 AUTH_REQUIRED, which opens the login drawer) and answer the whole checkout
// state. No Idempotency-Key: each call sets its step's choice whole, so a repeat changes nothing.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  checkoutAddressesBodySchema, checkoutPaymentBodySchema, checkoutSecureAnswerSchema, checkoutSecureBodySchema,
  checkoutShippingBodySchema,
} from '../../contract/checkout-choices.js';
import { checkoutSchema } from '../../contract/checkout.js';
import type { Lang } from '../../contract/i18n-text.js';
import { langQuerySchema } from '../../contract/shop.js';
import { noCart } from '../domain/cart/cart-owner.js';
import { checkoutState } from '../domain/cart/checkout-state.js';
import type { CartRow } from '../domain/cart/session-cart.js';
import { findUserCart } from '../domain/cart/user-cart.js';
import { chooseAddresses, choosePayment, chooseShipping } from '../domain/checkout/mutations.js';
import { recheck } from '../domain/checkout/recheck.js';
import { refusing } from '../http/refusals.js';
import { bearerSecurity, requireUser, signedOutAnswer, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const state = jsonBody(checkoutSchema, 'The whole checkout state with the choice applied (replaces the client\'s copy)');
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
/** Every choice answers the state, or 401 for a visitor, besides its own refusals. */
const choiceAnswers = <T extends object>(refusals: T) => ({ 200: state, 401: signedOutAnswer, 500: errorResponses[500], ...refusals });
const invalid = (more: string) => errorBody(`VALIDATION_ERROR (payload.fields)${more}; every refusal about a body field carries payload.fields [{in, path, message}]`);

export function checkoutChoicesRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const signedIn = requireUser<UserEnv>({ db, config });
  const common = { tags: ['checkout'], security: bearerSecurity, middleware: [signedIn] };

  const addressesRoute = createRoute({
    ...common, method: 'post', path: '/checkout/me/addresses',
    summary: 'Choose the billing and shipping addresses (the caller\'s own) and the gift option',
    description: 'Until this is posted the checkout shows the default addresses, preselected, and the current step stays indirizzi (decision 124). A gift turned off keeps no message.',
    request: { query: langQuerySchema, body: json(checkoutAddressesBodySchema) },
    responses: choiceAnswers({
      400: invalid(''),
      404: errorBody('NOT_FOUND: no such address among the caller\'s (another customer\'s address is answered the same way)'),
    }),
  });
  const shippingRoute = createRoute({
    ...common, method: 'post', path: '/checkout/me/shippings',
    summary: 'Choose the shipping method; for pickup the point, the day and the time slot',
    description: 'The method must be an active shipping row of that type serving the delivery country (Italy). Pickup: the day from tomorrow to 30 days ahead on the calendar of Europe/Rome, the slot exactly one of that weekday\'s am/pm opening hours and open (decision 125). A payment chosen earlier that the new shipping rules out switches to stripe (decision 124). Post it again after a cart change: the fee follows the cart.',
    request: { query: langQuerySchema, body: json(checkoutShippingBodySchema) },
    responses: choiceAnswers({
      400: invalid('; SHIPPING_TYPE_MISMATCH {type}; PICKUP_REQUIRED; PICKUP_NOT_ALLOWED (a pickup object with another method); PICKUP_POINT_MISMATCH; PICKUP_DATE_INVALID; PICKUP_DATE_OUT_OF_RANGE {first, last}; PICKUP_SLOT_UNKNOWN'),
      404: errorBody('SHIPPING_METHOD_NOT_FOUND {id}: no such active shipping method'),
      409: errorBody('SHIPPING_COUNTRY_NOT_SERVED {country}; PICKUP_DAY_CLOSED; PICKUP_SLOT_CLOSED (the slot is not opened)'),
    }),
  });
  const paymentRoute = createRoute({
    ...common, method: 'post', path: '/checkout/me/payments',
    summary: 'Choose the payment method; for stripe optionally one of the caller\'s saved cards',
    description: 'The switch rules apply (decision 124): with delivery shipping bankTransfer or mark becomes stripe, with courier shipping pos becomes stripe (with a new card). The method\'s surcharge goes into cashier.payment.additionalGross and the total.',
    request: { query: langQuerySchema, body: json(checkoutPaymentBodySchema) },
    responses: choiceAnswers({
      400: invalid('; PAYMENT_ID_NOT_ALLOWED (an id with a method other than stripe)'),
      404: errorBody('NOT_FOUND: no such saved card among the caller\'s'),
      409: errorBody('PAYMENT_METHOD_UNAVAILABLE: the shop does not take this method now'),
    }),
  });
  const secureRoute = createRoute({
    ...common, method: 'patch', path: '/checkout/me/secure',
    summary: 'The cart re-check before paying: what the customer saw against the cart now',
    description: 'changed is true when a line\'s unit price or quantity differs, a seen line is gone, unavailable, sold out or above the stock left, a line was added, or the total differs; one message per change in the request\'s language (decision 126). Changes nothing.',
    request: { query: langQuerySchema, body: json(checkoutSecureBodySchema) },
    responses: {
      ...choiceAnswers({ 400: invalid('') }),
      200: jsonBody(checkoutSecureAnswerSchema, '{status {changed, messages}, checkout}'),
    },
  });

  /** Applies a choice to the caller's cart (made by the choice when there is none); answers the checkout state after it, in the request's language. */
  const afterChoice = async (c: Context<UserEnv>, queryLang: Lang | undefined, change: (userId: number) => Promise<CartRow>) => {
    const { lang } = await requestLang(c, db, queryLang);
    const cart = await refusing(lang, () => change(c.var.signedIn.userId));
    return checkoutState(db, cart, lang);
  };

  router.openapi(addressesRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await afterChoice(c, c.req.valid('query').lang, (userId) => chooseAddresses(db, userId, body)), 200, NO_STORE);
  });
  router.openapi(shippingRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await afterChoice(c, c.req.valid('query').lang, (userId) => chooseShipping(db, userId, body)), 200, NO_STORE);
  });
  router.openapi(paymentRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await afterChoice(c, c.req.valid('query').lang, (userId) => choosePayment(db, userId, body)), 200, NO_STORE);
  });
  router.openapi(secureRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { userId } = c.var.signedIn;
    const checkout = await checkoutState(db, (await findUserCart(db, userId)) ?? noCart({ userId }), lang);
    return c.json({ status: recheck(c.req.valid('json').seen, checkout, lang), checkout }, 200, NO_STORE);
  });
  return router;
}
