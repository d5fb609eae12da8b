// The invoice of an order already shipped or handed over, issued by a staff member
// (docs/decisions/260-late-invoice-and-seller-check.md): an order that left while the shop had no
// valid seller data, or whose invoice request was added to its billing address afterwards. The
// workflow issueInvoice runs, under the order's row lock, the step that issues an invoice as the
// order ships (move.ts), then the audit's; both in one transaction.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { invoiceBuyerOf, type issueOrderInvoice } from '../invoices/issue.js';
import { invoiceSeller } from '../invoices/seller.js';
import type { OrderMailContext } from '../orders/mail.js';
import { defineWorkflow, orderStep, runWorkflow, type OrderStep } from '../orders/step-runner.js';
import type { OrderRow } from '../orders/steps.js';
import { recordStaffAction } from '../staff/audit.js';
import { issueInvoice, lockPlacedOrder } from './move.js';
import { AdminOrderRefusal } from './refusal.js';
import * as texts from './texts.js';

type Issued = NonNullable<Awaited<ReturnType<typeof issueOrderInvoice>>>;

const AUDIT = 'order.invoiced';

interface AuditInput {
  staffId: number;
  row: OrderRow;
  invoice: Issued;
}

const invoiceAudited = (invoice: Issued) => ({ invoice: { id: invoice.id, year: invoice.year, number: invoice.number, fileName: invoice.fileName } });

/**
 * The issue recorded in the audit, the invoice after. Undo: the undoing audited too (the audit
 * only grows); the invoice itself is never undone (move.ts's step), only a credit note takes it back.
 */
const recordInvoicing: OrderStep<AuditInput, AuditInput> = orderStep(
  'record the invoicing',
  async (tx, input) => {
    await recordStaffAction(tx, { staffId: input.staffId, action: AUDIT, subjectType: 'order', subjectId: input.row.id, before: { invoice: null }, after: invoiceAudited(input.invoice) });
    return input;
  },
  async (tx, { staffId, row, invoice }) => {
    await recordStaffAction(tx, { staffId, action: `${AUDIT}.undone`, subjectType: 'order', subjectId: row.id, before: invoiceAudited(invoice), after: { invoice: null } });
  },
);

/** Why the order cannot be invoiced now, or null. */
async function refusalOf(tx: Db, row: OrderRow): Promise<AdminOrderRefusal | null> {
  // Left: shipped or handed over (a shipment recorded), whatever refunds followed; never a cancelled one.
  if (!row.shipment || row.status === 'deleted') return new AdminOrderRefusal('conflict', 'NOT_SHIPPED', texts.INVOICE_NOT_SHIPPED, { status: row.status });
  if (!invoiceBuyerOf(row)) return new AdminOrderRefusal('conflict', 'NO_INVOICE_REQUEST', texts.NO_INVOICE_REQUEST);
  const [existing] = await tx.select({ number: invoices.number, year: invoices.year }).from(invoices)
    .where(and(eq(invoices.orderId, row.id), eq(invoices.kind, 'TD01')));
  if (existing) return new AdminOrderRefusal('conflict', 'ALREADY_INVOICED', texts.ALREADY_INVOICED, { number: existing.number, year: existing.year });
  const { problem } = await invoiceSeller(tx);
  if (problem !== null) return new AdminOrderRefusal('conflict', 'SELLER_DATA_MISSING', texts.SELLER_DATA_MISSING, { problem });
  return null;
}

interface IssueLate {
  staffId: number;
  orderId: string;
  context: OrderMailContext;
  now: Date;
}

const issueLate = defineWorkflow<IssueLate, OrderRow>('issueInvoice', (flow, { staffId, orderId, context, now }) =>
  flow.transaction(async (tx, run) => {
    const row = await lockPlacedOrder(tx, orderId);
    const refusal = await refusalOf(tx, row);
    if (refusal) throw refusal;
    // Its credit notes too, for the refunds made since it left (issueOrderInvoice).
    const invoice = await run(issueInvoice, { row, context, now });
    if (!invoice) throw new Error(`order ${orderId}: no invoice issued though every condition held`);
    await run(recordInvoicing, { staffId, row, invoice });
    return row;
  }));

/** Issues the invoice of a shipped order asking for one and not invoiced yet; answers the order. */
export const issueLateInvoice = (db: Db, staffId: number, orderId: string, context: OrderMailContext = {}, now = new Date()): Promise<OrderRow> =>
  runWorkflow(db, issueLate, { staffId, orderId, context, now });
