// The personal area /me (checkout-account-pages.md §2 "Personal area"): routes import from here.
export { MeLayout } from './MeLayout';
export { AccountPage } from './account/AccountPage';
export { PasswordPage } from './account/PasswordPage';
export { AddressesPage } from './addresses/AddressesPage';
export { OrdersPage } from './orders/OrdersPage';
