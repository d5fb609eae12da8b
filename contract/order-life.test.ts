import { describe, expect, it } from 'vitest';
import {
  canMoveStage,
  canMove, fromStatusesOf, isOpenIntent, isPlaced, ORDER_LIFE, ORDER_STATUS_LABELS_IT, ORDER_STATUSES,
  ORDER_STATUSES_IN_LIFE_ORDER, ORDER_TRANSITIONS, ORDER_WORKFLOWS, stageOf, targetOf, type OrderWorkflow,
} from './order-life.js';

const at = new Date('2026-11-29T10:00:00Z');

describe('placed', () => {
  it('is a placement time, whatever the status', () => {
    expect(isPlaced({ placedAt: null })).toBe(false);
    expect(isPlaced({ placedAt: at })).toBe(true);
    expect(isPlaced({ placedAt: at.toISOString() })).toBe(true);
  });

  it('splits awaitPayment into an open intent and a placed transfer; every other status is its own stage', () => {
    expect(isOpenIntent({ status: 'awaitPayment', placedAt: null })).toBe(true);
    expect(stageOf({ status: 'awaitPayment', placedAt: null })).toBe('intent');
    expect(isOpenIntent({ status: 'awaitPayment', placedAt: at })).toBe(false);
    expect(stageOf({ status: 'awaitPayment', placedAt: at })).toBe('awaitPayment');
    expect(isOpenIntent({ status: 'escaped', placedAt: null })).toBe(false);
    expect(stageOf({ status: 'escaped', placedAt: null })).toBe('escaped');
    for (const status of ORDER_STATUSES.filter((s) => s !== 'awaitPayment')) expect(stageOf({ status, placedAt: at })).toBe(status);
  });
});

describe('the moves', () => {
  it('are the moves the code makes: decision 128\'s table without the six no workflow made, with the paid try whose stock went', () => {
    const sorted = (r: Record<string, readonly string[]>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, [...v].sort()]));
    expect(sorted(ORDER_TRANSITIONS)).toEqual(sorted({
      awaitPayment: ['awaitPayment', 'awaitProcessing', 'pending', 'escaped', 'deleted'],
      pending: ['tookcharge', 'awaitPickup', 'shipped', 'deleted', 'totalRefunded'],
      tookcharge: ['awaitPickup', 'shipped', 'deleted', 'totalRefunded'],
      awaitProcessing: ['tookcharge', 'awaitPickup', 'shipped', 'totalRefunded', 'deleted'],
      awaitPickup: ['shipped', 'totalRefunded', 'deleted'],
      shipped: ['partialRefunded', 'totalRefunded'],
      partialRefunded: ['totalRefunded'],
      disputed: ['partialRefunded', 'totalRefunded'],
      escaped: ['pending', 'awaitProcessing'],
      deleted: [],
      totalRefunded: [],
    }));
    expect(canMove('pending', 'disputed')).toBe(false);
    // Only an intent (not placed) is paid into awaitProcessing; a placed transfer is not.
    expect(canMove('awaitPayment', 'awaitProcessing')).toBe(true);
    expect(canMove('escaped', 'awaitProcessing')).toBe(true);
  });

  it('each name a workflow, and every workflow makes at least one', () => {
    expect(new Set(ORDER_LIFE.map((t) => t.by))).toEqual(new Set(ORDER_WORKFLOWS));
    expect(ORDER_LIFE.filter((t) => t.from === null)).toEqual([expect.objectContaining({ to: 'intent', by: 'intent' })]);
  });

  it('the shop\'s workflows move intents (and escaped intents paid late); the staff\'s move placed orders only', () => {
    const shop: OrderWorkflow[] = ['intent', 'replaceIntent', 'startPayment', 'paymentFailed', 'holdExpired', 'paidConfirmation', 'completePaidLater'];
    for (const t of ORDER_LIFE) {
      if (shop.includes(t.by)) expect([null, 'intent', 'escaped']).toContain(t.from);
      else expect(['intent', 'escaped', null]).not.toContain(t.from);
    }
  });

  it('are checked stage by stage: a placed transfer cannot escape as an intent does, though both wait for payment', () => {
    expect(canMoveStage('intent', 'escaped')).toBe(true);
    expect(canMoveStage('awaitPayment', 'escaped')).toBe(false);
    expect(canMoveStage('awaitPayment', 'awaitProcessing')).toBe(false);
    expect(canMoveStage('intent', 'awaitPayment')).toBe(true);
  });

  it('give the staff\'s actions the statuses they had', () => {
    const preparing = ['pending', 'tookcharge', 'awaitProcessing'];
    expect([fromStatusesOf('transferReceived'), targetOf('transferReceived')]).toEqual([['awaitPayment'], 'pending']);
    expect([fromStatusesOf('takeCharge').sort(), targetOf('takeCharge')]).toEqual([['awaitProcessing', 'pending'], 'tookcharge']);
    expect([fromStatusesOf('readyForPickup').sort(), targetOf('readyForPickup')]).toEqual([[...preparing].sort(), 'awaitPickup']);
    expect([fromStatusesOf('ship').sort(), targetOf('ship')]).toEqual([[...preparing].sort(), 'shipped']);
    expect([fromStatusesOf('handOver'), targetOf('handOver')]).toEqual([['awaitPickup'], 'shipped']);
    expect(fromStatusesOf('refund').sort()).toEqual([...preparing, 'awaitPickup', 'shipped', 'partialRefunded', 'disputed'].sort());
    expect(fromStatusesOf('cancel').sort()).toEqual(['awaitPayment', ...preparing, 'awaitPickup'].sort());
    expect(() => targetOf('refund')).toThrow();
  });
});

describe('the labels', () => {
  it('name every status once, in the order an order meets them', () => {
    expect([...ORDER_STATUSES_IN_LIFE_ORDER].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(Object.keys(ORDER_STATUS_LABELS_IT).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('read the same words for the shopper and the staff, the staff\'s with a capital; pending is the spec\'s', () => {
    for (const { shopper, staff } of Object.values(ORDER_STATUS_LABELS_IT)) {
      expect(staff).toBe(shopper.charAt(0).toUpperCase() + shopper.slice(1));
    }
    expect(ORDER_STATUS_LABELS_IT.pending.shopper).toBe('da elaborare');
    expect(new Set(Object.values(ORDER_STATUS_LABELS_IT).map((l) => l.shopper)).size).toBe(ORDER_STATUSES.length);
  });
});
