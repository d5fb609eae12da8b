// What the catalogue file's row errors say, in the shop's five languages
// (docs/decisions/194-back-office-catalogue.md); the bounds are the article form's
// (contract/rules/catalogue-entry.ts, decision 219), written as the file writes numbers.
import type { CatalogueCsvError } from '../../../contract/admin-catalogue.js';
import { ARTICLE_CODE_MAX, PRICE_MAX_CENTS, STOCK_MAX_PIECES } from '../../../contract/rules/catalogue-entry.js';
import { fiveLangs as t } from '../i18n.js';
import { eurosOf } from './csv-values.js';

const PRICE_MAX = eurosOf(PRICE_MAX_CENTS);

export const CSV_ERROR_TEXTS = {
  CSV_MALFORMED: t(
    'Il file non è un CSV leggibile (virgolette non chiuse o testo dopo le virgolette)',
    'The file is not readable CSV (an unclosed quote or text after a closing quote)',
    'Le fichier n\'est pas un CSV lisible (guillemet non fermé ou texte après un guillemet)',
    'El archivo no es un CSV legible (comillas sin cerrar o texto tras las comillas)',
    'Die Datei ist kein lesbares CSV (nicht geschlossenes Anführungszeichen oder Text danach)',
  ),
  CSV_HEADER: t(
    'La prima riga deve nominare le colonne: sku e almeno una tra price, discounted_price, stock, on_sale',
    'The first line must name the columns: sku and at least one of price, discounted_price, stock, on_sale',
    'La première ligne doit nommer les colonnes : sku et au moins une de price, discounted_price, stock, on_sale',
    'La primera línea debe nombrar las columnas: sku y al menos una de price, discounted_price, stock, on_sale',
    'Die erste Zeile muss die Spalten nennen: sku und mindestens eine von price, discounted_price, stock, on_sale',
  ),
  WRONG_COLUMN_COUNT: t(
    'La riga non ha lo stesso numero di colonne dell\'intestazione',
    'The row does not have as many columns as the header',
    'La ligne n\'a pas autant de colonnes que l\'en-tête',
    'La fila no tiene tantas columnas como la cabecera',
    'Die Zeile hat nicht so viele Spalten wie die Kopfzeile',
  ),
  UNKNOWN_SKU: t(
    'Codice articolo sconosciuto',
    'Unknown article code',
    'Code article inconnu',
    'Código de artículo desconocido',
    'Unbekannter Artikelcode',
  ),
  BAD_SKU: t(
    `Codice articolo non valido: più lungo di ${ARTICLE_CODE_MAX} caratteri o con un carattere di controllo (NUL, tabulazione, a capo…)`,
    `Invalid article code: longer than ${ARTICLE_CODE_MAX} characters or holding a control character (NUL, tab, line break…)`,
    `Code article invalide : plus de ${ARTICLE_CODE_MAX} caractères ou un caractère de contrôle (NUL, tabulation, saut de ligne…)`,
    `Código de artículo no válido: más de ${ARTICLE_CODE_MAX} caracteres o un carácter de control (NUL, tabulador, salto de línea…)`,
    `Ungültiger Artikelcode: länger als ${ARTICLE_CODE_MAX} Zeichen oder mit einem Steuerzeichen (NUL, Tabulator, Zeilenumbruch…)`,
  ),
  DUPLICATE_SKU: t(
    'Codice articolo già presente in una riga precedente del file',
    'Article code already on an earlier line of the file',
    'Code article déjà présent sur une ligne précédente du fichier',
    'Código de artículo ya presente en una línea anterior del archivo',
    'Artikelcode steht schon in einer früheren Zeile der Datei',
  ),
  BAD_PRICE: t(
    `Prezzo non valido: euro con il punto e al massimo due decimali, maggiore di zero e al massimo ${PRICE_MAX} (es. 1234.50)`,
    `Invalid price: euros with a dot and at most two decimals, above zero and at most ${PRICE_MAX} (e.g. 1234.50)`,
    `Prix invalide : euros avec un point et deux décimales au plus, supérieur à zéro et au plus ${PRICE_MAX} (ex. 1234.50)`,
    `Precio no válido: euros con punto y dos decimales como máximo, mayor que cero y como máximo ${PRICE_MAX} (p. ej. 1234.50)`,
    `Ungültiger Preis: Euro mit Punkt und höchstens zwei Dezimalstellen, über null und höchstens ${PRICE_MAX} (z. B. 1234.50)`,
  ),
  BAD_DISCOUNT: t(
    `Prezzo scontato non valido: vuoto, oppure in euro col punto, maggiore di zero, inferiore al prezzo e al massimo ${PRICE_MAX}`,
    `Invalid discounted price: empty, or in euros with a dot, above zero, below the price and at most ${PRICE_MAX}`,
    `Prix remisé invalide : vide, ou en euros avec un point, supérieur à zéro, inférieur au prix et au plus ${PRICE_MAX}`,
    `Precio rebajado no válido: vacío, o en euros con punto, mayor que cero, inferior al precio y como máximo ${PRICE_MAX}`,
    `Ungültiger reduzierter Preis: leer oder in Euro mit Punkt, über null, unter dem Preis und höchstens ${PRICE_MAX}`,
  ),
  BAD_STOCK: t(
    `Giacenza non valida: un numero intero di pezzi da 0 a ${STOCK_MAX_PIECES}, oppure vuoto per non contarla`,
    `Invalid stock: a whole number of pieces from 0 up to ${STOCK_MAX_PIECES}, or empty not to count it`,
    `Stock invalide : un nombre entier de pièces de 0 à ${STOCK_MAX_PIECES}, ou vide pour ne pas le compter`,
    `Stock no válido: un número entero de piezas de 0 a ${STOCK_MAX_PIECES}, o vacío para no contarlo`,
    `Ungültiger Bestand: eine ganze Stückzahl von 0 bis ${STOCK_MAX_PIECES} oder leer, um ihn nicht zu zählen`,
  ),
  BAD_BOOLEAN: t(
    'Valore di on_sale non valido: true o false',
    'Invalid on_sale value: true or false',
    'Valeur on_sale invalide : true ou false',
    'Valor de on_sale no válido: true o false',
    'Ungültiger on_sale-Wert: true oder false',
  ),
  NOT_SELLABLE: t(
    'Un articolo con varianti non ha prezzo e giacenza propri: indicare le righe delle varianti',
    'An article with variants has no price or stock of its own: give its variants\' rows',
    'Un article à variantes n\'a ni prix ni stock propres : indiquez les lignes de ses variantes',
    'Un artículo con variantes no tiene precio ni stock propios: indique las filas de sus variantes',
    'Ein Artikel mit Varianten hat keinen eigenen Preis oder Bestand: Zeilen der Varianten angeben',
  ),
} satisfies Record<CatalogueCsvError['code'], unknown>;
