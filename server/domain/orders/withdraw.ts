// A consumer's withdrawal statement (decision 234), a workflow of the one runner: the statement
// recorded and its acknowledgement owed in one transaction under the order's row lock, so the
// mail exists exactly when the statement does (decision 228); its caller delivers the mail once
// that transaction committed.
import { eq } from 'drizzle-orm';
import type { Lang } from '../../../contract/i18n-text.js';
import type { OrderItem } from '../../../contract/orders.js';
import type { WithdrawalBody } from '../../../contract/withdrawals.js';
import type { Db } from '../../db/client.js';
import { orderItems, orderMails, orderWithdrawals } from '../../db/schema.js';
import type { OrderMailContext } from './mail.js';
import { oweOrderMail } from './order-mails.js';
import { orderNotFound, ownOrderRow } from './read.js';
import { OrderRefusal } from './refusal.js';
import { defineWorkflow, orderStep, runWorkflow, type OrderStep } from './step-runner.js';
import type { OrderRow } from './steps.js';
import { withdrawalAcknowledgement } from './withdrawal-mail.js';
import { withdrawalPeriod } from './withdrawal-period.js';
import { itemName, withdrawableUnits, withdrawalsOf, type WithdrawalRow } from './withdrawal-read.js';
import * as words from './withdrawal-texts.js';

type StatementInput = { row: OrderRow; userId: number; body: WithdrawalBody };

const recordStatement: OrderStep<StatementInput, WithdrawalRow> = orderStep(
  'recordWithdrawalStatement',
  async (tx, { row, userId, body }) => {
    const [statement] = await tx.insert(orderWithdrawals).values({
      orderId: row.id, userId, name: body.name, email: body.email,
      lines: body.lines.map(({ itemId, quantity }) => ({ itemId, quantity })), reason: body.reason || null,
    }).returning();
    return statement!;
  },
  async (tx, statement) => {
    await tx.delete(orderWithdrawals).where(eq(orderWithdrawals.id, statement.id));
  },
);

type AcknowledgementInput = { row: OrderRow; items: readonly OrderItem[]; statement: WithdrawalRow; lang: Lang; context: OrderMailContext };

const oweAcknowledgement: OrderStep<AcknowledgementInput, number> = orderStep(
  'oweWithdrawalAcknowledgement',
  (tx, { row, items, statement, lang, context }) =>
    oweOrderMail(tx, row.id, 'withdrawalReceived', withdrawalAcknowledgement(row, items, statement, lang, context)),
  async (tx, mailId) => {
    await tx.delete(orderMails).where(eq(orderMails.id, mailId));
  },
);

/** The statement's refusals: the period over, a line not of the order or named twice, more units than are left. */
function checkStatement(row: OrderRow, items: readonly OrderItem[], earlier: readonly WithdrawalRow[], body: WithdrawalBody, now: Date): void {
  if (!withdrawalPeriod(row, now).inPeriod) throw new OrderRefusal('conflict', 'WITHDRAWAL_CLOSED', words.WITHDRAWAL_CLOSED);
  const left = withdrawableUnits(items, earlier);
  const seen = new Set<string>();
  for (const line of body.lines) {
    const item = items.find((i) => i.id === line.itemId);
    if (!item) throw new OrderRefusal('invalid', 'WITHDRAWAL_LINE_UNKNOWN', words.unknownLine(line.itemId), { itemId: line.itemId });
    if (seen.has(line.itemId)) throw new OrderRefusal('invalid', 'WITHDRAWAL_LINE_TWICE', words.LINE_TWICE, { itemId: line.itemId });
    seen.add(line.itemId);
    const available = left.find((l) => l.itemId === line.itemId)?.quantity ?? 0;
    if (line.quantity > available) {
      throw new OrderRefusal('conflict', 'WITHDRAWAL_TOO_MANY', words.tooMany(itemName(item, item.id), available), { itemId: line.itemId, available });
    }
  }
}

export interface WithdrawInput {
  userId: number;
  orderId: string;
  body: WithdrawalBody;
  /** The language the statement was made in: its acknowledgement's. */
  lang: Lang;
}

const withdrawal = defineWorkflow<WithdrawInput & { context: OrderMailContext; now: Date }, number>('withdraw', (flow, { userId, orderId, body, lang, context, now }) =>
  flow.transaction(async (tx, run) => {
    const row = await ownOrderRow(tx, userId, orderId, true);
    if (!row.placedAt) throw orderNotFound();
    const items = (await tx.select({ item: orderItems.item }).from(orderItems).where(eq(orderItems.orderId, row.id))).map((i) => i.item);
    checkStatement(row, items, (await withdrawalsOf(tx, [row.id])).get(row.id) ?? [], body, now);
    const statement = await run(recordStatement, { row, userId, body });
    return run(oweAcknowledgement, { row, items, statement, lang, context });
  }));

/** Records the statement and owes its acknowledgement; answers the owed mail's id, to deliver after the commit. */
export function withdraw(db: Db, input: WithdrawInput, context: OrderMailContext = {}): Promise<number> {
  return runWorkflow(db, withdrawal, { ...input, context, now: new Date() });
}
