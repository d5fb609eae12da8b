// The staff's notes on an order (docs/decisions/240-order-notes-slips-bulk-and-export.md): written
// by a member, listed on the order's staff page with author and time, recorded in the audit, never
// in the customer's answer; bad input refused changing nothing.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_NOTE_MAX, adminOrderSchema } from '../../contract/admin-orders.js';
import { orderNotes, staffActions } from '../../server/db/schema.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { adminOrderOk, placeOrder, staffPost } from './admin-order-fixtures.js';
import { bearer } from './auth-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError } from './harness.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const notesPath = (orderId: string) => `/v1/admin/orders/${orderId}/notes`;
const notesOf = (orderId: string) => api.db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId));

describe('POST admin/orders/{id}/notes', () => {
  it('answers nobody but the staff', async () => {
    const { orderId } = await placeOrder(api);
    await expectStaffOnly(api, notesPath(orderId), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'ciao' }) });
    expect(await notesOf(orderId)).toEqual([]);
  });

  it('saves the note, lists it on the staff page with author and time, audits it, and never shows it to the customer', async () => {
    const staff = await staffSignIn(api);
    const { orderId, buyer } = await placeOrder(api);
    const text = '  Il cliente chiede di non suonare: <b>lasciare</b> al portiere.\nGrazie  ';
    const res = await staffPost(api, staff.token, notesPath(orderId), { text });
    const answer: unknown = await res.json();
    expect(res.status, JSON.stringify(answer)).toBe(201);
    const page = adminOrderSchema.parse(answer);
    const kept = text.trim();
    expect(page.notes).toHaveLength(1);
    expect(page.notes[0]).toMatchObject({ text: kept, staff: { id: staff.staff.id } });
    expect(Date.now() - Date.parse(page.notes[0]!.createdAt)).toBeLessThan(60_000);

    // A second note, by the same member: oldest first on the page read again.
    expect((await staffPost(api, staff.token, notesPath(orderId), { text: 'Pacco pronto' })).status).toBe(201);
    const read = await adminOrderOk(api, staff.token, orderId);
    expect(read.notes.map((n) => n.text)).toEqual([kept, 'Pacco pronto']);

    const audit = await api.db.select().from(staffActions)
      .where(and(eq(staffActions.subjectType, 'order'), eq(staffActions.subjectId, orderId), eq(staffActions.action, 'order.noted')));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ staffId: staff.staff.id, refusal: null, after: { noteId: page.notes[0]!.id, text: kept } });
    expect(read.history.filter((h) => h.action === 'order.noted')).toHaveLength(2);

    // The customer's own order: no note, in no field.
    const mine = await api.fetch(`/v1/orders/${orderId}`, bearer(buyer.token));
    expect(mine.status).toBe(200);
    const body = await mine.text();
    expect(body).not.toContain('portiere');
    expect(body).not.toContain('Pacco pronto');
    expect(JSON.parse(body)).not.toHaveProperty('notes');
  });

  it('refuses bad input with a 400 and keeps nothing', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeOrder(api);
    for (const body of [{}, { text: '' }, { text: '   \n ' }, { text: 'x'.repeat(ADMIN_ORDER_NOTE_MAX + 1) }, { text: 'suona\u0007' }, { text: 42 }]) {
      await expectError(await staffPost(api, staff.token, notesPath(orderId), body), 400, 'VALIDATION_ERROR');
    }
    expect(await notesOf(orderId)).toEqual([]);
    // The longest note goes through.
    expect((await staffPost(api, staff.token, notesPath(orderId), { text: 'x'.repeat(ADMIN_ORDER_NOTE_MAX) })).status).toBe(201);
    // No such order: 404, and a malformed id 400.
    await expectError(await staffPost(api, staff.token, notesPath('8d0c4a8e-0000-4000-8000-000000000099'), { text: 'ciao' }), 404, 'NOT_FOUND');
    await expectError(await staffPost(api, staff.token, notesPath('42'), { text: 'ciao' }), 400, 'VALIDATION_ERROR');
  });

  it('writes a note once for one Idempotency-Key', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeOrder(api);
    const key = crypto.randomUUID();
    expect((await staffPost(api, staff.token, notesPath(orderId), { text: 'una volta' }, key)).status).toBe(201);
    const again = await staffPost(api, staff.token, notesPath(orderId), { text: 'una volta' }, key);
    expect(again.status).toBe(201);
    expect(await notesOf(orderId)).toHaveLength(1);
  });
});
