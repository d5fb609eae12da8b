// What the catalogue file's row errors say, in the shop's five languages
// (docs/decisions/194-back-office-catalogue.md); the bounds are the article form's
// (contract/rules/catalogue-entry.ts, decision 219), written as the file writes numbers.
import type { CatalogueCsvError } from '../../../contract/admin-catalogue.js';
import type { I18nText } from '../../../contract/i18n-text.js';
import { ARTICLE_CODE_MAX, PRICE_MAX_CENTS, STOCK_MAX_PIECES } from '../../../contract/rules/catalogue-entry.js';
import { inFiveLangs } from '../i18n.js';
import type { CsvSeparator } from './csv-parse.js';
import { eurosOf } from './csv-values.js';

const PRICE_MAX = eurosOf(PRICE_MAX_CENTS);
/** The same bound as a spreadsheet set to Italian writes it: 1.000.000,00. */
const PRICE_MAX_ITALIAN = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(PRICE_MAX_CENTS / 100);

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

/**
 * The errors whose words name how the file writes a value, for a file separated by semicolons:
 * there the numbers are Italian and the truth values VERO and FALSO (decision 233).
 */
const ITALIAN_FILE_TEXTS: Partial<Record<CatalogueCsvError['code'], I18nText>> = {
  BAD_PRICE: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.BAD_PRICE_ITALIAN', message: 'Prezzo non valido: euro con la virgola e al massimo due decimali, maggiore di zero e al massimo {priceMax} (es. 1.234,50)' }, { priceMax: PRICE_MAX_ITALIAN }),
  BAD_DISCOUNT: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.BAD_DISCOUNT_ITALIAN', message: 'Prezzo scontato non valido: vuoto, oppure in euro con la virgola, maggiore di zero, inferiore al prezzo e al massimo {priceMax}' }, { priceMax: PRICE_MAX_ITALIAN }),
  BAD_BOOLEAN: inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csv.BAD_BOOLEAN_ITALIAN', message: 'Valore di on_sale non valido: VERO o FALSO' }),
};

/** The words of a row's error, as the file at hand writes its values. */
export const csvErrorText = (code: CatalogueCsvError['code'], separator: CsvSeparator): I18nText =>
  (separator === ';' ? ITALIAN_FILE_TEXTS[code] : undefined) ?? CSV_ERROR_TEXTS[code];
