// The customer's readable copy of an invoice or credit note (docs/decisions/247-invoice-copy-and-
// export.md): one printable HTML page, A4 when printed, made from what the issued XML says
// (document-read.ts), its labels in the order's language. No script: the browser prints it.
import type { Lang } from '../../../contract/i18n-text.js';
import { translate } from '../i18n.js';
import * as words from './copy-texts.js';
import type { InvoiceRead, PartyRead, SellerRead } from './document-read.js';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const EUROS = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const euros = (cents: number) => EUROS.format(cents / 100);
/** The XML's own decimal ('27.3196721') with a decimal comma, every written digit kept. */
const decimal = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${Number(whole).toLocaleString('it-IT')}${fraction.replace(/0+$/, '') === '' ? '' : `,${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}`}`;
};
const unitPrice = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${Number(whole).toLocaleString('it-IT')},${fraction.padEnd(2, '0')} €`;
};
/** ISO date as day/month/year. */
const day = (iso: string) => iso.split('-').reverse().join('/');

const STYLE = `
  @page { size: A4; margin: 15mm; }
  * { box-sizing: border-box; }
  body { font: 10.5pt/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #111; margin: 0 auto; max-width: 190mm; padding: 12mm 8mm; }
  h1 { font-size: 16pt; margin: 0 0 2mm; }
  h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: .04em; margin: 0 0 1mm; color: #444; }
  .courtesy { border: 1px solid #999; padding: 2mm 3mm; margin: 0 0 6mm; font-weight: 600; }
  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; margin: 6mm 0; }
  .parties p { margin: 0; }
  table { width: 100%; border-collapse: collapse; margin: 4mm 0; }
  th, td { text-align: left; padding: 1.5mm 2mm; border-bottom: 1px solid #ccc; vertical-align: top; }
  th { border-bottom: 1.5px solid #111; font-size: 9.5pt; }
  .num { text-align: right; white-space: nowrap; }
  tfoot td { font-weight: 700; border-bottom: none; font-size: 12pt; }
  .hint { color: #555; font-size: 9pt; }
  @media print { .hint { display: none; } body { padding: 0; max-width: none; } tr { break-inside: avoid; } }
`;

function partyLines(party: PartyRead, lang: Lang): string[] {
  const { address } = party;
  return [
    `<strong>${escape(party.name)}</strong>`,
    escape(address.street),
    escape(`${address.zipcode} ${address.city}${address.province ? ` (${address.province})` : ''} ${address.country}`),
    ...(party.vatNumber ? [`${translate(words.VAT_NUMBER, lang)}: ${escape(party.vatNumber)}`] : []),
    ...(party.taxCode ? [`${translate(words.TAX_CODE, lang)}: ${escape(party.taxCode)}`] : []),
  ];
}

function sellerLines(seller: SellerRead, lang: Lang): string[] {
  const rea = seller.rea;
  if (!rea) return partyLines(seller, lang);
  const shareholders = rea.shareholders === 'SU' ? words.ONE_SHAREHOLDER : rea.shareholders === 'SM' ? words.SEVERAL_SHAREHOLDERS : null;
  const liquidation = rea.liquidation === 'LS' ? words.IN_LIQUIDATION : rea.liquidation === 'LN' ? words.NOT_IN_LIQUIDATION : null;
  const parts = [
    `${escape(rea.office)} ${escape(rea.number)}`,
    ...(rea.capital === null ? [] : [`${translate(words.CAPITAL, lang)} ${euros(rea.capital)}`]),
    ...(shareholders ? [translate(shareholders, lang)] : []),
    ...(liquidation ? [translate(liquidation, lang)] : []),
  ];
  return [...partyLines(seller, lang), `${translate(words.REA, lang)}: ${parts.join(', ')}`];
}

function buyerLines(invoice: InvoiceRead, lang: Lang): string[] {
  const toPec = invoice.sdi === '0000000' && invoice.pec;
  return [
    ...partyLines(invoice.buyer, lang),
    toPec ? `${translate(words.PEC, lang)}: ${escape(invoice.pec!)}`
      : invoice.sdi ? `${translate(words.SDI_CODE, lang)}: ${escape(invoice.sdi)}` : '',
  ].filter(Boolean);
}

/** The whole page, in `lang`. */
export function invoiceCopyHtml(invoice: InvoiceRead, lang: Lang): string {
  const say = (text: Parameters<typeof translate>[0]) => translate(text, lang);
  const title = `${say(invoice.kind === 'TD04' ? words.CREDIT_NOTE : words.INVOICE)} ${say(words.numbered(invoice.number, day(invoice.date)))}`;
  const mode = invoice.payment.mode && invoice.payment.mode in words.PAYMENT_MODES
    ? say(words.PAYMENT_MODES[invoice.payment.mode as keyof typeof words.PAYMENT_MODES]) : invoice.payment.mode;
  const lines = invoice.lines.map((line) => `<tr>
        <td>${escape(line.description)}</td>
        <td class="num">${line.quantity === null ? '' : decimal(line.quantity)}</td>
        <td class="num">${unitPrice(line.unitPrice)}</td>
        <td class="num">${decimal(line.vatRate)}</td>
        <td class="num">${euros(line.amount)}</td>
      </tr>`).join('\n      ');
  const rates = invoice.rates.map((rate) => `<tr>
        <td class="num">${decimal(rate.vatRate)}</td>
        <td class="num">${euros(rate.taxable)}</td>
        <td class="num">${euros(rate.tax)}</td>
      </tr>`).join('\n      ');
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escape(title)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <p class="courtesy" data-testid="courtesy">${escape(say(words.COURTESY))}</p>
  <h1>${escape(title)}</h1>
  ${invoice.corrects ? `<p>${escape(say(words.corrects(invoice.corrects.number, invoice.corrects.date ? day(invoice.corrects.date) : '')))}</p>` : ''}
  ${invoice.reason ? `<p>${escape(say(words.REASON))}: ${escape(invoice.reason)}</p>` : ''}
  <div class="parties">
    <section><h2>${escape(say(words.SELLER))}</h2><p>${sellerLines(invoice.seller, lang).join('<br>')}</p></section>
    <section><h2>${escape(say(words.BUYER))}</h2><p>${buyerLines(invoice, lang).join('<br>')}</p></section>
  </div>
  <table>
    <thead>
      <tr><th>${escape(say(words.DESCRIPTION))}</th><th class="num">${escape(say(words.QUANTITY))}</th><th class="num">${escape(say(words.UNIT_PRICE))}</th><th class="num">${escape(say(words.VAT_RATE))}</th><th class="num">${escape(say(words.AMOUNT))}</th></tr>
    </thead>
    <tbody>
      ${lines}
    </tbody>
  </table>
  <h2>${escape(say(words.BY_RATE))}</h2>
  <table>
    <thead>
      <tr><th class="num">${escape(say(words.VAT_RATE))}</th><th class="num">${escape(say(words.TAXABLE))}</th><th class="num">${escape(say(words.TAX))}</th></tr>
    </thead>
    <tbody>
      ${rates}
    </tbody>
    <tfoot>
      <tr><td>${escape(say(words.TOTAL))}</td><td></td><td class="num" data-testid="total">${euros(invoice.total)}</td></tr>
    </tfoot>
  </table>
  <p>${escape(say(words.PAYMENT))}: ${escape(mode ?? '')}${invoice.payment.iban ? ` (${escape(say(words.IBAN))} ${escape(invoice.payment.iban)})` : ''}</p>
  <p class="hint">${escape(say(words.PRINT_HINT))}</p>
</body>
</html>
`;
}
