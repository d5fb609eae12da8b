// A small RFC 4180 reader and writer: comma-separated fields, double quotes around a field that
// holds commas, quotes or line breaks, "" for a quote inside one, CRLF or LF between records. The
// reader also takes semicolons between fields, as a spreadsheet set to Italian saves a file
// (docs/decisions/233-the-catalogue-file-as-italian-excel-saves-it.md). No
// CSV library is among the shop's dependencies and this is all the catalogue file needs
// (docs/decisions/194-back-office-catalogue.md). A leading byte-order mark is skipped (spreadsheet
// programs write one) and blank lines are ignored. The writer never writes a text cell a
// spreadsheet would run as a formula, and the reader's csvText gives such a cell back as it was
// (docs/decisions/219-csv-cells-never-formulas.md).

export interface CsvRecord {
  /** The line of the file the record starts on, counting from 1. */
  line: number;
  fields: string[];
}

export type CsvParse =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; records: CsvRecord[]; line: number; problem: 'unterminated quote' | 'text after a closing quote' };

export type CsvSeparator = ',' | ';';

/**
 * The separator the file's first line uses: ';' when it has semicolons and no comma (the header
 * names columns, which hold neither), else ','.
 */
export function csvSeparatorOf(text: string): CsvSeparator {
  const end = text.search(/\r?\n/);
  const first = end < 0 ? text : text.slice(0, end);
  return first.includes(';') && !first.includes(',') ? ';' : ',';
}

export function parseCsv(text: string, separator: CsvSeparator = ','): CsvParse {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        i += 1;
        for (;;) {
          if (i >= text.length) return { ok: false, records, line: start, problem: 'unterminated quote' };
          const ch = text[i]!;
          if (ch === '"') {
            if (text[i + 1] === '"') { field += '"'; i += 2; continue; }
            i += 1;
            break;
          }
          if (ch === '\n') line += 1;
          field += ch;
          i += 1;
        }
        if (i < text.length && text[i] !== separator && text[i] !== '\n' && !(text[i] === '\r' && text[i + 1] === '\n')) {
          return { ok: false, records, line, problem: 'text after a closing quote' };
        }
      } else {
        const from = i;
        while (i < text.length && text[i] !== separator && text[i] !== '\n' && !(text[i] === '\r' && text[i + 1] === '\n')) i += 1;
        field = text.slice(from, i);
      }
      fields.push(field);
      if (text[i] === separator) { i += 1; continue; }
      break;
    }
    // The end of the record: CRLF, LF or the end of the text.
    if (text[i] === '\r') i += 1;
    if (text[i] === '\n') { i += 1; line += 1; }
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields });
  }
  return { ok: true, records };
}

/** The first characters that make a spreadsheet run a cell (OWASP's CSV injection rule). */
const RUNNING_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);
/**
 * A text cell a spreadsheet would run: one of those first, after any number of single quotes, so
 * that a cell already starting with quotes before one gets one more quote and reads back exactly.
 */
const runnable = (text: string) => RUNNING_STARTS.has(text.replace(/^'+/, '').charAt(0));
/** What the writer made of such a cell: a quote in front of it. */
const neutralised = (field: string) => field.startsWith("'") && runnable(field);
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A cell the writer makes itself from a number (a price, a count): a spreadsheet reads it as a number, never as a formula. */
export interface CsvNumber { readonly number: string }

export function csvNumber(text: string): CsvNumber {
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`csvNumber: ${JSON.stringify(text)} is not a number`);
  return { number: text };
}

/** Text from the database or a person (neutralised when runnable), or a number the writer wrote. */
export type CsvCell = string | CsvNumber;

/**
 * A cell as RFC 4180 writes it, quoted only when it must be; a runnable one behind a single quote,
 * always quoted. With ';' between cells a number has a decimal comma, as a spreadsheet set to
 * Italian reads it (decision 233).
 */
export function csvField(cell: CsvCell, separator: CsvSeparator = ','): string {
  if (typeof cell !== 'string') return separator === ';' ? cell.number.replace('.', ',') : cell.number;
  if (runnable(cell)) return quoted(`'${cell}`);
  return /["\r\n]/.test(cell) || cell.includes(separator) ? quoted(cell) : cell;
}

export const csvLine = (cells: readonly CsvCell[], separator: CsvSeparator = ','): string =>
  `${cells.map((cell) => csvField(cell, separator)).join(separator)}\r\n`;

/**
 * A read field's text: the quote csvField put in front of a runnable cell taken off. Only there:
 * a quote before anything else (`'abc`, a lone `'`) is the cell's own and stays.
 */
export const csvText = (field: string): string => (neutralised(field) ? field.slice(1) : field);
