export { OrderCompletedPage } from './OrderCompletedPage';
