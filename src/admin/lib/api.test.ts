// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCall, AdminApiError } from './api';
import { currentSession, dropSession, saveSession } from './session';

afterEach(() => { vi.unstubAllGlobals(); dropSession(); });

const answer = (status: number, body: unknown) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));

describe('adminCall', () => {
  // A member removed by an owner (decision 237), or whose session ran out, makes their next call
  // from a tab still open: its 401 ends the stored session, and the frame goes to sign-in.
  it('drops the stored session on a 401, so the screen goes back to sign-in', async () => {
    saveSession({ token: 't', exp: Math.floor(Date.now() / 1000) + 3600, staff: { id: 7, email: 'ex@raggio.test', name: 'Ex', role: 'staff' } });
    vi.stubGlobal('fetch', answer(401, { code: 'AUTH_EXPIRE', message: 'La sessione è scaduta', statusCode: 401 }));
    await expect(adminCall('/admin/orders')).rejects.toMatchObject({ status: 401, code: 'AUTH_EXPIRE' });
    expect(currentSession()).toBeNull();
  });

  it('keeps the session on a 403: an owner\'s call refused to the staff role is no sign-out', async () => {
    saveSession({ token: 't', exp: Math.floor(Date.now() / 1000) + 3600, staff: { id: 7, email: 'm@raggio.test', name: 'M', role: 'staff' } });
    vi.stubGlobal('fetch', answer(403, { code: 'OWNER_ONLY', message: 'Solo un titolare può farlo', statusCode: 403 }));
    const refused = await adminCall('/admin/staff').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AdminApiError);
    expect(refused).toMatchObject({ status: 403, code: 'OWNER_ONLY', message: 'Solo un titolare può farlo' });
    expect(currentSession()?.staff.role).toBe('staff');
  });
});
