// The words of the customer's copy of an invoice (docs/decisions/247-invoice-copy-and-export.md),
// in the five languages; the order's language picks them. What the invoice itself says (the line
// descriptions, the names) is shown as issued.
import { inFiveLangs } from '../i18n.js';

export const INVOICE = inFiveLangs(/*i18n*/ { id: 'invoices.copy.invoice', message: 'Fattura' });
export const CREDIT_NOTE = inFiveLangs(/*i18n*/ { id: 'invoices.copy.creditNote', message: 'Nota di credito' });
export const numbered = (number: string, date: string) => inFiveLangs(/*i18n*/ { id: 'invoices.copy.numbered', message: 'n. {number} del {date}' }, { number, date });
export const corrects = (number: string, date: string) => inFiveLangs(/*i18n*/ { id: 'invoices.copy.corrects', message: 'Rettifica la fattura n. {number} del {date}' }, { number, date });
export const COURTESY = inFiveLangs(/*i18n*/ { id: 'invoices.copy.courtesy', message: 'Copia di cortesia: la fattura elettronica valida ai fini fiscali è quella trasmessa tramite il Sistema di Interscambio.' });
export const SELLER = inFiveLangs(/*i18n*/ { id: 'invoices.copy.seller', message: 'Cedente / prestatore' });
export const BUYER = inFiveLangs(/*i18n*/ { id: 'invoices.copy.buyer', message: 'Cessionario / committente' });
export const VAT_NUMBER = inFiveLangs(/*i18n*/ { id: 'invoices.copy.vatNumber', message: 'Partita IVA' });
export const TAX_CODE = inFiveLangs(/*i18n*/ { id: 'invoices.copy.taxCode', message: 'Codice fiscale' });
export const REA = inFiveLangs(/*i18n*/ { id: 'invoices.copy.rea', message: 'Iscrizione REA' });
export const CAPITAL = inFiveLangs(/*i18n*/ { id: 'invoices.copy.capital', message: 'capitale sociale' });
export const ONE_SHAREHOLDER = inFiveLangs(/*i18n*/ { id: 'invoices.copy.oneShareholder', message: 'socio unico' });
export const SEVERAL_SHAREHOLDERS = inFiveLangs(/*i18n*/ { id: 'invoices.copy.severalShareholders', message: 'più soci' });
export const NOT_IN_LIQUIDATION = inFiveLangs(/*i18n*/ { id: 'invoices.copy.notInLiquidation', message: 'non in liquidazione' });
export const IN_LIQUIDATION = inFiveLangs(/*i18n*/ { id: 'invoices.copy.inLiquidation', message: 'in liquidazione' });
export const SDI_CODE = inFiveLangs(/*i18n*/ { id: 'invoices.copy.sdiCode', message: 'Codice destinatario SDI' });
export const PEC = inFiveLangs(/*i18n*/ { id: 'invoices.copy.pec', message: 'PEC' });
export const REASON = inFiveLangs(/*i18n*/ { id: 'invoices.copy.reason', message: 'Causale' });
export const DESCRIPTION = inFiveLangs(/*i18n*/ { id: 'invoices.copy.description', message: 'Descrizione' });
export const QUANTITY = inFiveLangs(/*i18n*/ { id: 'invoices.copy.quantity', message: 'Quantità' });
export const UNIT_PRICE = inFiveLangs(/*i18n*/ { id: 'invoices.copy.unitPrice', message: 'Prezzo unitario' });
export const VAT_RATE = inFiveLangs(/*i18n*/ { id: 'invoices.copy.vatRate', message: 'IVA %' });
export const AMOUNT = inFiveLangs(/*i18n*/ { id: 'invoices.copy.amount', message: 'Importo' });
export const BY_RATE = inFiveLangs(/*i18n*/ { id: 'invoices.copy.byRate', message: 'Riepilogo per aliquota IVA' });
export const TAXABLE = inFiveLangs(/*i18n*/ { id: 'invoices.copy.taxable', message: 'Imponibile' });
export const TAX = inFiveLangs(/*i18n*/ { id: 'invoices.copy.tax', message: 'Imposta' });
export const TOTAL = inFiveLangs(/*i18n*/ { id: 'invoices.copy.total', message: 'Totale documento' });
export const PAYMENT = inFiveLangs(/*i18n*/ { id: 'invoices.copy.payment', message: 'Pagamento' });
export const PAYMENT_MODES = {
  MP01: inFiveLangs(/*i18n*/ { id: 'invoices.copy.paymentModes.MP01', message: 'contanti' }),
  MP05: inFiveLangs(/*i18n*/ { id: 'invoices.copy.paymentModes.MP05', message: 'bonifico' }),
  MP08: inFiveLangs(/*i18n*/ { id: 'invoices.copy.paymentModes.MP08', message: 'carta di pagamento' }),
};
export const IBAN = inFiveLangs(/*i18n*/ { id: 'invoices.copy.iban', message: 'IBAN' });
export const PRINT_HINT = inFiveLangs(/*i18n*/ { id: 'invoices.copy.printHint', message: 'Per stamparla o salvarla in PDF, usa la stampa del browser.' });
export const COPY_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'invoices.copy.copyNotFound', message: 'Fattura non trovata' });
