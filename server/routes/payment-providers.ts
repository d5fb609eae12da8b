// GET payments/providers (decisions 131, 133): the public half of the payment set-up, so the
// client knows where PayPal's button script comes from: PayPal, or the sandbox's stand-in (decision 139).
import { createRoute } from '@hono/zod-openapi';
import { paymentProvidersSchema } from '../../contract/payment-providers.js';
import { jsonBody, newRouter } from '../http/router.js';
import { PAYPAL_SDK_PATH } from '../payments/sandbox/paths.js';
import type { RouteDeps } from './deps.js';

const providersRoute = createRoute({
  method: 'get', path: '/payments/providers', tags: ['payments'],
  summary: 'Which payment providers are live or in the sandbox, and their public keys',
  responses: { 200: jsonBody(paymentProvidersSchema, 'The providers') },
});

export function paymentProvidersRoutes({ payments }: RouteDeps) {
  const router = newRouter();
  const { stripe, paypal } = payments.settings;
  const answer = {
    stripe: { mode: stripe.mode, publishableKey: stripe.publishableKey ?? null },
    paypal: { mode: paypal.mode, clientId: paypal.clientId, sdkBaseUrl: paypal.mode === 'sandbox' ? `${PAYPAL_SDK_PATH}/js` : null },
  };
  router.openapi(providersRoute, (c) => c.json(answer, 200, { 'Cache-Control': 'public, max-age=300' }));
  return router;
}
