// The words of the customer's copy of an invoice (docs/decisions/247-invoice-copy-and-export.md),
// in the five languages; the order's language picks them. What the invoice itself says (the line
// descriptions, the names) is shown as issued.
import { fiveLangs as t } from '../i18n.js';

export const INVOICE = t('Fattura', 'Invoice', 'Facture', 'Factura', 'Rechnung');
export const CREDIT_NOTE = t('Nota di credito', 'Credit note', 'Avoir', 'Nota de crédito', 'Gutschrift');
export const numbered = (number: string, date: string) => t(
  `n. ${number} del ${date}`, `no. ${number} of ${date}`, `n° ${number} du ${date}`, `n.º ${number} del ${date}`, `Nr. ${number} vom ${date}`,
);
export const corrects = (number: string, date: string) => t(
  `Rettifica la fattura n. ${number} del ${date}`,
  `Correcting invoice no. ${number} of ${date}`,
  `Rectifie la facture n° ${number} du ${date}`,
  `Rectifica la factura n.º ${number} del ${date}`,
  `Berichtigt die Rechnung Nr. ${number} vom ${date}`,
);
export const COURTESY = t(
  'Copia di cortesia: la fattura elettronica valida ai fini fiscali è quella trasmessa tramite il Sistema di Interscambio.',
  'Courtesy copy: the electronic invoice valid for tax purposes is the one transmitted through the Exchange System (Sistema di Interscambio).',
  'Copie de courtoisie : la facture électronique valable fiscalement est celle transmise par le Système d\'échange (Sistema di Interscambio).',
  'Copia de cortesía: la factura electrónica válida a efectos fiscales es la transmitida a través del Sistema de Intercambio (Sistema di Interscambio).',
  'Höflichkeitskopie: Steuerlich gültig ist die elektronische Rechnung, die über das Austauschsystem (Sistema di Interscambio) übermittelt wurde.',
);
export const SELLER = t('Cedente / prestatore', 'Seller', 'Vendeur', 'Vendedor', 'Verkäufer');
export const BUYER = t('Cessionario / committente', 'Buyer', 'Acheteur', 'Comprador', 'Käufer');
export const VAT_NUMBER = t('Partita IVA', 'VAT number', 'N° de TVA', 'NIF-IVA', 'USt-IdNr.');
export const TAX_CODE = t('Codice fiscale', 'Tax code', 'Code fiscal', 'Código fiscal', 'Steuernummer');
export const REA = t('Iscrizione REA', 'REA registration', 'Inscription REA', 'Inscripción REA', 'REA-Eintragung');
export const CAPITAL = t('capitale sociale', 'share capital', 'capital social', 'capital social', 'Stammkapital');
export const ONE_SHAREHOLDER = t('socio unico', 'sole shareholder', 'associé unique', 'socio único', 'Alleingesellschafter');
export const SEVERAL_SHAREHOLDERS = t('più soci', 'several shareholders', 'plusieurs associés', 'varios socios', 'mehrere Gesellschafter');
export const NOT_IN_LIQUIDATION = t('non in liquidazione', 'not in liquidation', 'pas en liquidation', 'no en liquidación', 'nicht in Liquidation');
export const IN_LIQUIDATION = t('in liquidazione', 'in liquidation', 'en liquidation', 'en liquidación', 'in Liquidation');
export const SDI_CODE = t('Codice destinatario SDI', 'SDI recipient code', 'Code destinataire SDI', 'Código de destinatario SDI', 'SDI-Empfängercode');
export const PEC = t('PEC', 'Certified e-mail (PEC)', 'Courriel certifié (PEC)', 'Correo certificado (PEC)', 'Zertifizierte E-Mail (PEC)');
export const REASON = t('Causale', 'Reference', 'Objet', 'Concepto', 'Betreff');
export const DESCRIPTION = t('Descrizione', 'Description', 'Désignation', 'Descripción', 'Beschreibung');
export const QUANTITY = t('Quantità', 'Quantity', 'Quantité', 'Cantidad', 'Menge');
export const UNIT_PRICE = t('Prezzo unitario', 'Unit price', 'Prix unitaire', 'Precio unitario', 'Einzelpreis');
export const VAT_RATE = t('IVA %', 'VAT %', 'TVA %', 'IVA %', 'USt. %');
export const AMOUNT = t('Importo', 'Amount', 'Montant', 'Importe', 'Betrag');
export const BY_RATE = t('Riepilogo per aliquota IVA', 'Summary by VAT rate', 'Récapitulatif par taux de TVA', 'Resumen por tipo de IVA', 'Zusammenfassung nach Steuersatz');
export const TAXABLE = t('Imponibile', 'Taxable amount', 'Base imposable', 'Base imponible', 'Nettobetrag');
export const TAX = t('Imposta', 'VAT', 'TVA', 'IVA', 'Umsatzsteuer');
export const TOTAL = t('Totale documento', 'Total', 'Total', 'Total', 'Gesamtbetrag');
export const PAYMENT = t('Pagamento', 'Payment', 'Paiement', 'Pago', 'Zahlung');
export const PAYMENT_MODES = {
  MP01: t('contanti', 'cash', 'espèces', 'efectivo', 'bar'),
  MP05: t('bonifico', 'bank transfer', 'virement', 'transferencia bancaria', 'Überweisung'),
  MP08: t('carta di pagamento', 'payment card', 'carte de paiement', 'tarjeta de pago', 'Zahlungskarte'),
};
export const IBAN = t('IBAN', 'IBAN', 'IBAN', 'IBAN', 'IBAN');
export const PRINT_HINT = t(
  'Per stamparla o salvarla in PDF, usa la stampa del browser.',
  'To print it or save it as a PDF, use your browser\'s print.',
  'Pour l\'imprimer ou l\'enregistrer en PDF, utilisez l\'impression du navigateur.',
  'Para imprimirla o guardarla en PDF, usa la impresión del navegador.',
  'Zum Drucken oder Speichern als PDF die Druckfunktion des Browsers verwenden.',
);
export const COPY_NOT_FOUND = t('Fattura non trovata', 'Invoice not found', 'Facture introuvable', 'Factura no encontrada', 'Rechnung nicht gefunden');
