// The client sends x-requester and x-shop-id on every call (docs/product/README.md#http-client).
// One process serves one shop: an x-shop-id naming another shop is a client bug or a request
// meant for another server, so it is refused rather than silently answered with this shop's data.
import type { MiddlewareHandler } from 'hono';
import { ApiHttpError } from './errors.js';
import { requestHeader } from './request-header.js';

export function shopHeaderCheck(shopId: string): MiddlewareHandler {
  // Not async: a pass-through layer that makes no promise of its own.
  return (c, next) => {
    const claimed = requestHeader(c, 'x-shop-id');
    if (claimed !== undefined && claimed !== shopId) {
      throw new ApiHttpError(400, 'UNKNOWN_SHOP', `This server serves the shop '${shopId}'`, {
        fields: [{ in: 'header', path: 'x-shop-id', message: `expected '${shopId}'` }],
      });
    }
    return next();
  };
}
