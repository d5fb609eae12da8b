// The checkout steps (docs/product/checkout.md):
// routes import the pages from here, and the guard from ./guard (kept apart so the route tree's
// beforeLoad does not pull the pages in).
export { AddressesStep } from './addresses/AddressesStep';
export { ShippingStep } from './shipping/ShippingStep';
export { PaymentStep } from './payment/PaymentStep';
export { ConfirmStep } from './confirm/ConfirmStep';
export type { ReturnedPayment } from './pay/CancelledPaymentNote';
