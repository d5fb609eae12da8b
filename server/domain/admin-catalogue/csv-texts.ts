// What the catalogue file's row errors say, in the shop's five languages
// (docs/decisions/194-back-office-catalogue.md); the bounds are the article form's
// (contract/rules/catalogue-entry.ts, decision 219), written as the file writes numbers.
import type { CatalogueCsvError } from '../../../contract/admin-catalogue.js';
import { ARTICLE_CODE_MAX, PRICE_MAX_CENTS, STOCK_MAX_PIECES } from '../../../contract/rules/catalogue-entry.js';
import { inFiveLangs } from '../i18n.js';
import { eurosOf } from './csv-values.js';

const PRICE_MAX = eurosOf(PRICE_MAX_CENTS);

export const CSV_ERROR_TEXTS = {
  CSV_MALFORMED: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.CSV_MALFORMED', message: 'Il file non è un CSV leggibile (virgolette non chiuse o testo dopo le virgolette)' }),
  CSV_HEADER: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.CSV_HEADER', message: 'La prima riga deve nominare le colonne: sku e almeno una tra price, discounted_price, stock, on_sale' }),
  WRONG_COLUMN_COUNT: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.WRONG_COLUMN_COUNT', message: "La riga non ha lo stesso numero di colonne dell'intestazione" }),
  UNKNOWN_SKU: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.UNKNOWN_SKU', message: 'Codice articolo sconosciuto' }),
  BAD_SKU: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.BAD_SKU', message: 'Codice articolo non valido: più lungo di {articleCodeMax} caratteri o con un carattere di controllo (NUL, tabulazione, a capo…)' }, { articleCodeMax: ARTICLE_CODE_MAX }),
  DUPLICATE_SKU: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.DUPLICATE_SKU', message: 'Codice articolo già presente in una riga precedente del file' }),
  BAD_PRICE: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.BAD_PRICE', message: 'Prezzo non valido: euro con il punto e al massimo due decimali, maggiore di zero e al massimo {priceMax} (es. 1234.50)' }, { priceMax: PRICE_MAX }),
  BAD_DISCOUNT: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.BAD_DISCOUNT', message: 'Prezzo scontato non valido: vuoto, oppure in euro col punto, maggiore di zero, inferiore al prezzo e al massimo {priceMax}' }, { priceMax: PRICE_MAX }),
  BAD_STOCK: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.BAD_STOCK', message: 'Giacenza non valida: un numero intero di pezzi da 0 a {stockMaxPieces}, oppure vuoto per non contarla' }, { stockMaxPieces: STOCK_MAX_PIECES }),
  BAD_BOOLEAN: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.BAD_BOOLEAN', message: 'Valore di on_sale non valido: true o false' }),
  NOT_SELLABLE: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.NOT_SELLABLE', message: 'Un articolo con varianti non ha prezzo e giacenza propri: indicare le righe delle varianti' }),
} satisfies Record<CatalogueCsvError['code'], unknown>;
