// The shop itself: company details, social links, languages, payments, shippings, stores.
import type { InvoiceSeller } from '../../../../contract/invoices.js';
import { t } from '../i18n.js';

export const SHOP_ID = 'raggio';

/**
 * The demo's account for bank transfers: a made-up Italian IBAN whose CIN and mod-97 check digits
 * are right (server/db/seed/shop-bank.test.ts checks them), at Intesa Sanpaolo's BIC.
 */
export const BANK = {
  beneficiary: 'Raggio Cicli S.r.l.', iban: 'IT94I0306911166100000063718', bic: 'BCITITMM', bank: 'Intesa Sanpaolo',
};

/**
 * The demo's seller data for its electronic invoices (docs/decisions/235-electronic-invoices.md):
 * the company the footer names, its VAT number as its tax code, the ordinary regime, a made-up REA
 * number at Bergamo's chamber of commerce.
 */
export const INVOICING: InvoiceSeller = {
  name: 'Raggio Cicli S.r.l.', vatNumber: '04271830160', taxCode: '04271830160', regime: 'RF01',
  address: { street: 'Via Borgo Palazzo 118', zipcode: '24125', city: 'Bergamo', province: 'BG', country: 'IT' },
  rea: { office: 'BG', number: '456789', capital: 5000000, shareholders: 'SM', liquidation: 'LN' },
};

export const SHOP = {
  id: SHOP_ID,
  name: 'Raggio',
  bank: BANK,
  invoicing: INVOICING,
  company: {
    legalName: 'Raggio Cicli S.r.l.', vatNumber: '04271830160', street: 'Via Borgo Palazzo 118', zipcode: '24125',
    city: 'Bergamo', province: 'BG', country: 'IT', email: 'ciao@raggiocicli.it', phone: '+39 035 421 7788',
  },
  social: [
    { network: 'instagram', url: 'https://www.instagram.com/raggiocicli' },
    { network: 'facebook', url: 'https://www.facebook.com/raggiocicli' },
    { network: 'youtube', url: 'https://www.youtube.com/@raggiocicli' },
    { network: 'strava', url: 'https://www.strava.com/clubs/raggiocicli' },
  ],
};

export const SETTINGS = { shopId: SHOP_ID, subscriptionStatus: 'actived', currency: 'EUR', cartMaxDefault: 99, ordersEmail: 'ordini@raggiocicli.it' };

/**
 * The demo shop's one staff account, named in the README (docs/decisions/192-back-office.md). Its
 * password, 'raggio-staff-demo', is stored as the argon2id hash the shop would make of it.
 */
export const DEMO_STAFF = {
  email: 'staff@raggiocicli.it', name: 'Staff demo',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$R11BGbnVfd5yHK7dR/kk7w$Mht+dq+yOoM6A4rJTAUPW0jOhxupYoVkRBnv7WREscw',
};

export const LANG_ROWS = [
  { value: 'it', hreflang: 'it-IT', label: 'Italiano', isMain: true },
  { value: 'en', hreflang: 'en', label: 'English', isMain: false },
  { value: 'fr', hreflang: 'fr-FR', label: 'Français', isMain: false },
  { value: 'es', hreflang: 'es-ES', label: 'Español', isMain: false },
  { value: 'de', hreflang: 'de-DE', label: 'Deutsch', isMain: false },
].map((l, position) => ({ shopId: SHOP_ID, position, ...l }));

/** Cash is kept switched off (actived false): the shop takes cards at the counter (pos) instead. */
export const PAYMENTS = [
  { id: 'stripe', name: t('Carta di credito', 'Credit card', 'Carte bancaire', 'Tarjeta de crédito', 'Kreditkarte'), actived: true, available: true, additionalPriceOn: false, additionalPriceValue: 0 },
  { id: 'paypal', name: t('PayPal', 'PayPal', 'PayPal', 'PayPal', 'PayPal'), actived: true, available: true, additionalPriceOn: false, additionalPriceValue: 0 },
  { id: 'bankTransfer', name: t('Bonifico bancario', 'Bank transfer', 'Virement bancaire', 'Transferencia bancaria', 'Banküberweisung'), actived: true, available: true, additionalPriceOn: false, additionalPriceValue: 0 },
  { id: 'mark', name: t('Contrassegno', 'Cash on delivery', 'Paiement à la livraison', 'Contra reembolso', 'Nachnahme'), actived: true, available: true, additionalPriceOn: true, additionalPriceValue: 500 },
  { id: 'pos', name: t('Carta al ritiro (POS)', 'Card on collection (POS)', 'Carte au retrait (TPE)', 'Tarjeta en la recogida (TPV)', 'Kartenzahlung bei Abholung'), actived: true, available: true, additionalPriceOn: false, additionalPriceValue: 0 },
  { id: 'cash', name: t('Contanti al ritiro', 'Cash on collection', 'Espèces au retrait', 'Efectivo en la recogida', 'Barzahlung bei Abholung'), actived: false, available: true, additionalPriceOn: false, additionalPriceValue: 0 },
].map((payment, position) => ({ shopId: SHOP_ID, position, ...payment }));

const slot = (from: string, to: string, opened = true) => ({ from, to, opened });
const workday = { am: slot('09:00', '12:30'), pm: slot('14:30', '19:00') };
const closed = { am: slot('00:00', '00:00', false), pm: slot('00:00', '00:00', false) };

export const WAREHOUSE = { name: 'Magazzino Raggio', street: 'Via Borgo Palazzo 118', zipcode: '24125', city: 'Bergamo', province: 'BG' };

/** Fees and the free threshold are data (docs/product/cart.md#shipping-quote). */
export const SHIPPINGS = [
  { type: 'courier' as const, countries: ['IT'], feeGross: 899, freeFromGross: 7999, deliveryAverageDays: { on: true, value: 'FAST' },
    name: t('Corriere Italia', 'Courier, Italy', 'Transporteur, Italie', 'Mensajería, Italia', 'Kurier, Italien'),
    description: t('Consegna in 1-2 giorni lavorativi, 2-3 per Sicilia, Calabria e Sardegna. Gratis sopra 79,99 €.', 'Delivery in 1-2 working days, 2-3 to Sicily, Calabria and Sardinia. Free over 79,99 €.', 'Livraison en 1 à 2 jours ouvrés, 2 à 3 pour la Sicile, la Calabre et la Sardaigne. Gratuite dès 79,99 €.', 'Entrega en 1-2 días laborables, 2-3 a Sicilia, Calabria y Cerdeña. Gratis a partir de 79,99 €.', 'Lieferung in 1-2 Werktagen, 2-3 nach Sizilien, Kalabrien und Sardinien. Kostenlos ab 79,99 €.') },
  { type: 'express' as const, countries: ['IT'], feeGross: 1490, freeFromGross: null, deliveryAverageDays: { on: true, value: 'PRIME' },
    name: t('Corriere espresso', 'Express courier', 'Transporteur express', 'Mensajería urgente', 'Expresskurier'),
    description: t('Consegna in 24/48 ore in tutta Italia per gli ordini entro le 11:00.', 'Delivery within 24/48 hours across Italy for orders placed by 11:00.', 'Livraison en 24/48 heures dans toute l’Italie pour les commandes passées avant 11 h.', 'Entrega en 24/48 horas en toda Italia para pedidos antes de las 11:00.', 'Lieferung in 24/48 Stunden in ganz Italien bei Bestellung bis 11:00 Uhr.') },
  { type: 'courier' as const, countries: ['FR', 'DE'], feeGross: 1199, freeFromGross: null, deliveryAverageDays: { on: true, value: 'NORMAL' },
    name: t('Corriere Francia e Germania', 'Courier, France and Germany', 'Transporteur, France et Allemagne', 'Mensajería, Francia y Alemania', 'Kurier, Frankreich und Deutschland'),
    description: t('Consegna in 3-5 giorni lavorativi in Francia e Germania.', 'Delivery in 3-5 working days to France and Germany.', 'Livraison en 3 à 5 jours ouvrés en France et en Allemagne.', 'Entrega en 3-5 días laborables a Francia y Alemania.', 'Lieferung in 3-5 Werktagen nach Frankreich und Deutschland.') },
  { type: 'pickup' as const, countries: ['IT'], feeGross: 0, freeFromGross: 0, deliveryAverageDays: { on: false, value: 'INSTANT' },
    name: t('Ritiro in magazzino', 'Collect at the warehouse', 'Retrait à l’entrepôt', 'Recogida en el almacén', 'Abholung im Lager'),
    description: t('Ritiro gratuito nel nostro magazzino di Bergamo, a partire da domani.', 'Free collection at our Bergamo warehouse, from tomorrow.', 'Retrait gratuit dans notre entrepôt de Bergame, à partir de demain.', 'Recogida gratuita en nuestro almacén de Bérgamo, a partir de mañana.', 'Kostenlose Abholung in unserem Lager in Bergamo, ab morgen.'),
    pickup: WAREHOUSE,
    openingHours: { monday: workday, tuesday: workday, wednesday: workday, thursday: workday, friday: workday, saturday: { am: slot('09:00', '12:30'), pm: slot('00:00', '00:00', false) }, sunday: closed } },
].map((shipping, position) => ({ shopId: SHOP_ID, position, ...shipping }));

export const STORES = [
  { kind: 'store', name: 'Raggio Bergamo', street: 'Via Borgo Palazzo 118', zipcode: '24125', city: 'Bergamo', province: 'BG', phone: '+39 035 421 7788', lat: '45.6941', lng: '9.6839' },
  { kind: 'dealer', name: 'Ciclofficina Navigli', street: 'Alzaia Naviglio Grande 64', zipcode: '20144', city: 'Milano', province: 'MI', phone: '+39 02 8945 1203', lat: '45.4522', lng: '9.1700' },
  { kind: 'dealer', name: 'Bici Sile', street: 'Viale Fratelli Bandiera 21', zipcode: '31100', city: 'Treviso', province: 'TV', phone: '+39 0422 545 310', lat: '45.6714', lng: '12.2295' },
  { kind: 'dealer', name: 'Pedale Scaligero', street: 'Via San Nazaro 37', zipcode: '37129', city: 'Verona', province: 'VR', phone: '+39 045 803 1177', lat: '45.4407', lng: '11.0053' },
  { kind: 'dealer', name: 'Cicli Felsinei', street: 'Via Mazzini 88', zipcode: '40137', city: 'Bologna', province: 'BO', phone: '+39 051 344 902', lat: '44.4886', lng: '11.3677' },
  { kind: 'dealer', name: 'Ruota d’Arno', street: 'Via Gioberti 51', zipcode: '50121', city: 'Firenze', province: 'FI', phone: '+39 055 234 6612', lat: '43.7696', lng: '11.2737' },
  { kind: 'dealer', name: 'Officina Dolomiti', street: 'Via Roma 15', zipcode: '38122', city: 'Trento', province: 'TN', phone: '+39 0461 982 450', lat: '46.0700', lng: '11.1211' },
  { kind: 'dealer', name: 'Biciclette Appia', street: 'Via Appia Nuova 402', zipcode: '00181', city: 'Roma', province: 'RM', phone: '+39 06 7834 5521', lat: '41.8744', lng: '12.5300' },
].map((store) => ({ shopId: SHOP_ID, ...store }));
