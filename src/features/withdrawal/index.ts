// The withdrawal function (docs/product/orders.md#withdrawal): routes import from here.
export { WithdrawalPage } from './WithdrawalPage';
export { WithdrawalChooser } from './WithdrawalChooser';
