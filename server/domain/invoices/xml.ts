// The FatturaPA 1.2.2 document (versione FPR12, between private parties) of an invoice or a credit
// note: docs/decisions/235-electronic-invoices.md. The official schema is beside this file
// (schema/); the API suites validate every file the shop makes against it.
import type { InvoiceKind, InvoiceSeller } from '../../../contract/invoices.js';
import type { InvoiceLine, RateSummary } from './amounts.js';

/** The buyer (cessionario/committente): an order's billing address with its invoice part. */
export interface InvoiceBuyer {
  name: string;
  vatNumber: string;
  taxCode: string;
  /** Codice destinatario: 7 characters; '0000000' when the invoice goes to the PEC. */
  sdi: string;
  pec: string;
  address: { street: string; zipcode: string; city: string; province: string };
}

/** ModalitaPagamento: MP01 cash, MP05 bank transfer, MP08 card (PayPal is paid by card or its balance). */
export type PaymentMode = 'MP01' | 'MP05' | 'MP08';

export interface InvoiceDocument {
  kind: InvoiceKind;
  /** The 5 alphanumerics of the file's name, also the ProgressivoInvio. */
  progressive: string;
  number: number;
  /** ISO date. */
  date: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  summary: RateSummary[];
  /** Causale: e.g. the order's number. */
  reason: string;
  payment: { mode: PaymentMode; iban: string | null };
  /** A credit note: the invoice it corrects. */
  corrects: { number: number; date: string } | null;
}

const NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

/** The name the SdI expects: country, the sender's VAT number, an underscore, the progressive. */
export const invoiceFileName = (sellerVat: string, progressive: string) => `IT${sellerVat}_${progressive}.xml`;

/** A sequence value as the file name's 5 alphanumerics (base 36, upper case, zero-padded). */
export function progressiveOf(sequence: number): string {
  const text = sequence.toString(36).toUpperCase();
  if (text.length > 5) throw new Error(`invoice file sequence ${sequence} does not fit 5 characters`);
  return text.padStart(5, '0');
}

const LATIN = new Map<string, string>([['‘', "'"], ['’', "'"], ['“', '"'], ['”', '"'], ['–', '-'], ['—', '-'], ['…', '...'], ['€', 'EUR']]);

/**
 * Text the schema takes: its Latin types allow Basic Latin and Latin-1 only, and a length limit.
 * Other characters become their nearest ASCII, or '?'.
 */
export function latin(value: string, max: number): string {
  const mapped = [...value.normalize('NFC')].map((ch) => LATIN.get(ch) ?? (ch.codePointAt(0)! <= 0xff ? ch : '?')).join('');
  // Control characters and surrounding spaces out; never empty (the types want at least one).
  const clean = mapped.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim().slice(0, max).trim();
  return clean === '' ? '-' : clean;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cents as the schema's 2-decimal amount. */
export const amount = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A unit price: net cents ÷ units, 2 to 8 decimals, so units × price gives the line's total. */
function unitPrice(net: number, quantity: number): string {
  const fixed = (net / 100 / quantity).toFixed(8).replace(/0{1,6}$/, '');
  return fixed;
}

const rate = (vatRate: number) => `${vatRate.toFixed(2)}`;

type Node = [string, Node[] | string | null];

const el = (name: string, content: Node[] | string | number | null | undefined): Node | null =>
  content === null || content === undefined ? null : [name, typeof content === 'number' ? String(content) : content];
const kids = (...nodes: (Node | null)[]): Node[] => nodes.filter((n): n is Node => n !== null);

function render([name, content]: Node, depth: number): string {
  const pad = '  '.repeat(depth);
  if (typeof content === 'string') return `${pad}<${name}>${escape(content)}</${name}>`;
  if (content === null) return `${pad}<${name}/>`;
  return `${pad}<${name}>\n${content.map((c) => render(c, depth + 1)).join('\n')}\n${pad}</${name}>`;
}

function header(doc: InvoiceDocument): Node {
  const { seller, buyer } = doc;
  const toPec = buyer.sdi === '0000000';
  return ['FatturaElettronicaHeader', kids(
    el('DatiTrasmissione', kids(
      el('IdTrasmittente', kids(el('IdPaese', 'IT'), el('IdCodice', seller.vatNumber))),
      el('ProgressivoInvio', doc.progressive),
      el('FormatoTrasmissione', 'FPR12'),
      el('CodiceDestinatario', buyer.sdi),
      toPec ? el('PECDestinatario', latin(buyer.pec, 256)) : null,
    )),
    el('CedentePrestatore', kids(
      el('DatiAnagrafici', kids(
        el('IdFiscaleIVA', kids(el('IdPaese', 'IT'), el('IdCodice', seller.vatNumber))),
        el('CodiceFiscale', seller.taxCode),
        el('Anagrafica', kids(el('Denominazione', latin(seller.name, 80)))),
        el('RegimeFiscale', seller.regime),
      )),
      el('Sede', kids(
        el('Indirizzo', latin(seller.address.street, 60)), el('CAP', seller.address.zipcode), el('Comune', latin(seller.address.city, 60)),
        el('Provincia', seller.address.province), el('Nazione', seller.address.country),
      )),
      el('IscrizioneREA', kids(
        el('Ufficio', seller.rea.office), el('NumeroREA', latin(seller.rea.number, 20)),
        seller.rea.capital === undefined ? null : el('CapitaleSociale', amount(seller.rea.capital)),
        seller.rea.shareholders === undefined ? null : el('SocioUnico', seller.rea.shareholders),
        el('StatoLiquidazione', seller.rea.liquidation),
      )),
    )),
    el('CessionarioCommittente', kids(
      el('DatiAnagrafici', kids(
        el('IdFiscaleIVA', kids(el('IdPaese', 'IT'), el('IdCodice', buyer.vatNumber))),
        el('CodiceFiscale', buyer.taxCode),
        el('Anagrafica', kids(el('Denominazione', latin(buyer.name, 80)))),
      )),
      el('Sede', kids(
        el('Indirizzo', latin(buyer.address.street, 60)), el('CAP', buyer.address.zipcode), el('Comune', latin(buyer.address.city, 60)),
        /^[A-Z]{2}$/.test(buyer.address.province) ? el('Provincia', buyer.address.province) : null, el('Nazione', 'IT'),
      )),
    )),
  )];
}

function body(doc: InvoiceDocument): Node {
  const total = doc.summary.reduce((sum, s) => sum + s.gross, 0);
  return ['FatturaElettronicaBody', kids(
    el('DatiGenerali', kids(
      el('DatiGeneraliDocumento', kids(
        el('TipoDocumento', doc.kind), el('Divisa', 'EUR'), el('Data', doc.date), el('Numero', String(doc.number)),
        el('ImportoTotaleDocumento', amount(total)), el('Causale', latin(doc.reason, 200)),
      )),
      doc.corrects ? el('DatiFattureCollegate', kids(el('IdDocumento', String(doc.corrects.number)), el('Data', doc.corrects.date))) : null,
    )),
    el('DatiBeniServizi', kids(
      ...doc.lines.map((line, i) => el('DettaglioLinee', kids(
        el('NumeroLinea', i + 1),
        el('Descrizione', latin(line.description, 1000)),
        line.quantity === null ? null : el('Quantita', `${line.quantity}.00`),
        el('PrezzoUnitario', line.quantity === null ? amount(line.net) : unitPrice(line.net, line.quantity)),
        el('PrezzoTotale', amount(line.net)),
        el('AliquotaIVA', rate(line.vatRate)),
      ))),
      ...doc.summary.map((s) => el('DatiRiepilogo', kids(
        el('AliquotaIVA', rate(s.vatRate)), el('ImponibileImporto', amount(s.net)), el('Imposta', amount(s.tax)),
        // Immediate: the tax is due when the document is issued.
        el('EsigibilitaIVA', 'I'),
      ))),
    )),
    el('DatiPagamento', kids(
      // TP02: paid in one go.
      el('CondizioniPagamento', 'TP02'),
      el('DettaglioPagamento', kids(
        el('ModalitaPagamento', doc.payment.mode), el('ImportoPagamento', amount(total)),
        doc.payment.iban ? el('IBAN', doc.payment.iban) : null,
      )),
    )),
  )];
}

/** The XML file, UTF-8. */
export function invoiceXml(doc: InvoiceDocument): string {
  const root = `<p:FatturaElettronica xmlns:p="${NAMESPACE}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" `
    + `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" versione="FPR12">`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', root, render(header(doc), 1), render(body(doc), 1), '</p:FatturaElettronica>', ''].join('\n');
}
