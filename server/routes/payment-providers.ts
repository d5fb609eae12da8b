// GET payments/providers (decisions 131, 133): the public half of the payment set-up, so the
// client knows whether to load PayPal's button or use the sandbox's redirect flow.
import { createRoute } from '@hono/zod-openapi';
import { paymentProvidersSchema } from '../../contract/payment-providers.js';
import { jsonBody, newRouter } from '../http/router.js';
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
    paypal: { mode: paypal.mode, clientId: paypal.clientId },
  };
  router.openapi(providersRoute, (c) => c.json(answer, 200, { 'Cache-Control': 'public, max-age=300' }));
  return router;
}
