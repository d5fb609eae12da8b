export { ORDER_STATUS_LABELS } from './order-status';
export { orderQuery, orderKeys, confirmStripeReturn } from './order-calls';
export { OrderLines } from './OrderLines';
