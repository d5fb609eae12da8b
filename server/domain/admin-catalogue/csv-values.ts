// The catalogue file's values: prices in euros with at most two decimals, whole pieces of stock,
// and yes/no words (docs/decisions/194-back-office-catalogue.md). In a comma-separated file a
// price has a dot (1234.50) and a comma is refused rather than guessed at. In a file separated by
// semicolons, as a spreadsheet set to Italian saves it, numbers are written the Italian way:
// "16,50", "1.234,50", "1.234" pieces, a "€" around them (decision 233).
import type { CsvSeparator } from './csv-parse.js';

const EUROS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
/** Italian, grouped: "1.234" or "1.234,50". */
const EUROS_IT_GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;
/** Italian, not grouped: "16,50"; a dot before one or two digits is taken as the decimal mark too. */
const EUROS_IT_PLAIN = /^(\d{1,9})(?:[,.](\d{1,2}))?$/;

/** Cents, or undefined when `text` is not a price written as files with this separator write them. */
export function centsOf(text: string, separator: CsvSeparator = ','): number | undefined {
  const italian = separator === ';';
  const clean = italian ? text.replace(/[\s\u00a0€]/g, '') : text.trim();
  const match = italian ? EUROS_IT_GROUPED.exec(clean) ?? EUROS_IT_PLAIN.exec(clean) : EUROS.exec(clean);
  if (!match) return undefined;
  const whole = Number(match[1]!.replace(/\./g, ''));
  if (!Number.isSafeInteger(whole) || whole > 999_999_999) return undefined;
  return whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the file writes them; a negative amount (none should be stored) keeps one sign in front. */
export function eurosOf(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const PIECES = /^\d{1,7}$/;
const PIECES_IT = /^(?:\d{1,3}(?:\.\d{3})+|\d{1,7})$/;
/** Whole pieces; in a semicolon file grouped by dots too ("1.234"). */
export function piecesOf(text: string, separator: CsvSeparator = ','): number | undefined {
  const clean = separator === ';' ? text.replace(/[\s\u00a0]/g, '') : text.trim();
  if (!(separator === ';' ? PIECES_IT : PIECES).test(clean)) return undefined;
  const pieces = Number(clean.replace(/\./g, ''));
  return pieces <= 9_999_999 ? pieces : undefined;
}

// VERO and FALSO: a spreadsheet set to Italian writes its TRUE and FALSE so.
const YES = new Set(['true', '1', 'yes', 'si', 'sì', 'y', 'vero']);
const NO = new Set(['false', '0', 'no', 'n', 'falso']);
export function booleanOf(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}
