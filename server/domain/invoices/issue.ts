// Issuing an order's invoice when it ships, and a credit note for each of its refunds, each in
// the transaction of the change that causes it (docs/decisions/235-electronic-invoices.md). Only
// an order whose billing address asks for an invoice gets one; a shop without seller data issues
// none and logs a warning, so shipping and refunding never fail for want of it.
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { InvoiceKind } from '../../../contract/invoices.js';
import type { Logger } from '../../log.js';
import type { Db } from '../../db/client.js';
import { articles, invoices, orderItems, orderRefunds } from '../../db/schema.js';
import type { OrderRow } from '../orders/steps.js';
import { shopBankAccount } from '../shop-bank.js';
import { SHOP_ID } from '../shop-id.js';
import { creditLines, lineOf, orderLines, summaryByRate, type InvoiceLine } from './amounts.js';
import { italianDay, nextFileSequence, nextInvoiceNumber } from './numbering.js';
import { invoiceSeller } from './seller.js';
import { invoiceFileName, invoiceXml, progressiveOf, type InvoiceBuyer, type PaymentMode } from './xml.js';

type InvoiceRow = typeof invoices.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

const LABELS = { delivery: 'Spese di spedizione', surcharge: 'Supplemento per il metodo di pagamento' };

/** ModalitaPagamento of the shop's methods: cash on delivery and at the counter are cash. */
const PAYMENT_MODES: Record<string, PaymentMode> = { stripe: 'MP08', paypal: 'MP08', pos: 'MP08', bankTransfer: 'MP05', mark: 'MP01', cash: 'MP01' };

/** The buyer of an order asking for an invoice, from its frozen billing address; null otherwise. */
export function invoiceBuyerOf(row: Pick<OrderRow, 'checkout'>): InvoiceBuyer | null {
  const billing = row.checkout.addresses.billing;
  if (!billing.isInvoice || !billing.invoice) return null;
  const { name, vatnumber, pec, sdi } = billing.invoice;
  return {
    name, vatNumber: vatnumber, taxCode: billing.fiscalcode ?? vatnumber, sdi: sdi || '0000000', pec,
    address: { street: billing.street, zipcode: billing.zipcode, city: billing.city, province: billing.province },
  };
}

/** The order's lines as the invoice lists them, each with its item's id (null: delivery, surcharge). */
async function invoiceLinesOf(tx: Db, row: OrderRow): Promise<{ lines: InvoiceLine[]; itemIds: (string | null)[]; quantities: number[] }> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.position));
  const ids = [...new Set(items.filter((i) => i.item.vatRate === undefined).map((i) => i.articleId))];
  // Each line's rate as frozen at the intent; an order placed before rates were frozen, its
  // article's rate now.
  const rates = ids.length === 0 ? [] : await tx.select({ id: articles.id, vatRate: articles.vatRate }).from(articles).where(inArray(articles.id, ids));
  const rateOf = (articleId: number) => rates.find((r) => r.id === articleId)?.vatRate ?? 22;
  const bought = items.map(({ item, articleId, quantity }) => ({
    description: [item.brand?.name, item.name, ...item.options.map((o) => `${o.attribute}: ${o.value}`)].filter(Boolean).join(' '),
    quantity, gross: item.prices.grossRevenue, vatRate: item.vatRate ?? rateOf(articleId), bundle: item.grade === 'bundle',
  }));
  const lines = orderLines(bought, row.checkout.cashier, LABELS);
  return { lines, itemIds: lines.map((_, i) => items[i]?.item.id ?? null), quantities: items.map((i) => i.quantity) };
}

interface Issue {
  kind: InvoiceKind;
  lines: InvoiceLine[];
  reason: string;
  corrects: InvoiceRow | null;
  refundId: string | null;
}

async function issue(tx: Db, row: OrderRow, what: Issue, log: Logger | undefined, now: Date): Promise<InvoiceRow | null> {
  const buyer = invoiceBuyerOf(row);
  if (!buyer) return null;
  const { seller, problem } = await invoiceSeller(tx);
  if (!seller) {
    log?.warn({ orderId: row.id, kind: what.kind, problem }, 'no electronic invoice issued: the shop has no valid seller data');
    return null;
  }
  const date = italianDay(now);
  const year = Number(date.slice(0, 4));
  const number = await nextInvoiceNumber(tx, SHOP_ID, year);
  const progressive = progressiveOf(await nextFileSequence(tx));
  const summary = summaryByRate(what.lines);
  const mode = PAYMENT_MODES[row.paymentMethod] ?? 'MP08';
  const iban = mode === 'MP05' ? (await shopBankAccount(tx))?.iban ?? null : null;
  const xml = invoiceXml({
    kind: what.kind, progressive, number, date, seller, buyer, lines: what.lines, summary, reason: what.reason,
    payment: { mode, iban }, corrects: what.corrects ? { number: what.corrects.number, date: what.corrects.issuedOn } : null,
  });
  const [made] = await tx.insert(invoices).values({
    shopId: SHOP_ID, orderId: row.id, kind: what.kind, year, number, issuedOn: date, fileName: invoiceFileName(seller.vatNumber, progressive),
    total: summary.reduce((sum, s) => sum + s.gross, 0), invoiceId: what.corrects?.id ?? null, refundId: what.refundId, xml,
  }).returning();
  return made!;
}

const invoiceOf = async (tx: Db, orderId: string) =>
  (await tx.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'TD01'))))[0] ?? null;

/**
 * The order's invoice, issued now if it asks for one and has none (the order is shipping or being
 * handed over, in `tx`, under its row lock); then a credit note for each refund already recorded.
 */
export async function issueOrderInvoice(tx: Db, row: OrderRow, log?: Logger, now = new Date()): Promise<InvoiceRow | null> {
  if (!invoiceBuyerOf(row)) return null;
  const existing = await invoiceOf(tx, row.id);
  if (existing) return existing;
  const { lines } = await invoiceLinesOf(tx, row);
  const made = await issue(tx, row, { kind: 'TD01', lines, reason: `Ordine ${row.number}`, corrects: null, refundId: null }, log, now);
  if (!made) return null;
  // Refunds made before it left (a provider's still on its way is noted when it is recorded).
  const refunds = await tx.select().from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, row.id), or(isNotNull(orderRefunds.reference), eq(orderRefunds.via, 'manual'))))
    .orderBy(asc(orderRefunds.createdAt));
  for (const refund of refunds) await issueCreditNote(tx, row, refund, log, now);
  return made;
}

/** What a refund gives back, line by line: the lines it names (their share), else the whole invoice. */
function refundedLines(refund: RefundRow, invoiced: Awaited<ReturnType<typeof invoiceLinesOf>>, invoiceTotal: number): InvoiceLine[] {
  const named = refund.lines.flatMap((l) => {
    const i = invoiced.itemIds.indexOf(l.itemId);
    const line = invoiced.lines[i];
    if (i < 0 || !line) return [];
    return [lineOf(line.description, l.quantity, Math.round((line.gross * l.quantity) / (invoiced.quantities[i] ?? l.quantity)), line.vatRate)];
  });
  const namedGross = named.reduce((sum, l) => sum + l.gross, 0);
  if (named.length > 0 && refund.amount <= namedGross) return creditLines(refund.amount, named);
  const whole = refund.amount === invoiceTotal;
  return creditLines(refund.amount, invoiced.lines.map((l) => (whole ? l : { ...l, quantity: null })));
}

/** The credit note of `refund` (in the transaction recording it), if its order was invoiced. */
export async function issueCreditNote(tx: Db, row: OrderRow, refund: RefundRow, log?: Logger, now = new Date()): Promise<InvoiceRow | null> {
  if (refund.amount <= 0 || !invoiceBuyerOf(row)) return null;
  const invoice = await invoiceOf(tx, row.id);
  if (!invoice) return null;
  const [done] = await tx.select().from(invoices).where(eq(invoices.refundId, refund.id));
  if (done) return done;
  const lines = refundedLines(refund, await invoiceLinesOf(tx, row), invoice.total);
  const reason = `Rimborso dell'ordine ${row.number}, fattura n. ${invoice.number} del ${invoice.issuedOn}`;
  return issue(tx, row, { kind: 'TD04', lines, reason, corrects: invoice, refundId: refund.id }, log, now);
}
