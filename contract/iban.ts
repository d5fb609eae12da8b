// IBANs (ISO 13616): the check that an operator-supplied account number is one, and the grouping
// in fours that people read it in. Plain code without zod: the client's pages use `groupIban`
// (docs/decisions/190-bank-transfer-details.md).

/** The IBAN as stored and copied: spaces dropped, letters upper case. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * Whether `value` is an IBAN: a country code, two check digits and up to 30 letters or digits,
 * whose mod-97 remainder (ISO 7064, the first four characters moved to the end, letters as 10-35)
 * is 1. An Italian one is also 27 characters long. Spaces are allowed, as people write them.
 */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('IT') && iban.length !== 27) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  // Digit by digit, so the number never outgrows a double.
  let remainder = 0;
  for (const char of moved) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN in groups of four, for reading: 'IT94 I030 6911 1661 0000 0063 718'. */
export const groupIban = (value: string): string => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
