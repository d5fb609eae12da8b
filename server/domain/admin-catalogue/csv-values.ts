// The catalogue file's values: prices in euros with a dot and at most two decimals (1234.50),
// whole pieces of stock, and yes/no words (docs/decisions/194-back-office-catalogue.md). A price
// with a comma is refused rather than guessed at: in this file the comma separates the columns.

const EUROS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Cents, or undefined when `text` is not a price written as the file writes them. */
export function centsOf(text: string): number | undefined {
  const match = EUROS.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the file writes them; a negative amount (none should be stored) keeps one sign in front. */
export function eurosOf(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const PIECES = /^\d{1,7}$/;
export const piecesOf = (text: string): number | undefined => (PIECES.test(text.trim()) ? Number(text.trim()) : undefined);

const YES = new Set(['true', '1', 'yes', 'si', 'sì', 'y']);
const NO = new Set(['false', '0', 'no', 'n']);
export function booleanOf(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}
