import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../contract/admin-orders';
import { orderTimeline } from './order-timeline';

const who = { id: 1, name: 'Marta', email: 'marta@raggio.test' };

describe('orderTimeline', () => {
  it('puts the notes among the actions by time, once each, and keeps a refused note call', () => {
    const history: AdminOrder['history'] = [
      { at: '2026-11-28T10:00:00.000Z', action: 'order.tookCharge', before: null, after: null, staff: who, refusal: null },
      { at: '2026-11-28T10:05:00.000Z', action: 'order.noted', before: null, after: { noteId: 'n1', text: 'Citofono rotto' }, staff: who, refusal: null },
      { at: '2026-11-28T10:06:00.000Z', action: 'POST /v1/admin/orders/:id/notes', before: null, after: null, staff: who, refusal: { code: 'VALIDATION_ERROR', statusCode: 400 } },
      { at: '2026-11-28T11:00:00.000Z', action: 'order.shipped', before: null, after: null, staff: who, refusal: null },
    ];
    const notes: AdminOrder['notes'] = [{ id: 'n1', text: 'Citofono rotto', createdAt: '2026-11-28T10:05:00.000Z', staff: who }];
    const timeline = orderTimeline({ history, notes });
    expect(timeline.map((e) => [e.action, 'note' in e ? e.note : null])).toEqual([
      ['order.tookCharge', null],
      ['order.noted', 'Citofono rotto'],
      ['POST /v1/admin/orders/:id/notes', null],
      ['order.shipped', null],
    ]);
  });
});
