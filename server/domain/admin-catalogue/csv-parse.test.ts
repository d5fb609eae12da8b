import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from './csv-parse.js';

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
