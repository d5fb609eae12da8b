// The payment sandbox's fakes are loaded only when a provider runs in the sandbox: a shop with
// real keys never has them in its process (decision 208).
import type { createPaymentSandbox } from './sandbox/index.js';
import type { PaymentSettings } from './settings.js';

export type PaymentSandboxFactory = typeof createPaymentSandbox;

export const usesSandbox = (settings: PaymentSettings) => settings.stripe.mode === 'sandbox' || settings.paypal.mode === 'sandbox';

/** The sandbox's maker when a provider needs it, else undefined (nothing is imported). */
export async function loadPaymentSandbox(settings: PaymentSettings): Promise<PaymentSandboxFactory | undefined> {
  if (!usesSandbox(settings)) return undefined;
  const { createPaymentSandbox } = await import('./sandbox/index.js');
  return createPaymentSandbox;
}
