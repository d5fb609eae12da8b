// The back office's customer refusals in the shop's five languages (docs/decisions/241-back-office-customers.md).
import { inFiveLangs } from '../i18n.js';

export const CUSTOMER_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'adminCustomers.customerNotFound', message: 'Cliente non trovato.' });

export const ACCOUNT_CLOSED = inFiveLangs(/*i18n*/ { id: 'adminCustomers.accountClosed', message: "L'account è chiuso: i suoi dati personali sono stati cancellati, non c'è nulla da esportare." });

export const ALREADY_CLOSED = inFiveLangs(/*i18n*/ { id: 'adminCustomers.alreadyClosed', message: "L'account è già chiuso." });
