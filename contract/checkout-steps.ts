// A constant of the checkout, kept apart from its schemas so the client's start-up can name the
// steps without building every zod schema of contract/checkout.ts (decision 174).

/** Checkout step slugs in order (the routes /checkout/{slug}). */
export const CHECKOUT_STEPS = ['accedi', 'indirizzi', 'spedizione', 'pagamento', 'conferma'] as const;
