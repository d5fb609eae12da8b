// The checkout steps (checkout-account-pages.md §2 "Checkout shell" and the steps; issue 9):
// routes import the pages from here, and the guard from ./guard (kept apart so the route tree's
// beforeLoad does not pull the pages in).
export { AddressesStep } from './addresses/AddressesStep';
export { ShippingStep } from './shipping/ShippingStep';
export { PaymentStep } from './payment/PaymentStep';
export { ConfirmStep } from './confirm/ConfirmStep';
export type { ReturnedPayment } from './pay/CancelledPaymentNote';
