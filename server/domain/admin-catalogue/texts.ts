// The catalogue back office's refusals in the shop's five languages
// (docs/decisions/194-back-office-catalogue.md).
import { ADMIN_RULE_MESSAGES, ARTICLE_IMAGE_MAX_BYTES, ARTICLE_IMAGE_MAX_PIXELS, PICTURE_ALT_MAX } from '../../../contract/admin-catalogue.js';
import type { I18nText } from '../../../contract/i18n-text.js';
import { ARTICLE_CODE_MAX, PRICE_MAX_CENTS, STOCK_MAX_PIECES } from '../../../contract/rules/catalogue-entry.js';
import { inFiveLangs } from '../i18n.js';

export const ARTICLE_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.articleNotFound', message: 'Articolo non trovato' });

export const NOTHING_TO_CHANGE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.nothingToChange', message: 'Nessuna modifica indicata' });

export const DISCOUNT_NOT_BELOW_PRICE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.discountNotBelowPrice', message: 'Il prezzo scontato deve essere inferiore al prezzo' });

export const ITALIAN_NAME_REQUIRED = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.italianNameRequired', message: 'Il nome in italiano è obbligatorio' });

export const NOT_A_VARIANT_OF_THIS = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.notAVariantOfThis', message: "Questa variante non appartiene all'articolo" });

export const variantTwice = (variantId: number): I18nText => inFiveLangs(/*i18n*/ { id: 'adminCatalogue.variantTwice', message: 'La variante {variantId} è indicata più di una volta' }, { variantId });

export const NO_OWN_PRICE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.noOwnPrice', message: 'Il prezzo e la disponibilità di un articolo con varianti si cambiano sulle varianti' });

export const SKU_TAKEN = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.skuTaken', message: 'Esiste già un articolo con questo codice' });

export const DEPARTMENT_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.departmentNotFound', message: 'Reparto non trovato' });

export const BRAND_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.brandNotFound', message: 'Marca non trovata' });

export const IMAGE_REQUIRED = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.imageRequired', message: "Manca l'immagine (campo «file»)" });

export const IMAGE_NOT_SUPPORTED = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.imageNotSupported', message: "Il file non è un'immagine JPEG, PNG o WebP" });

export const PICTURE_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.pictureNotFound', message: "Questa immagine non è dell'articolo (forse è già stata tolta)" });

export const PICTURE_ORDER_MISMATCH = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.pictureOrderMismatch', message: "L'ordine deve elencare tutte le immagini dell'articolo, ognuna una volta (forse sono cambiate: ricarica la pagina)" });

export const ALT_RULE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.altRule', message: 'Testo alternativo non valido: una sola riga di al massimo {pictureAltMax} caratteri' }, { pictureAltMax: PICTURE_ALT_MAX });

const MEGABYTES = ARTICLE_IMAGE_MAX_BYTES / (1024 * 1024);
const MILLION_PIXELS = ARTICLE_IMAGE_MAX_PIXELS / 1_000_000;
/** A picture of just the most pixels, for the staff to picture the limit by. */
const EXAMPLE = `8000 × ${ARTICLE_IMAGE_MAX_PIXELS / 8000}`;

export const IMAGE_TOO_LARGE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.imageTooLarge', message: "L'immagine è troppo grande: al massimo {megabytes} MB e {millionPixels} milioni di pixel (per esempio {example})" }, { megabytes: MEGABYTES, millionPixels: MILLION_PIXELS, example: EXAMPLE });

export const CSV_TOO_LARGE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csvTooLarge', message: 'Il file è troppo grande (al massimo 5 MB)' });

export const CSV_INVALID = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.csvInvalid', message: 'Il file ha righe con errori: nulla è stato cambiato' });

export const INVALID_REQUEST = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.invalidRequest', message: 'Dati non validi' });

export const ARTICLE_CODE_RULE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.articleCodeRule', message: 'Codice articolo non valido: solo lettere, cifre, spazi e - _ . /, iniziando con una lettera o una cifra, al massimo {articleCodeMax} caratteri' }, { articleCodeMax: ARTICLE_CODE_MAX });

export const NAME_RULE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.nameRule', message: 'Il nome contiene un carattere di controllo (tabulazione, a capo, NUL…), che un nome non può avere' });

export const DESCRIPTION_RULE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.descriptionRule', message: 'La descrizione contiene un carattere di controllo diverso da tabulazione e a capo' });

const priceMax = (PRICE_MAX_CENTS / 100).toLocaleString('it-IT', { minimumFractionDigits: 2 });
export const PRICE_RULE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.priceRule', message: 'Prezzo non valido: centesimi interi maggiori di zero, al massimo {priceMaxCents} ({priceMax} €)' }, { priceMaxCents: PRICE_MAX_CENTS, priceMax });

export const STOCK_RULE = inFiveLangs(/*i18n*/ { id: 'adminCatalogue.stockRule', message: 'Giacenza non valida: un numero intero di pezzi da 0 a {stockMaxPieces}' }, { stockMaxPieces: STOCK_MAX_PIECES });

/** What a VALIDATION_ERROR of the back office's article calls says, by the contract's rule (decision 219). */
export const VALIDATION_TEXTS: { heading: I18nText; rules: ReadonlyMap<string, I18nText> } = {
  heading: INVALID_REQUEST,
  rules: new Map([
    [ADMIN_RULE_MESSAGES.articleCode, ARTICLE_CODE_RULE], [ADMIN_RULE_MESSAGES.name, NAME_RULE],
    [ADMIN_RULE_MESSAGES.description, DESCRIPTION_RULE], [ADMIN_RULE_MESSAGES.price, PRICE_RULE],
    [ADMIN_RULE_MESSAGES.stock, STOCK_RULE], [ADMIN_RULE_MESSAGES.alt, ALT_RULE],
  ]),
};
