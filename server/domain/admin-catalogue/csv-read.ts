// The catalogue file read into one change per row, before anything is looked up: the header
// names the columns (sku and any of the others, in any order; a column left out changes
// nothing), and each row's values are checked one by one so every bad value of every row is
// reported with its line (docs/decisions/194-back-office-catalogue.md). Each field is read with
// csvText, so a cell the export put behind a quote is the value it wrote; each value is then
// checked by the article form's own zod pieces, so the dry run refuses what the form and the
// apply would (decision 219). A file separated by semicolons is read with Italian numbers, as a
// spreadsheet set to Italian saves it (decision 233).
import {
  adminPriceSchema, adminStockSchema, articleCodeKeySchema, CATALOGUE_CSV_COLUMNS, type CatalogueCsvError,
} from '../../../contract/admin-catalogue.js';
import { csvSeparatorOf, csvText, parseCsv, type CsvSeparator } from './csv-parse.js';
import { booleanOf, centsOf, piecesOf } from './csv-values.js';

export interface CsvRowChange {
  line: number;
  sku: string;
  price?: number;
  /** null: no discount. */
  discountedPrice?: number | null;
  /** null: stock not counted. */
  stock?: number | null;
  onSale?: boolean;
}

export type CsvRowError = Omit<CatalogueCsvError, 'message'>;

export interface CsvRead {
  /** Data rows in the file (the header not counted). */
  dataRows: number;
  /** ';': a spreadsheet set to Italian wrote it, Italian numbers and VERO / FALSO (decision 233). */
  separator: CsvSeparator;
  rows: CsvRowChange[];
  errors: CsvRowError[];
}

type Column = (typeof CATALOGUE_CSV_COLUMNS)[number];
const KNOWN = new Set<string>(CATALOGUE_CSV_COLUMNS);

function headerColumns(fields: string[]): Column[] | undefined {
  const names = fields.map((f) => f.trim().toLowerCase());
  if (!names.includes('sku') || names.length < 2) return undefined;
  if (names.some((n) => !KNOWN.has(n)) || new Set(names).size !== names.length) return undefined;
  return names as Column[];
}

export function readCatalogueCsv(text: string): CsvRead {
  const separator = csvSeparatorOf(text);
  const parsed = parseCsv(text, separator);
  const [header, ...records] = parsed.records.map((r) => ({ ...r, fields: r.fields.map(csvText) }));
  const errors: CsvRowError[] = [];
  if (!parsed.ok) errors.push({ line: parsed.line, sku: null, code: 'CSV_MALFORMED' });
  const columns = header ? headerColumns(header.fields) : undefined;
  if (!columns) return { dataRows: records.length, separator, rows: [], errors: [{ line: header?.line ?? 1, sku: null, code: 'CSV_HEADER' }, ...errors] };

  const rows: CsvRowChange[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of records) {
    if (record.fields.length !== columns.length) {
      errors.push({ line: record.line, sku: record.fields[columns.indexOf('sku')]?.trim() || null, code: 'WRONG_COLUMN_COUNT' });
      continue;
    }
    const cell = (column: Column) => record.fields[columns.indexOf(column)]!;
    const sku = cell('sku').trim();
    const row: CsvRowChange = { line: record.line, sku };
    const rowErrors: CsvRowError['code'][] = [];
    if (sku === '') rowErrors.push('UNKNOWN_SKU');
    else if (!articleCodeKeySchema.safeParse(sku).success) rowErrors.push('BAD_SKU');
    else if (firstLineOf.has(sku)) rowErrors.push('DUPLICATE_SKU');
    else firstLineOf.set(sku, record.line);
    if (columns.includes('price')) {
      const price = adminPriceSchema.safeParse(centsOf(cell('price'), separator));
      if (!price.success) rowErrors.push('BAD_PRICE');
      else row.price = price.data;
    }
    if (columns.includes('discounted_price')) {
      const text = cell('discounted_price').trim();
      const discounted = text === '' ? { success: true as const, data: null } : adminPriceSchema.safeParse(centsOf(text, separator));
      if (!discounted.success) rowErrors.push('BAD_DISCOUNT');
      else row.discountedPrice = discounted.data;
    }
    if (columns.includes('stock')) {
      const text = cell('stock').trim();
      const stock = text === '' ? { success: true as const, data: null } : adminStockSchema.safeParse(piecesOf(text, separator));
      if (!stock.success) rowErrors.push('BAD_STOCK');
      else row.stock = stock.data;
    }
    if (columns.includes('on_sale')) {
      const onSale = booleanOf(cell('on_sale'));
      if (onSale === undefined) rowErrors.push('BAD_BOOLEAN');
      else row.onSale = onSale;
    }
    if (rowErrors.length > 0) errors.push(...rowErrors.map((code) => ({ line: record.line, sku: sku || null, code })));
    else rows.push(row);
  }
  return { dataRows: records.length, separator, rows, errors };
}
