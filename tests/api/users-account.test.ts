// The customer's own data: GET/PATCH /v1/users/{id}, GET /v1/users/{id}/orders and the
// personal-data request. Only the signed-in customer's id answers; any other is 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRequestSchema, ordersPageSchema, userSchema } from '../../contract/account.js';
import { dataRequests } from '../../server/db/schema.js';
import { addAddressOk, INVOICE, listAddressesOk, PADOVA } from './address-fixtures.js';
import { bearer, NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { expectError, failingFields, postJson, PUBLIC_URL, startTestApi, type TestApi } from './harness.js';
import { mailSince, nextMailTo, outboxFiles } from './outbox.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ env: NO_RATE_LIMITS }); });
afterAll(async () => { await api?.close(); });

const get = (path: string, token?: string) => api.fetch(path, token ? bearer(token) : {});
const patch = (path: string, token: string | undefined, body: unknown) =>
  api.fetch(path, { method: 'PATCH', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const post = (path: string, token?: string) => api.fetch(path, { method: 'POST', ...(token ? bearer(token) : {}) });

describe('GET and PATCH /v1/users/{id}', () => {
  it('answers the customer: id, name, e-mail, phone, birth and an empty address book', async () => {
    const { user, token } = await signUpOk(api);
    const res = await get(`/v1/users/${user.id}`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(userSchema.parse(await res.json())).toEqual({
      id: user.id, email: user.email, name: { first: 'Giulia', last: 'Bianchi' }, birth: { day: 14, month: 5, year: 1990 }, phone: null, addresses: [],
      orders: [], wish: { id: expect.any(Number) as number, articles: [] },
    });
  });

  it('answers the address book with the customer, as GET users/{id}/addresses lists it, after a PATCH too', async () => {
    const { user, token } = await signUpOk(api);
    const home = await addAddressOk(api, user.id, token);
    const office = await addAddressOk(api, user.id, token, { ...INVOICE, street: 'Via Altinate 5', cap: PADOVA.cap, zipcode: PADOVA.zipcode });
    const book = await listAddressesOk(api, user.id, token);
    expect(book.map((a) => a.id)).toEqual([home.id, office.id]);
    const read = userSchema.parse(await (await get(`/v1/users/${user.id}`, token)).json());
    expect(read.addresses).toEqual(book);
    expect(read.addresses[0]).toMatchObject({ street: 'Via Roma 12', isDefaultBilling: true, isDefaultShipping: true });
    expect(read.addresses[1]).toMatchObject({ city: 'Padova', isInvoice: true, invoice: INVOICE.invoice, fiscalcode: INVOICE.fiscalcode });
    const patched = userSchema.parse(await (await patch(`/v1/users/${user.id}`, token, { phone: '049 123456' })).json());
    expect(patched).toEqual({ ...read, phone: '049 123456' });
  });

  it('changes name, birth and phone, together or one at a time, and answers the updated customer', async () => {
    const { user, token } = await signUpOk(api);
    const all = await patch(`/v1/users/${user.id}`, token, { name: { first: ' Chiara ', last: 'Esposito' }, birth: { day: 29, month: 2, year: 1996 }, phone: '+39 333 123 4567' });
    expect(all.status).toBe(200);
    const expected = { ...user, name: { first: 'Chiara', last: 'Esposito' }, birth: { day: 29, month: 2, year: 1996 }, phone: '+39 333 123 4567', addresses: [], orders: [], wish: { id: expect.any(Number) as number, articles: [] } };
    expect(userSchema.parse(await all.json())).toEqual(expected);
    const phoneOnly = await patch(`/v1/users/${user.id}`, token, { phone: '049/876.54.32' });
    expect(await phoneOnly.json()).toEqual({ ...expected, phone: '049/876.54.32' });
    // An emptied phone field removes the number.
    expect(await (await patch(`/v1/users/${user.id}`, token, { phone: '' })).json()).toEqual({ ...expected, phone: null });
    expect(await (await get(`/v1/users/${user.id}`, token)).json()).toEqual({ ...expected, phone: null });
  });

  const youngest = new Date().getUTCFullYear() - 14;
  it.each([
    ['nothing to change', {}, ['']],
    ['a blank first name', { name: { first: '  ', last: 'Rossi' } }, ['name.first']],
    ['a birth year under 14 years ago', { birth: { day: 1, month: 1, year: youngest + 1 } }, ['birth.year']],
    ['a birth year before 1920', { birth: { day: 1, month: 1, year: 1919 } }, ['birth.year']],
    ['a date that does not exist', { birth: { day: 31, month: 4, year: 1990 } }, ['birth.day']],
    ['a phone with letters', { phone: '333-abc-4567' }, ['phone']],
    ['a phone of 5 digits', { phone: '12345' }, ['phone']],
    ['a phone of 16 digits', { phone: '+1234567890123456' }, ['phone']],
  ])('refuses %s with 400 VALIDATION_ERROR naming the field, changing nothing', async (_, body, fields) => {
    const { user, token } = await signUpOk(api);
    const error = await expectError(await patch(`/v1/users/${user.id}`, token, body), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toEqual(fields);
    expect(await (await get(`/v1/users/${user.id}`, token)).json()).toEqual({ ...user, addresses: [], orders: [], wish: { id: expect.any(Number) as number, articles: [] } });
  });

  it('accepts the youngest birth year allowed (this year minus 14)', async () => {
    const { user, token } = await signUpOk(api);
    const res = await patch(`/v1/users/${user.id}`, token, { birth: { day: 1, month: 1, year: youngest } });
    expect(res.status).toBe(200);
  });
});

describe('GET /v1/users/{id}/orders', () => {
  it('answers an empty first page for a customer without orders, and the page asked for', async () => {
    const { user, token } = await signUpOk(api);
    const first = await get(`/v1/users/${user.id}/orders?limit=10&page=1`, token);
    expect(first.status).toBe(200);
    expect(ordersPageSchema.parse(await first.json())).toEqual({ docs: [], page: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false });
    expect(await (await get(`/v1/users/${user.id}/orders`, token)).json()).toEqual({ docs: [], page: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false });
    expect(await (await get(`/v1/users/${user.id}/orders?page=3`, token)).json()).toMatchObject({ docs: [], page: 3, hasPrevPage: true, hasNextPage: false });
  });

  it.each([['limit=0', 'limit'], ['limit=51', 'limit'], ['page=0', 'page'], ['page=due', 'page']])('refuses %s with 400 naming it', async (query, field) => {
    const { user, token } = await signUpOk(api);
    const error = await expectError(await get(`/v1/users/${user.id}/orders?${query}`, token), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toEqual([field]);
  });
});

describe('POST /v1/users/{id}/data-requests', () => {
  it('records the request (202, due in 30 days), mails an acknowledgement in the customer\'s language, and answers the open one again (200) with no new row or mail', async () => {
    const signup = await api.fetch('/v1/auth/signup?lang=fr', postJson({
      name: { first: 'Camille', last: 'Martin' }, birth: { day: 3, month: 9, year: 1985 }, email: `camille.${Date.now()}@example.fr`,
      password: 'velo-de-course-9', confirmedPass: 'velo-de-course-9',
    }));
    const { user, token } = (await signup.json()) as { user: { id: number; email: string }; token: string };
    const before = outboxFiles(api);
    const res = await post(`/v1/users/${user.id}/data-requests`, token);
    expect(res.status).toBe(202);
    const request = dataRequestSchema.parse(await res.json());
    const requestedAt = Date.parse(request.requestedAt);
    expect(Math.abs(requestedAt - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(request.dueBy) - requestedAt).toBe(30 * 86_400_000);

    const mail = await nextMailTo(api, before, user.email);
    expect(mail.subject).toBe("Nous avons bien reçu votre demande d'accès à vos données personnelles");
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain("L'export peut prendre jusqu'à 30 jours");
    const due = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' }).format(new Date(request.dueBy));
    expect(mail.text).toContain(`au plus tard le ${due}.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/fr/assistenza`);
    expect(mail.html).toContain('Bonjour Camille,');

    const again = await post(`/v1/users/${user.id}/data-requests`, token);
    expect(again.status).toBe(200);
    expect(dataRequestSchema.parse(await again.json())).toEqual(request);
    expect(await api.db.select().from(dataRequests).where(eq(dataRequests.userId, user.id))).toHaveLength(1);
    expect(mailSince(api, before)).toHaveLength(1);
  });

  it('opens a new request once the previous one is completed', async () => {
    const { user, token } = await signUpOk(api);
    const first = dataRequestSchema.parse(await (await post(`/v1/users/${user.id}/data-requests`, token)).json());
    await api.db.update(dataRequests).set({ completedAt: new Date() }).where(eq(dataRequests.id, first.id));
    const second = await post(`/v1/users/${user.id}/data-requests`, token);
    expect(second.status).toBe(202);
    expect(dataRequestSchema.parse(await second.json()).id).not.toBe(first.id);
  });

  it('records one request when two arrive at once', async () => {
    const { user, token } = await signUpOk(api);
    const answers = await Promise.all([0, 1].map(() => post(`/v1/users/${user.id}/data-requests`, token)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 202]);
    const [a, b] = await Promise.all(answers.map(async (r) => dataRequestSchema.parse(await r.json())));
    expect(a).toEqual(b);
    expect(await api.db.select().from(dataRequests).where(eq(dataRequests.userId, user.id))).toHaveLength(1);
  });
});

describe('every users/{id} route belongs to its customer only', () => {
  const routes: [string, (id: number, token?: string) => Promise<Response>][] = [
    ['GET users/{id}', (id, token) => get(`/v1/users/${id}`, token)],
    ['PATCH users/{id}', (id, token) => patch(`/v1/users/${id}`, token, { phone: '+39 02 1234567' })],
    ['GET users/{id}/orders', (id, token) => get(`/v1/users/${id}/orders`, token)],
    ['POST users/{id}/data-requests', (id, token) => post(`/v1/users/${id}/data-requests`, token)],
  ];

  it.each(routes)('%s: another customer\'s id, an unknown one or a non-number answer 404 NOT_FOUND, and change nothing', async (_, call) => {
    const owner = await signUpOk(api);
    const intruder = await signUpOk(api);
    const before = outboxFiles(api);
    for (const id of [owner.user.id, 99_999_999]) {
      const error = await expectError(await call(id, intruder.token), 404, 'NOT_FOUND');
      expect(error.message).toBe('Utente non trovato');
    }
    await expectError(await api.fetch(`/v1/users/abc`, bearer(intruder.token)), 404, 'NOT_FOUND');
    expect(await (await get(`/v1/users/${owner.user.id}`, owner.token)).json()).toEqual({ ...owner.user, addresses: [], orders: [], wish: { id: expect.any(Number) as number, articles: [] } });
    expect(await api.db.select().from(dataRequests).where(eq(dataRequests.userId, owner.user.id))).toEqual([]);
    expect(mailSince(api, before)).toEqual([]);
  });

  it.each(routes)('%s: without a token answers 401 AUTH_REQUIRED', async (_, call) => {
    const owner = await signUpOk(api);
    await expectError(await call(owner.user.id), 401, 'AUTH_REQUIRED');
  });
});

describe('GET /v1/openapi.json: the account calls', () => {
  it('documents each with its answers, the bearer scheme on the signed-in ones, and the order placeholder', async () => {
    type Operation = { security?: unknown[]; responses: Record<string, unknown> };
    const doc = await (await api.fetch('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, { description?: string }> };
    };
    const expected: [string, string, string[], boolean][] = [
      ['/v1/auth/pass/recovery', 'post', ['200', '400', '429'], false],
      ['/v1/auth/pass/recovery', 'patch', ['200', '400', '401'], false],
      ['/v1/auth/pass', 'patch', ['200', '400', '401', '429'], true],
      ['/v1/auth/email', 'patch', ['200', '400', '401', '409', '429'], true],
      ['/v1/users/{id}', 'get', ['200', '401', '404'], true],
      ['/v1/users/{id}', 'patch', ['200', '400', '401', '404'], true],
      ['/v1/users/{id}/orders', 'get', ['200', '400', '401', '404'], true],
      ['/v1/users/{id}/data-requests', 'post', ['200', '202', '401', '404'], true],
      ['/v1/users/{id}/export', 'get', ['200', '401', '404'], true],
      ['/v1/users/{id}/close', 'post', ['200', '400', '401', '404', '429'], true],
    ];
    for (const [path, method, statuses, signedIn] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(statuses));
      if (signedIn) expect(operation!.security).toEqual([{ bearerAuth: [] }]);
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining([
      'RecoveryRequestBody', 'RecoveryResetBody', 'PasswordChangeBody', 'EmailChangeBody', 'User', 'UserPatchBody', 'OrdersPage', 'Order', 'DataRequest',
    ]));
  });
});
