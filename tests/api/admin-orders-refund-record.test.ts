// A refund the provider made but the shop failed to record (decision 193): the money is back, so
// nothing is undone; the order carries lastError REFUND_NOT_RECORDED with the provider's reference,
// and the reserved refund row keeps the money counted. The failure is a database one, made by a
// trigger refusing the audit row of step 3.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderRefunds, staff } from '../../server/db/schema.js';
import { DEMO_STAFF } from '../../server/db/seed/data/shop.js';
import { planRefund } from '../../server/domain/admin-orders/refund-plan.js';
import { settleOrder, type Refunder } from '../../server/domain/admin-orders/settle.js';
import { orderRow, placeOrder } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

describe('a refund made at the provider and not recorded', () => {
  it('is written on the order as lastError with the provider\'s reference; the money stays counted as refunded', async () => {
    const { orderId, row } = await placeOrder(api, { payment: 'stripe' });
    const [member] = await api.db.select({ id: staff.id }).from(staff).where(eq(staff.email, DEMO_STAFF.email));
    const calls: { amount: number; key: string }[] = [];
    const refunder: Refunder = {
      refund(_via, _order, amount, key) {
        calls.push({ amount, key });
        return Promise.resolve({ reference: 're_test_recorded_late', amount });
      },
    };
    await api.db.execute(sql.raw("create or replace function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$"));
    await api.db.execute(sql.raw('create trigger refuse_audit before insert on staff_actions for each row execute function refuse_audit()'));
    try {
      await expect(settleOrder(api.db, refunder, member!.id, orderId, 'refund', (o, items, refunds) => planRefund(o, items, refunds, { restock: false }), 'key-1'))
        .rejects.toThrow(/insert into "staff_actions"/);
    } finally {
      await api.db.execute(sql.raw('drop trigger refuse_audit on staff_actions'));
      await api.db.execute(sql.raw('drop function refuse_audit()'));
    }
    expect(calls).toEqual([{ amount: row.checkout.cashier.total, key: `raggio-refund-${orderId}-${member!.id}-key-1` }]);
    const after = await orderRow(api, orderId);
    expect(after.status).toBe('totalRefunded');
    expect(after.lastError).toMatchObject({
      code: 'REFUND_NOT_RECORDED', payload: { reference: 're_test_recorded_late', amount: row.checkout.cashier.total },
    });
    const refunds = await api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refunds).toEqual([expect.objectContaining({ amount: row.checkout.cashier.total, via: 'stripe', reference: null })]);
  });
});
