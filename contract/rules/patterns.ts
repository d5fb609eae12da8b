// The shapes of the values customers type, once for the server's schemas and the forms (decision
// 210): the forms read them without zod (decisions 084, 174), the schemas in contract/ build on them.

/**
 * An e-mail address: zod's own pattern for z.email() (zod 4, `z.regexes.email`), written out so
 * the browser tests the same shape without loading zod; at most EMAIL_MAX characters.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX = 254;

/** Whether a trimmed value is an e-mail address the server accepts. */
export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

/** Partita IVA: exactly 11 digits (no check digit, decision 104). */
export const VAT_NUMBER = /^\d{11}$/;

/** A seller's codice fiscale on an invoice: a company's 11 digits or a person's 16 characters (decision 235). */
export const SELLER_TAX_CODE = /^([0-9]{11}|[A-Z0-9]{16})$/;

/** A campaign id as links carry it (`?cmp=primavera-26`, decision 117): a lower-case slug of at most 64. */
export const CAMPAIGN_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;
