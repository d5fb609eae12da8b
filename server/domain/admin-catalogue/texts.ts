// The catalogue back office's refusals in the shop's five languages
// (docs/decisions/194-back-office-catalogue.md).
import { ADMIN_RULE_MESSAGES, ARTICLE_IMAGE_MAX_BYTES, ARTICLE_IMAGE_MAX_PIXELS, PICTURE_ALT_MAX } from '../../../contract/admin-catalogue.js';
import type { I18nText } from '../../../contract/i18n-text.js';
import { ARTICLE_CODE_MAX, PRICE_MAX_CENTS, STOCK_MAX_PIECES } from '../../../contract/rules/catalogue-entry.js';
import { fiveLangs as t } from '../i18n.js';

export const ARTICLE_NOT_FOUND = t(
  'Articolo non trovato',
  'Article not found',
  'Article introuvable',
  'Artículo no encontrado',
  'Artikel nicht gefunden',
);

export const NOTHING_TO_CHANGE = t(
  'Nessuna modifica indicata',
  'No change given',
  'Aucune modification indiquée',
  'No se ha indicado ningún cambio',
  'Keine Änderung angegeben',
);

export const DISCOUNT_NOT_BELOW_PRICE = t(
  'Il prezzo scontato deve essere inferiore al prezzo',
  'The discounted price must be lower than the price',
  'Le prix remisé doit être inférieur au prix',
  'El precio rebajado debe ser inferior al precio',
  'Der reduzierte Preis muss unter dem Preis liegen',
);

export const ITALIAN_NAME_REQUIRED = t(
  'Il nome in italiano è obbligatorio',
  'The Italian name is required',
  'Le nom en italien est obligatoire',
  'El nombre en italiano es obligatorio',
  'Der italienische Name ist erforderlich',
);

export const NOT_A_VARIANT_OF_THIS = t(
  'Questa variante non appartiene all\'articolo',
  'This variant does not belong to the article',
  'Cette variante n\'appartient pas à l\'article',
  'Esta variante no pertenece al artículo',
  'Diese Variante gehört nicht zum Artikel',
);

export const variantTwice = (variantId: number): I18nText => t(
  `La variante ${variantId} è indicata più di una volta`,
  `Variant ${variantId} is listed more than once`,
  `La variante ${variantId} est indiquée plus d'une fois`,
  `La variante ${variantId} se indica más de una vez`,
  `Die Variante ${variantId} ist mehr als einmal angegeben`,
);

export const NO_OWN_PRICE = t(
  'Il prezzo e la disponibilità di un articolo con varianti si cambiano sulle varianti',
  'The price and stock of an article with variants are changed on its variants',
  'Le prix et le stock d\'un article à variantes se modifient sur ses variantes',
  'El precio y el stock de un artículo con variantes se cambian en sus variantes',
  'Preis und Bestand eines Artikels mit Varianten werden an den Varianten geändert',
);

export const SKU_TAKEN = t(
  'Esiste già un articolo con questo codice',
  'An article with this code already exists',
  'Un article avec ce code existe déjà',
  'Ya existe un artículo con este código',
  'Es gibt bereits einen Artikel mit diesem Code',
);

export const DEPARTMENT_NOT_FOUND = t(
  'Reparto non trovato',
  'Department not found',
  'Rayon introuvable',
  'Departamento no encontrado',
  'Abteilung nicht gefunden',
);

export const BRAND_NOT_FOUND = t(
  'Marca non trovata',
  'Brand not found',
  'Marque introuvable',
  'Marca no encontrada',
  'Marke nicht gefunden',
);

export const IMAGE_REQUIRED = t(
  'Manca l\'immagine (campo «file»)',
  'The picture is missing (field «file»)',
  'L\'image manque (champ «file»)',
  'Falta la imagen (campo «file»)',
  'Das Bild fehlt (Feld «file»)',
);

export const IMAGE_NOT_SUPPORTED = t(
  'Il file non è un\'immagine JPEG, PNG o WebP',
  'The file is not a JPEG, PNG or WebP picture',
  'Le fichier n\'est pas une image JPEG, PNG ou WebP',
  'El archivo no es una imagen JPEG, PNG o WebP',
  'Die Datei ist kein JPEG-, PNG- oder WebP-Bild',
);

export const PICTURE_NOT_FOUND = t(
  'Questa immagine non è dell\'articolo (forse è già stata tolta)',
  'This picture is not the article\'s (it may have been removed already)',
  'Cette image n\'est pas celle de l\'article (elle a peut-être déjà été retirée)',
  'Esta imagen no es del artículo (quizá ya se haya quitado)',
  'Dieses Bild gehört nicht zum Artikel (vielleicht wurde es schon entfernt)',
);

export const PICTURE_ORDER_MISMATCH = t(
  'L\'ordine deve elencare tutte le immagini dell\'articolo, ognuna una volta (forse sono cambiate: ricarica la pagina)',
  'The order must list every picture of the article, each once (they may have changed: reload the page)',
  'L\'ordre doit citer toutes les images de l\'article, chacune une fois (elles ont peut-être changé : rechargez la page)',
  'El orden debe incluir todas las imágenes del artículo, cada una una vez (quizá hayan cambiado: recarga la página)',
  'Die Reihenfolge muss alle Bilder des Artikels je einmal nennen (vielleicht haben sie sich geändert: Seite neu laden)',
);

export const ALT_RULE = t(
  `Testo alternativo non valido: una sola riga di al massimo ${PICTURE_ALT_MAX} caratteri`,
  ADMIN_RULE_MESSAGES.alt,
  `Texte alternatif invalide : une seule ligne de ${PICTURE_ALT_MAX} caractères au plus`,
  `Texto alternativo no válido: una sola línea de ${PICTURE_ALT_MAX} caracteres como máximo`,
  `Ungültiger Alternativtext: eine einzige Zeile mit höchstens ${PICTURE_ALT_MAX} Zeichen`,
);

const MEGABYTES = ARTICLE_IMAGE_MAX_BYTES / (1024 * 1024);
const MILLION_PIXELS = ARTICLE_IMAGE_MAX_PIXELS / 1_000_000;
/** A picture of just the most pixels, for the staff to picture the limit by. */
const EXAMPLE = `8000 × ${ARTICLE_IMAGE_MAX_PIXELS / 8000}`;

export const IMAGE_TOO_LARGE = t(
  `L'immagine è troppo grande: al massimo ${MEGABYTES} MB e ${MILLION_PIXELS} milioni di pixel (per esempio ${EXAMPLE})`,
  `The picture is too large: ${MEGABYTES} MB and ${MILLION_PIXELS} million pixels at most (${EXAMPLE}, for example)`,
  `L'image est trop volumineuse : ${MEGABYTES} Mo et ${MILLION_PIXELS} millions de pixels au maximum (${EXAMPLE}, par exemple)`,
  `La imagen es demasiado grande: ${MEGABYTES} MB y ${MILLION_PIXELS} millones de píxeles como máximo (${EXAMPLE}, por ejemplo)`,
  `Das Bild ist zu groß: höchstens ${MEGABYTES} MB und ${MILLION_PIXELS} Millionen Pixel (zum Beispiel ${EXAMPLE})`,
);

export const CSV_TOO_LARGE = t(
  'Il file è troppo grande (al massimo 5 MB)',
  'The file is too large (5 MB at most)',
  'Le fichier est trop volumineux (5 Mo au maximum)',
  'El archivo es demasiado grande (5 MB como máximo)',
  'Die Datei ist zu groß (höchstens 5 MB)',
);

export const CSV_INVALID = t(
  'Il file ha righe con errori: nulla è stato cambiato',
  'The file has rows with errors: nothing was changed',
  'Le fichier contient des lignes erronées : rien n\'a été modifié',
  'El archivo tiene filas con errores: no se ha cambiado nada',
  'Die Datei hat fehlerhafte Zeilen: nichts wurde geändert',
);

export const INVALID_REQUEST = t(
  'Dati non validi',
  'Invalid request',
  'Données non valides',
  'Datos no válidos',
  'Ungültige Angaben',
);

export const ARTICLE_CODE_RULE = t(
  `Codice articolo non valido: solo lettere, cifre, spazi e - _ . /, iniziando con una lettera o una cifra, al massimo ${ARTICLE_CODE_MAX} caratteri`,
  ADMIN_RULE_MESSAGES.articleCode,
  `Code article invalide : lettres, chiffres, espaces et - _ . / uniquement, commençant par une lettre ou un chiffre, ${ARTICLE_CODE_MAX} caractères au plus`,
  `Código de artículo no válido: solo letras, cifras, espacios y - _ . /, empezando por una letra o una cifra, ${ARTICLE_CODE_MAX} caracteres como máximo`,
  `Ungültiger Artikelcode: nur Buchstaben, Ziffern, Leerzeichen und - _ . /, beginnend mit einem Buchstaben oder einer Ziffer, höchstens ${ARTICLE_CODE_MAX} Zeichen`,
);

export const NAME_RULE = t(
  'Il nome contiene un carattere di controllo (tabulazione, a capo, NUL…), che un nome non può avere',
  ADMIN_RULE_MESSAGES.name,
  'Le nom contient un caractère de contrôle (tabulation, saut de ligne, NUL…), interdit dans un nom',
  'El nombre contiene un carácter de control (tabulador, salto de línea, NUL…), que un nombre no puede tener',
  'Der Name enthält ein Steuerzeichen (Tabulator, Zeilenumbruch, NUL…), das ein Name nicht haben darf',
);

export const DESCRIPTION_RULE = t(
  'La descrizione contiene un carattere di controllo diverso da tabulazione e a capo',
  ADMIN_RULE_MESSAGES.description,
  'La description contient un caractère de contrôle autre que la tabulation et le saut de ligne',
  'La descripción contiene un carácter de control distinto del tabulador y del salto de línea',
  'Die Beschreibung enthält ein Steuerzeichen außer Tabulator und Zeilenumbruch',
);

const priceMax = (PRICE_MAX_CENTS / 100).toLocaleString('it-IT', { minimumFractionDigits: 2 });
export const PRICE_RULE = t(
  `Prezzo non valido: centesimi interi maggiori di zero, al massimo ${PRICE_MAX_CENTS} (${priceMax} €)`,
  ADMIN_RULE_MESSAGES.price,
  `Prix invalide : centimes entiers supérieurs à zéro, ${PRICE_MAX_CENTS} au plus (${priceMax} €)`,
  `Precio no válido: céntimos enteros mayores que cero, ${PRICE_MAX_CENTS} como máximo (${priceMax} €)`,
  `Ungültiger Preis: ganze Cent über null, höchstens ${PRICE_MAX_CENTS} (${priceMax} €)`,
);

export const STOCK_RULE = t(
  `Giacenza non valida: un numero intero di pezzi da 0 a ${STOCK_MAX_PIECES}`,
  ADMIN_RULE_MESSAGES.stock,
  `Stock invalide : un nombre entier de pièces de 0 à ${STOCK_MAX_PIECES}`,
  `Stock no válido: un número entero de piezas de 0 a ${STOCK_MAX_PIECES}`,
  `Ungültiger Bestand: eine ganze Stückzahl von 0 bis ${STOCK_MAX_PIECES}`,
);

/** What a VALIDATION_ERROR of the back office's article calls says, by the contract's rule (decision 219). */
export const VALIDATION_TEXTS: { heading: I18nText; rules: ReadonlyMap<string, I18nText> } = {
  heading: INVALID_REQUEST,
  rules: new Map([
    [ADMIN_RULE_MESSAGES.articleCode, ARTICLE_CODE_RULE], [ADMIN_RULE_MESSAGES.name, NAME_RULE],
    [ADMIN_RULE_MESSAGES.description, DESCRIPTION_RULE], [ADMIN_RULE_MESSAGES.price, PRICE_RULE],
    [ADMIN_RULE_MESSAGES.stock, STOCK_RULE], [ADMIN_RULE_MESSAGES.alt, ALT_RULE],
  ]),
};
