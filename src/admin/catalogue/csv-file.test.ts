import { describe, expect, it } from 'vitest';
import { csvTextOf } from './csv-file';

describe('csvTextOf', () => {
  it('reads a UTF-8 file, its byte-order mark taken off', () => {
    const bytes = new TextEncoder().encode('\ufeffsku;price\r\nA1;16,50 €\r\n');
    expect(csvTextOf(bytes)).toBe('sku;price\r\nA1;16,50 €\r\n');
  });

  it('reads a file saved by a spreadsheet set to Italian in Windows-1252: the euro sign and accents come through', () => {
    // "A1;16,50 €;sì" with € as 0x80 and ì as 0xEC, as Windows-1252 writes them.
    const bytes = Uint8Array.from([...new TextEncoder().encode('A1;16,50 '), 0x80, 0x3b, 0x73, 0xec]);
    expect(csvTextOf(bytes)).toBe('A1;16,50 €;sì');
  });
});
