// The table of an order's life and the code agree (docs/decisions/242-every-order-change-a-workflow.md):
// every workflow contract/order-life.ts names is defined, once loaded the modules that make the
// shop's and the staff's changes, and no workflow is defined that the table does not know.
import { describe, expect, it } from 'vitest';
import { ORDER_LIFE, ORDER_WORKFLOWS } from '../../../contract/order-life.js';
import '../admin-orders/delivery.js';
import '../admin-orders/invoice.js';
import '../admin-orders/move.js';
import '../admin-orders/returns.js';
import '../admin-orders/settle.js';
import './complete.js';
import './confirm-paid.js';
import './forget-customer.js';
import './intent.js';
import './last-error.js';
import './payment-start.js';
import './retention.js';
import './sweep.js';
import './withdraw.js';
import { definedWorkflows } from './step-runner.js';

describe("an order's workflows", () => {
  it('are the table\'s, each defined', () => {
    const defined = [...definedWorkflows()].sort();
    expect(defined).toEqual([...ORDER_WORKFLOWS, 'withdraw', 'acceptReturn', 'refuseReturn', 'receiveReturn', 'recordShipmentProof', 'recordDelivery', 'retention', 'forgetCustomer', 'issueInvoice'].sort());
  });

  it("each moves an order in the table, bar the withdrawal, its return's course, the delivery day, a closed account's addresses, the retention's end and a late invoice, which change no status", () => {
    const moving = new Set(ORDER_LIFE.map((t) => t.by));
    expect(ORDER_WORKFLOWS.filter((w) => !moving.has(w))).toEqual([]);
  });
});
