import { describe, expect, it } from 'vitest';
import { NO_PROMO } from '../../../contract/checkout.js';
import { creditLines, orderLines, summaryByRate } from './amounts.js';
import { invoiceCopyHtml } from './copy-html.js';
import { centsOfAmount, readInvoice } from './document-read.js';
import { invoiceXml, type InvoiceDocument } from './xml.js';
import { parseXml } from './xml-read.js';

const SELLER: InvoiceDocument['seller'] = {
  name: 'Raggio Cicli S.r.l.', vatNumber: '04271830160', taxCode: '04271830160', regime: 'RF01',
  address: { street: 'Via Borgo Palazzo 118', zipcode: '24125', city: 'Bergamo', province: 'BG', country: 'IT' },
  rea: { office: 'BG', number: '456789', capital: 5000000, shareholders: 'SM', liquidation: 'LN' },
};
const BUYER: InvoiceDocument['buyer'] = {
  name: 'Officina <Bianchi> & figli srl', vatNumber: '01234567890', taxCode: 'BNCGLI90E54G224X', sdi: '0000000', pec: 'officina@pec.it',
  address: { street: 'Via Roma 12', zipcode: '35031', city: 'Abano Terme', province: 'PD' },
};
const cashier = { gross: 0, taxable: 0, tax: 0, total: 0, promo: NO_PROMO, shipping: { free: false, gross: 990 }, payment: { additionalGross: 0 } };
const lines = orderLines([
  { description: 'Casco "Aero"', quantity: 3, gross: 10000, vatRate: 22, bundle: false },
  { description: 'Libro di ciclismo', quantity: 1, gross: 1999, vatRate: 4, bundle: false },
], cashier, { delivery: 'Spese di spedizione', surcharge: 'Supplemento' });
const doc: InvoiceDocument = {
  kind: 'TD01', progressive: '0000A', number: 7, date: '2026-11-29', seller: SELLER, buyer: BUYER, lines, summary: summaryByRate(lines),
  reason: 'Ordine R2026-000001', payment: { mode: 'MP05', iban: 'IT94I0306911166100000063718' }, corrects: null,
};

describe('reading an issued file back', () => {
  it('parses elements, entities, comments and CDATA; refuses what is not well formed', () => {
    const root = parseXml('<?xml version="1.0"?><!-- c --><p:A xmlns:p="x"><B>1 &amp; &#233;<![CDATA[<c>]]></B><C/></p:A>');
    expect(root.name).toBe('A');
    expect(root.children.map((c) => [c.name, c.text])).toEqual([['B', '1 & é<c>'], ['C', '']]);
    expect(() => parseXml('<a><b></a>')).toThrow();
    expect(() => parseXml('<a>')).toThrow();
    expect(() => parseXml('<a/><b/>')).toThrow();
  });

  it('reads amounts as cents', () => {
    expect([centsOfAmount('109.90'), centsOfAmount('-5.00'), centsOfAmount('3'), centsOfAmount('27.3196721')]).toEqual([10990, -500, 300, 2732]);
    expect(() => centsOfAmount('1,50')).toThrow();
  });

  it('gives back what the file says: parties, lines, rates, total, payment', () => {
    const read = readInvoice(invoiceXml(doc));
    expect(read).toMatchObject({
      kind: 'TD01', number: '7', date: '2026-11-29', sdi: '0000000', pec: 'officina@pec.it', reason: 'Ordine R2026-000001',
      seller: { name: 'Raggio Cicli S.r.l.', vatNumber: 'IT04271830160', taxCode: '04271830160', regime: 'RF01', rea: { office: 'BG', number: '456789', capital: 5000000, shareholders: 'SM', liquidation: 'LN' } },
      buyer: { name: 'Officina <Bianchi> & figli srl', vatNumber: 'IT01234567890', taxCode: 'BNCGLI90E54G224X', address: { street: 'Via Roma 12', zipcode: '35031', city: 'Abano Terme', province: 'PD', country: 'IT' } },
      payment: { mode: 'MP05', iban: 'IT94I0306911166100000063718' }, corrects: null,
    });
    expect(read.lines.map((l) => [l.description, l.quantity, l.amount, l.vatRate])).toEqual(
      lines.map((l) => [l.description, l.quantity === null ? null : `${l.quantity}.00`, l.net, `${l.vatRate}.00`]),
    );
    expect(read.rates).toEqual(doc.summary.map((s) => ({ vatRate: `${s.vatRate}.00`, taxable: s.net, tax: s.tax })));
    expect(read.total).toBe(10000 + 1999 + 990);
  });

  it('makes a page in the order\'s language, everything escaped, a credit note naming its invoice', () => {
    const credit = creditLines(500, lines);
    const html = invoiceCopyHtml(readInvoice(invoiceXml({ ...doc, kind: 'TD04', number: 8, lines: credit, summary: summaryByRate(credit), corrects: { number: 7, date: '2026-11-29' } })), 'de');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Gutschrift Nr. 8 vom 29/11/2026');
    expect(html).toContain('Berichtigt die Rechnung Nr. 7 vom 29/11/2026');
    expect(html).toContain('Officina &lt;Bianchi&gt; &amp; figli srl');
    expect(html).toContain('Casco &quot;Aero&quot;');
    expect(html).toContain('5,00');
    expect(html).not.toContain('<script');
    const it = invoiceCopyHtml(readInvoice(invoiceXml(doc)), 'it');
    expect(it).toContain('Copia di cortesia: la fattura elettronica valida ai fini fiscali è quella trasmessa tramite il Sistema di Interscambio');
    expect(it).toContain('@page { size: A4');
    expect(it).toContain('PEC');
    expect(it).toContain('bonifico');
  });
});
