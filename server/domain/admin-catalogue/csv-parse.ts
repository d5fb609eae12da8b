// A small RFC 4180 reader: comma-separated fields, double quotes around a field that holds
// commas, quotes or line breaks, "" for a quote inside one, CRLF or LF between records. No CSV
// library is among the shop's dependencies and this is all the catalogue file needs
// (docs/decisions/194-back-office-catalogue.md). A leading byte-order mark is skipped (spreadsheet
// programs write one) and blank lines are ignored.

export interface CsvRecord {
  /** The line of the file the record starts on, counting from 1. */
  line: number;
  fields: string[];
}

export type CsvParse =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; records: CsvRecord[]; line: number; problem: 'unterminated quote' | 'text after a closing quote' };

export function parseCsv(text: string): CsvParse {
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
        if (i < text.length && text[i] !== ',' && text[i] !== '\n' && !(text[i] === '\r' && text[i + 1] === '\n')) {
          return { ok: false, records, line, problem: 'text after a closing quote' };
        }
      } else {
        const from = i;
        while (i < text.length && text[i] !== ',' && text[i] !== '\n' && !(text[i] === '\r' && text[i + 1] === '\n')) i += 1;
        field = text.slice(from, i);
      }
      fields.push(field);
      if (text[i] === ',') { i += 1; continue; }
      break;
    }
    // The end of the record: CRLF, LF or the end of the text.
    if (text[i] === '\r') i += 1;
    if (text[i] === '\n') { i += 1; line += 1; }
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields });
  }
  return { ok: true, records };
}

/** A field as RFC 4180 writes it: quoted only when it must be. */
export const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const csvLine = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\r\n`;
