// Where the payment sandbox answers: named apart from the fakes, so a server with real keys that
// links to none of them never loads them (decision 208).
export const SANDBOX_PATH = '/sandbox';
/** The stand-in for PayPal's JS SDK: GET {PAYPAL_SDK_PATH}/js is what the client's sdkBaseUrl names. */
export const PAYPAL_SDK_PATH = `${SANDBOX_PATH}/paypal/sdk`;
/** The shop's Stripe webhook endpoint. */
export const STRIPE_WEBHOOK_PATH = '/v1/webhooks/stripe';
