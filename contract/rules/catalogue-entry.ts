// What the back office may write into an article: its code, its texts, its price and its stock,
// once for the article form and the catalogue file (docs/decisions/219-csv-cells-never-formulas.md).
// Plain rules, as the others of contract/rules (decision 210); the zod schemas of
// contract/admin-catalogue.ts build on them.

/** The highest price an article may have, in cents: 1 000 000.00 € (the column holds up to 21 474 836.47 €). */
export const PRICE_MAX_CENTS = 100_000_000;
/** The most pieces an article's stock may count. */
export const STOCK_MAX_PIECES = 1_000_000;

export const ARTICLE_CODE_MAX = 64;
/**
 * An article code (SKU), as suppliers, labels and spreadsheets carry it: ASCII letters and digits,
 * and `-`, `_`, `.`, `/` and spaces inside; it starts with a letter or a digit and does not end
 * with a space. So no code is a formula, a control character or a CSV separator.
 */
export const ARTICLE_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._/ -]*[A-Za-z0-9._/-])?$/;

export const isArticleCode = (code: string): boolean => code.length <= ARTICLE_CODE_MAX && ARTICLE_CODE_PATTERN.test(code);

/** A C0 or C1 control character or DEL (Unicode's Cc): NUL, tab, line breaks, escape, bell… */
const isControl = (unit: number) => unit < 0x20 || (unit >= 0x7f && unit <= 0x9f);
const LAYOUT = new Set([0x09, 0x0a, 0x0d]);

/** A name: one line of free text, no control character at all. */
export function isOneLineText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isControl(text.charCodeAt(i))) return false;
  return true;
}

/** A description: free text whose only control characters are tabs and line breaks. */
export function isLongText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (isControl(unit) && !LAYOUT.has(unit)) return false;
  }
  return true;
}
