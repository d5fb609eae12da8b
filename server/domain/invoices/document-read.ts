// What an issued FatturaPA file says, read back from its XML for the customer's copy
// (docs/decisions/247-invoice-copy-and-export.md): the copy shows this and nothing computed anew,
// so it cannot disagree with the invoice.
import { child, childrenNamed, parseXml, textAt, type XmlElement } from './xml-read.js';

export interface PartyRead {
  name: string;
  vatNumber: string | null;
  taxCode: string | null;
  address: { street: string; zipcode: string; city: string; province: string | null; country: string };
}

export interface SellerRead extends PartyRead {
  regime: string | null;
  rea: { office: string; number: string; capital: number | null; shareholders: string | null; liquidation: string | null } | null;
}

export interface LineRead {
  description: string;
  /** Units as written (e.g. '2.00'); null for a line with none (the delivery). */
  quantity: string | null;
  /** The unit price as written, net of VAT, euros with 2 to 8 decimals. */
  unitPrice: string;
  /** Net, cents. */
  amount: number;
  vatRate: string;
}

export interface RateRead { vatRate: string; taxable: number; tax: number }

export interface InvoiceRead {
  /** TD01 an invoice, TD04 a credit note. */
  kind: string;
  number: string;
  /** ISO date. */
  date: string;
  seller: SellerRead;
  buyer: PartyRead;
  /** Codice destinatario ('0000000': the PEC). */
  sdi: string | null;
  pec: string | null;
  reason: string | null;
  lines: LineRead[];
  rates: RateRead[];
  /** Cents, VAT included. */
  total: number;
  payment: { mode: string | null; iban: string | null };
  /** A credit note: the invoice it corrects. */
  corrects: { number: string; date: string | null } | null;
}

/** A schema amount ('-12.30', '5', '1.5') as cents. */
export function centsOfAmount(text: string | undefined): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,8}))?$/.exec(text ?? '');
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Math.round(Number(`0.${fraction || '0'}`) * 100);
  return minus ? -cents : cents;
}

const required = (element: XmlElement | undefined, ...path: string[]): string => {
  const text = textAt(element, ...path);
  if (text === undefined) throw new Error(`the invoice has no ${path.join('/')}`);
  return text;
};

function party(element: XmlElement | undefined): PartyRead {
  const data = child(element, 'DatiAnagrafici');
  const anagrafica = child(data, 'Anagrafica');
  const person = [textAt(anagrafica, 'Nome'), textAt(anagrafica, 'Cognome')].filter(Boolean).join(' ');
  const vat = child(data, 'IdFiscaleIVA');
  const seat = child(element, 'Sede');
  return {
    name: textAt(anagrafica, 'Denominazione') ?? person,
    vatNumber: vat ? `${required(vat, 'IdPaese')}${required(vat, 'IdCodice')}` : null,
    taxCode: textAt(data, 'CodiceFiscale') ?? null,
    address: {
      street: [required(seat, 'Indirizzo'), textAt(seat, 'NumeroCivico')].filter(Boolean).join(' '),
      zipcode: required(seat, 'CAP'), city: required(seat, 'Comune'), province: textAt(seat, 'Provincia') ?? null, country: required(seat, 'Nazione'),
    },
  };
}

function seller(element: XmlElement | undefined): SellerRead {
  const rea = child(element, 'IscrizioneREA');
  const capital = textAt(rea, 'CapitaleSociale');
  return {
    ...party(element),
    regime: textAt(element, 'DatiAnagrafici', 'RegimeFiscale') ?? null,
    rea: rea ? {
      office: required(rea, 'Ufficio'), number: required(rea, 'NumeroREA'), capital: capital === undefined ? null : centsOfAmount(capital),
      shareholders: textAt(rea, 'SocioUnico') ?? null, liquidation: textAt(rea, 'StatoLiquidazione') ?? null,
    } : null,
  };
}

/** The invoice or credit note in `xml` (one body: the shop issues one document per file). */
export function readInvoice(xml: string): InvoiceRead {
  const root = parseXml(xml);
  if (root.name !== 'FatturaElettronica') throw new Error(`not a FatturaPA document: <${root.name}>`);
  const header = child(root, 'FatturaElettronicaHeader');
  const body = child(root, 'FatturaElettronicaBody');
  const general = child(body, 'DatiGenerali', 'DatiGeneraliDocumento');
  const goods = child(body, 'DatiBeniServizi');
  const linked = child(body, 'DatiGenerali', 'DatiFattureCollegate');
  const payment = child(body, 'DatiPagamento', 'DettaglioPagamento');
  const lines = childrenNamed(goods, 'DettaglioLinee').map((line): LineRead => ({
    description: required(line, 'Descrizione'), quantity: textAt(line, 'Quantita') ?? null, unitPrice: required(line, 'PrezzoUnitario'),
    amount: centsOfAmount(required(line, 'PrezzoTotale')), vatRate: required(line, 'AliquotaIVA'),
  }));
  const rates = childrenNamed(goods, 'DatiRiepilogo').map((rate): RateRead => ({
    vatRate: required(rate, 'AliquotaIVA'), taxable: centsOfAmount(required(rate, 'ImponibileImporto')), tax: centsOfAmount(required(rate, 'Imposta')),
  }));
  const stated = textAt(general, 'ImportoTotaleDocumento');
  return {
    kind: required(general, 'TipoDocumento'), number: required(general, 'Numero'), date: required(general, 'Data'),
    seller: seller(child(header, 'CedentePrestatore')), buyer: party(child(header, 'CessionarioCommittente')),
    sdi: textAt(header, 'DatiTrasmissione', 'CodiceDestinatario') ?? null, pec: textAt(header, 'DatiTrasmissione', 'PECDestinatario') ?? null,
    reason: textAt(general, 'Causale') ?? null,
    lines, rates,
    // ImportoTotaleDocumento is optional in the schema: without it, the rates' sum.
    total: stated === undefined ? rates.reduce((sum, r) => sum + r.taxable + r.tax, 0) : centsOfAmount(stated),
    payment: { mode: textAt(payment, 'ModalitaPagamento') ?? null, iban: textAt(payment, 'IBAN') ?? null },
    corrects: linked ? { number: required(linked, 'IdDocumento'), date: textAt(linked, 'Data') ?? null } : null,
  };
}
