import { describe, expect, it } from 'vitest';
import { fatturaErrors } from '../../../tests/api/fatturapa-schema.js';
import { creditLines, lineOf, orderLines, summaryByRate } from './amounts.js';
import { invoiceXml, latin, progressiveOf, type InvoiceDocument } from './xml.js';
import { NO_PROMO } from '../../../contract/checkout.js';

const SELLER: InvoiceDocument['seller'] = {
  name: 'Raggio Cicli S.r.l.', vatNumber: '04271830160', taxCode: '04271830160', regime: 'RF01',
  address: { street: 'Via Borgo Palazzo 118', zipcode: '24125', city: 'Bergamo', province: 'BG', country: 'IT' },
  rea: { office: 'BG', number: '456789', capital: 5000000, shareholders: 'SM', liquidation: 'LN' },
};
const BUYER: InvoiceDocument['buyer'] = {
  name: 'Officina Bianchi srl', vatNumber: '01234567890', taxCode: 'BNCGLI90E54G224X', sdi: 'M5UXCR1', pec: 'officina@pec.it',
  address: { street: 'Via Roma 12', zipcode: '35031', city: 'Abano Terme', province: 'PD' },
};

const cashier = (goods: number, shipping: number, surcharge = 0, promo = NO_PROMO) =>
  ({ gross: goods, taxable: 0, tax: 0, total: goods - promo.gross + shipping + surcharge, promo, shipping: { free: shipping === 0, gross: shipping }, payment: { additionalGross: surcharge } });
const LABELS = { delivery: 'Spese di spedizione', surcharge: 'Supplemento contrassegno' };

describe('invoice amounts', () => {
  it('add up: lines, rates and total are what was paid, with a code spread over the lines', () => {
    const promo = { ...NO_PROMO, active: true, id: 1, code: 'X', type: 'price' as const, discount: 1500, gross: 1500 };
    const lines = orderLines([
      { description: 'Casco', quantity: 3, gross: 3 * 3333, vatRate: 22, bundle: false },
      { description: 'Libro', quantity: 1, gross: 1999, vatRate: 4, bundle: false },
      { description: 'Barretta', quantity: 7, gross: 7 * 249, vatRate: 10, bundle: false },
    ], cashier(3 * 3333 + 1999 + 7 * 249, 990, 300, promo), LABELS);
    const summary = summaryByRate(lines);
    expect(summary.map((s) => s.vatRate)).toEqual([22, 10, 4]);
    expect(summary.reduce((sum, s) => sum + s.gross, 0)).toBe(3 * 3333 + 1999 + 7 * 249 - 1500 + 990 + 300);
    for (const s of summary) {
      expect(s.net + s.tax).toBe(s.gross);
      expect(Math.abs(s.tax - (s.net * s.vatRate) / 100)).toBeLessThan(lines.length);
    }
    expect(lines.map((l) => l.description)).toEqual(['Casco', 'Libro', 'Barretta', 'Spese di spedizione', 'Supplemento contrassegno']);
  });

  it('a credit note spreads the refunded amount over the lines it names', () => {
    const lines = creditLines(1000, [lineOf('A', 1, 3000, 22), lineOf('B', 1, 1000, 4)]);
    expect(lines.map((l) => l.gross)).toEqual([750, 250]);
  });

  it('texts keep to Latin-1, progressives to 5 alphanumerics', () => {
    expect(latin('Casco “Aero” – 🚲', 80)).toBe('Casco "Aero" - ?');
    expect(progressiveOf(1)).toBe('00001');
    expect(progressiveOf(36 ** 5 - 1)).toBe('ZZZZZ');
    expect(() => progressiveOf(36 ** 5)).toThrow();
  });
});

describe('the FatturaPA file', () => {
  const lines = orderLines([{ description: 'Casco <Aero> & co', quantity: 3, gross: 10000, vatRate: 22, bundle: false }], cashier(10000, 990), LABELS);
  const doc: InvoiceDocument = {
    kind: 'TD01', progressive: '0000A', number: 1, date: '2026-11-29', seller: SELLER, buyer: BUYER, lines, summary: summaryByRate(lines),
    reason: 'Ordine R2026-000001', payment: { mode: 'MP05', iban: 'IT94I0306911166100000063718' }, corrects: null,
  };

  it('is valid against the official schema, to an SDI code or to a PEC, and as a credit note', async () => {
    expect(await fatturaErrors(invoiceXml(doc))).toEqual([]);
    expect(await fatturaErrors(invoiceXml({ ...doc, buyer: { ...BUYER, sdi: '0000000' } }))).toEqual([]);
    const credit = creditLines(500, lines);
    expect(await fatturaErrors(invoiceXml({ ...doc, kind: 'TD04', lines: credit, summary: summaryByRate(credit), corrects: { number: 1, date: '2026-11-29' } }))).toEqual([]);
  });

  it('is refused by the schema when wrong (the check checks)', async () => {
    const errors = await fatturaErrors(invoiceXml({ ...doc, buyer: { ...BUYER, sdi: 'TOOLONG1' } }));
    expect(errors.join('\n')).toMatch(/CodiceDestinatario/);
  });

  it('says what the SdI reads: format, recipient, total, rates', () => {
    const xml = invoiceXml(doc);
    expect(xml).toContain('versione="FPR12"');
    expect(xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    expect(xml).toContain('<ImportoTotaleDocumento>109.90</ImportoTotaleDocumento>');
    expect(xml).toContain('<Descrizione>Casco &lt;Aero&gt; &amp; co</Descrizione>');
    expect(xml).not.toContain('PECDestinatario');
    expect(invoiceXml({ ...doc, buyer: { ...BUYER, sdi: '0000000' } })).toContain('<PECDestinatario>officina@pec.it</PECDestinatario>');
  });
});
