export { ORDER_STATUS_LABELS } from './order-status';
export { orderQuery, orderKeys, confirmStripeReturn } from './order-calls';
export { OrderLines } from './OrderLines';
export { paymentName, shippingReview, type ShippingReview } from './review';
export { ShippingChoice } from './ShippingChoice';
export { useShippingTypeLabels } from './shipping-type-labels';
export { TransferDetails } from './TransferDetails';
export { DELIVERY_TIMES, deliveryTime } from './delivery-time';
export { ReturnStatus } from './ReturnStatus';
