// The address book (docs/product/accounts.md#personal-area, docs/product/accounts.md#address-book; decision
// 104): list, add, replace, delete, and move a default with swaps.
// Signed in only, and only the user's own book: another id answers 404 NOT_FOUND (decision 105).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  ADDRESS_MAX, addressBodySchema, addressListSchema, addressParamsSchema, addressSchema, addressSwapBodySchema,
  userAddressesParamsSchema,
} from '../../contract/address.js';
import { langQuerySchema } from '../../contract/shop.js';
import { listAddresses } from '../domain/addresses/list.js';
import { createAddress, deleteAddress, swapDefault, updateAddress } from '../domain/addresses/mutations.js';
import { ownedRouteAnswers, ownedRouteBase } from '../http/own-user.js';
import { refusing } from '../http/refusals.js';
import type { UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const badBody = errorBody(
  'VALIDATION_ERROR, the failing fields in payload.fields: the body\'s shape; with isInvoice each missing or wrong invoice.name, '
  + 'invoice.vatnumber (11 digits), invoice.pec (an e-mail), invoice.sdi (7 letters or digits), fiscalcode (16 characters or 11 digits); '
  + 'province unknown, cap not a municipality of that province, zipcode not one of its CAPs (or left out when it has several)',
);
const common = ownedRouteAnswers('address');

export function addressesRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const base = ownedRouteBase({ db, config }, 'id', 'addresses');

  const listRoute = createRoute({
    ...base, method: 'get', path: '/users/{id}/addresses',
    summary: 'The address book: default billing first, then default shipping, then by creation',
    request: { params: userAddressesParamsSchema, query: langQuerySchema },
    responses: { 200: jsonBody(addressListSchema, 'The addresses'), 400: errorResponses[400], ...common },
  });
  const createRouteDef = createRoute({
    ...base, method: 'post', path: '/users/{id}/addresses',
    summary: `Add an address (at most ${ADDRESS_MAX}); the first becomes the default billing and shipping address`,
    request: { params: userAddressesParamsSchema, query: langQuerySchema, body: json(addressBodySchema) },
    responses: {
      201: jsonBody(addressSchema, 'The new address, with its id and default flags'),
      400: badBody, ...common,
      409: errorBody(`ADDRESS_LIMIT {max}: the user already has ${ADDRESS_MAX} addresses`),
    },
  });
  const updateRoute = createRoute({
    ...base, method: 'put', path: '/users/{id}/addresses/{addressId}',
    summary: 'Replace an address\'s fields (its default flags move only with swaps)',
    request: { params: addressParamsSchema, query: langQuerySchema, body: json(addressBodySchema) },
    responses: { 200: jsonBody(addressSchema, 'The address as saved'), 400: badBody, ...common },
  });
  const deleteRouteDef = createRoute({
    ...base, method: 'delete', path: '/users/{id}/addresses/{addressId}',
    summary: 'Delete an address that is not a default',
    request: { params: addressParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(addressListSchema, 'The addresses left'),
      400: errorResponses[400], ...common,
      409: errorBody('ADDRESS_IS_DEFAULT {isDefaultBilling, isDefaultShipping}: make another address the default first'),
    },
  });
  const swapRoute = createRoute({
    ...base, method: 'patch', path: '/users/{id}/addresses/{addressId}/swaps',
    summary: 'Make the address the default billing or shipping address (the previous default loses the flag)',
    request: { params: addressParamsSchema, query: langQuerySchema, body: json(addressSwapBodySchema) },
    responses: { 200: jsonBody(addressListSchema, 'The addresses with the default moved'), 400: errorResponses[400], ...common },
  });

  router.openapi(listRoute, async (c) => c.json(await listAddresses(db, c.var.signedIn.userId), 200, NO_STORE));
  router.openapi(createRouteDef, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const address = await refusing(lang, () => createAddress(db, c.var.signedIn.userId, c.req.valid('json')));
    return c.json(address, 201, NO_STORE);
  });
  router.openapi(updateRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { addressId } = c.req.valid('param');
    const address = await refusing(lang, () => updateAddress(db, c.var.signedIn.userId, addressId, c.req.valid('json')));
    return c.json(address, 200, NO_STORE);
  });
  router.openapi(deleteRouteDef, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { addressId } = c.req.valid('param');
    return c.json(await refusing(lang, () => deleteAddress(db, c.var.signedIn.userId, addressId)), 200, NO_STORE);
  });
  router.openapi(swapRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { addressId } = c.req.valid('param');
    const { type } = c.req.valid('json');
    return c.json(await refusing(lang, () => swapDefault(db, c.var.signedIn.userId, addressId, type)), 200, NO_STORE);
  });
  return router;
}
