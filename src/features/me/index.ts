// The personal area /me (docs/product/accounts.md#personal-area): routes import from here.
export { MeLayout } from './MeLayout';
export { AccountPage } from './account/AccountPage';
export { PasswordPage } from './account/PasswordPage';
export { AddressesPage } from './addresses/AddressesPage';
export { OrdersPage } from './orders/OrdersPage';
