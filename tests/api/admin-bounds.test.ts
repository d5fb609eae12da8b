// What the back office's calls read is bounded to what the database holds: an id past
// PostgreSQL's integer (int4), a day that does not exist or an instant outside years 0001 to 9999
// once its offset is applied is a 400 VALIDATION_ERROR naming the field, from the validation
// layer, changing nothing (it answered 500 when the value reached the database); the OpenAPI
// document shows the bounds (docs/decisions/221-values-the-database-holds.md).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '../../contract/db-values.js';
import { rows } from '../../server/domain/catalogue/rows.js';
import { aDepartment, insertSimpleArticle, staffCall, type Staff } from './admin-catalogue-fixtures.js';
import { staffSignIn } from './admin-fixtures.js';
import { containerWithVariants } from './catalogue-fixtures.js';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';
import { changedTables, digest } from './fuzz/world.js';

let api: TestApi;
let staff: Staff;
beforeAll(async () => {
  api = await startTestApi({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });
  staff = await staffSignIn(api);
});
afterAll(async () => { await api?.close(); });

const PAST = INT4_MAX + 1;

/**
 * What a refused call must leave as it was: articles, their links, pictures, refunds and the
 * staff's history of actions done (its refusal is recorded apart: decision 225).
 */
async function state() {
  const [counts] = await rows<Record<string, number | string>>(api.db, sql`select
    (select count(*)::int from articles) as articles, (select max(updated_at)::text from articles) as updated,
    (select count(*)::int from article_categories) as categories, (select count(*)::int from article_images) as pictures,
    (select count(*)::int from order_refunds) as refunds, (select count(*)::int from staff_actions where refusal is null) as actions`);
  return counts;
}

/** Expects a 400 VALIDATION_ERROR naming `field`, and nothing changed. */
async function refused(method: string, path: string, body: unknown, field: string) {
  const before = await state();
  const error = await expectError(await staffCall(api, staff, method, path, body), 400, 'VALIDATION_ERROR');
  expect(failingFields(error), `${method} ${path}`).toContain(field);
  expect(await state()).toEqual(before);
  return error;
}

describe('ids past PostgreSQL\'s integer in the back office (were 500)', () => {
  it('in the articles\' paths and list filters', async () => {
    await refused('GET', `/v1/admin/articles/${PAST}`, undefined, 'id');
    await refused('PATCH', `/v1/admin/articles/${PAST}`, { stock: 1 }, 'id');
    await refused('POST', `/v1/admin/articles/${PAST}/images`, new FormData(), 'id');
    await refused('GET', `/v1/admin/articles?department=${PAST}`, undefined, 'department');
    await refused('GET', `/v1/admin/articles?brand=${PAST}`, undefined, 'brand');
    await refused('GET', '/v1/admin/articles/99999999999999999999', undefined, 'id');
    // The largest integer is an id like any other: this one is no article.
    await expectError(await staffCall(api, staff, 'GET', `/v1/admin/articles/${INT4_MAX}`), 404, 'ARTICLE_NOT_FOUND');
  });

  it('in a new article\'s department and brand', async () => {
    const department = await aDepartment(api.db);
    const body = { sku: `BOUND-${randomUUID().slice(0, 8)}`, names: { it: 'Limite' }, departmentId: department.id, price: 1000, vatRate: 22, stock: 1 };
    await refused('POST', '/v1/admin/articles', { ...body, departmentId: PAST }, 'departmentId');
    await refused('POST', '/v1/admin/articles', { ...body, brandId: PAST }, 'brandId');
    await expectError(await staffCall(api, staff, 'POST', '/v1/admin/articles', { ...body, departmentId: INT4_MAX }), 400, 'DEPARTMENT_NOT_FOUND');
  });

  it('in a change\'s variant id', async () => {
    const container = await containerWithVariants(api.db);
    await refused('PATCH', `/v1/admin/articles/${container.id}`, { variants: [{ id: PAST, stock: 1 }] }, 'variants.0.id');
    const made = await insertSimpleArticle(api.db);
    await refused('PATCH', `/v1/admin/articles/${made.id}`, { variants: [{ id: PAST, stock: 1 }] }, 'variants.0.id');
  });

  it('in a refund\'s amount and units', async () => {
    const path = `/v1/admin/orders/${randomUUID()}/refund`;
    await refused('POST', path, { amount: PAST, restock: false }, 'amount');
    await refused('POST', path, { lines: [{ itemId: randomUUID(), quantity: PAST }], restock: false }, 'lines.0.quantity');
  });
});

describe('days that do not exist in the orders list (were 500)', () => {
  it('from and to must be calendar days', async () => {
    for (const day of ['2026-02-31', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01']) {
      const from = await refused('GET', `/v1/admin/orders?from=${day}`, undefined, 'from');
      expect(from.message).toContain('from');
      await refused('GET', `/v1/admin/orders?to=${day}`, undefined, 'to');
    }
    for (const day of ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      const res = await staffCall(api, staff, 'GET', `/v1/admin/orders?from=${day}&to=${day}`);
      expect(res.status, day).toBe(200);
    }
  });
});

type Schema = { type?: string | string[]; minimum?: number; exclusiveMinimum?: number; maximum?: number; format?: string; const?: unknown; enum?: unknown[];
  properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; $ref?: string };
type Operation = { parameters?: { name: string; in: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** Every date and date-time a call of the document reads, where: a query or path parameter, or a body field. */
function dateFields(doc: Doc) {
  const found: { method: string; path: string; in: 'query' | 'path' | 'body'; field: string; format: 'date' | 'date-time' }[] = [];
  const walk = (schema: Schema | undefined, at: Omit<(typeof found)[number], 'format'>, seen: string[] = []): void => {
    if (!schema) return;
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop()!;
      if (!seen.includes(name)) walk(doc.components.schemas[name], at, [...seen, name]);
      return;
    }
    if (schema.format === 'date' || schema.format === 'date-time') found.push({ ...at, format: schema.format });
    for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, { ...at, field: at.field ? `${at.field}.${name}` : name }, seen);
    (schema.anyOf ?? []).forEach((option) => walk(option, at, seen));
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const p of operation.parameters ?? []) walk(p.schema, { method: method.toUpperCase(), path, in: p.in as 'query' | 'path', field: p.name });
      for (const content of Object.values(operation.requestBody?.content ?? {})) walk(content.schema, { method: method.toUpperCase(), path, in: 'body', field: '' });
    }
  }
  return found;
}

/**
 * A call for each operation that reads a date, its other values valid, the date then set to each
 * edge; path ids may name nothing (the date is refused before any lookup). An operation missing
 * here fails the walk below, so a date added to the document later is tried too.
 */
const DATE_CALLS: Record<string, { path: string; query?: Record<string, string>; body?: Record<string, unknown> }> = {
  'GET /v1/admin/orders': { path: '/v1/admin/orders' },
  'GET /v1/admin/orders/export': { path: '/v1/admin/orders/export', query: { from: '2026-01-01', to: '2026-01-31' } },
  'PUT /v1/admin/orders/{id}/delivery': { path: `/v1/admin/orders/${randomUUID()}/delivery`, body: { deliveredOn: '2026-01-02' } },
  'POST /v1/admin/orders/{id}/withdrawals/{statementId}/proof': {
    path: `/v1/admin/orders/${randomUUID()}/withdrawals/${randomUUID()}/proof`, body: { sentOn: '2026-01-02' },
  },
  'GET /v1/admin/invoices/export': { path: '/v1/admin/invoices/export', query: { from: '2026-01-01', to: '2026-01-31' } },
  'POST /v1/admin/discount-codes': { path: '/v1/admin/discount-codes', body: { code: 'BOUNDS-DATES', type: 'price', value: 100 } },
  'PATCH /v1/admin/discount-codes/{id}': { path: '/v1/admin/discount-codes/1', body: { value: 200 } },
  'GET /v1/admin/audit': { path: '/v1/admin/audit' },
};

/**
 * Days and instants PostgreSQL refuses or no calendar has: year 0 (PostgreSQL has none), an
 * instant whose offset moves it into year 0 or past 9999 (a JavaScript Date writes it '-000001-…'
 * or '+010000-…'), the largest offsets, a day that does not exist.
 */
const EDGES = {
  'date': ['0000-06-01', '0000-01-01', '2026-02-31', '9999-12-32', '10000-01-01', '-0001-01-01'],
  'date-time': [
    '0000-06-01T00:00:00Z', '0001-01-01T00:00:00+01:00', '0000-01-01T00:00:00+01:00', '9999-12-31T23:59:59-05:00',
    '0001-01-01T00:00:00+23:59', '9999-12-31T23:59:59.999-00:01', '10000-01-01T00:00:00Z', '2026-02-31T00:00:00Z',
  ],
} as const;

describe('every date and date-time of the document, at its edges (were 500)', () => {
  it('is refused 400 naming the field, in the error shape, and changes no table', async () => {
    const doc = await (await api.fetch('/v1/openapi.json')).json() as Doc;
    const fields = dateFields(doc);
    expect(fields.map((f) => `${f.method} ${f.path} ${f.in} ${f.field}`)).toEqual(expect.arrayContaining([
      'POST /v1/admin/discount-codes body startsAt', 'PATCH /v1/admin/discount-codes/{id} body endsAt', 'GET /v1/admin/orders query from',
    ]));
    expect(fields.filter((f) => !DATE_CALLS[`${f.method} ${f.path}`]).map((f) => `${f.method} ${f.path} ${f.field}`), 'dates with no call to try them').toEqual([]);
    for (const f of fields) {
      const call = DATE_CALLS[`${f.method} ${f.path}`]!;
      for (const edge of EDGES[f.format]) {
        const query = new URLSearchParams(call.query);
        let body = call.body;
        if (f.in === 'query') query.set(f.field, edge);
        else body = { ...body, [f.field]: edge };
        const what = `${f.method} ${f.path} ${f.field}=${edge}`;
        const before = await digest(api);
        const res = await staffCall(api, staff, f.method, `${call.path}${query.size ? `?${query}` : ''}`, body);
        expect(res.status, what).toBe(400);
        const error = await expectError(res, 400, 'VALIDATION_ERROR');
        expect(failingFields(error), what).toContain(f.field);
        expect(changedTables(before, await digest(api)), what).toEqual([]);
      }
    }
  });

  it('takes the first and the last instant the database holds', async () => {
    for (const [n, startsAt, endsAt] of [
      [1, '0001-01-01T00:00:00Z', null], [2, '0001-01-01T01:00:00+01:00', '9999-12-31T23:59:59.999Z'], [3, null, '9999-12-31T18:59:59-05:00'],
    ] as const) {
      const res = await staffCall(api, staff, 'POST', '/v1/admin/discount-codes', { code: `EDGE-${n}-${randomUUID().slice(0, 6)}`, type: 'price', value: 100, startsAt, endsAt });
      expect(res.status, `${startsAt} ${endsAt}`).toBe(201);
    }
  });
});

describe('GET /v1/openapi.json: the back office\'s bounds', () => {

  it('every integer an admin call reads has a minimum and a maximum within PostgreSQL\'s integer; from and to are dates', async () => {
    const doc = await (await api.fetch('/v1/openapi.json')).json() as Doc;
    const integers: string[] = [];
    const unbounded: string[] = [];
    const walk = (schema: Schema | undefined, where: string, seen: string[] = []): void => {
      if (!schema) return;
      if (schema.$ref) {
        const name = schema.$ref.split('/').pop()!;
        if (!seen.includes(name)) walk(doc.components.schemas[name], where, [...seen, name]);
        return;
      }
      const types = [schema.type ?? []].flat();
      // A fixed choice (the VAT rates) is bounded by its values.
      if ((types.includes('integer') || types.includes('number')) && schema.const === undefined && !schema.enum) {
        integers.push(where);
        const low = schema.minimum ?? schema.exclusiveMinimum;
        if (low === undefined || schema.maximum === undefined || schema.maximum > INT4_MAX || low < -INT4_MAX - 1) unbounded.push(where);
      }
      for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, `${where}.${name}`, seen);
      walk(schema.items, `${where}[]`, seen);
      (schema.anyOf ?? []).forEach((option) => walk(option, where, seen));
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/v1/admin/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        for (const p of operation.parameters ?? []) walk(p.schema, `${method} ${path} ${p.in} ${p.name}`);
        for (const content of Object.values(operation.requestBody?.content ?? {})) walk(content.schema, `${method} ${path} body`);
      }
    }
    expect(integers).toEqual(expect.arrayContaining([
      'get /v1/admin/articles/{id} path id', 'get /v1/admin/articles query department',
      'post /v1/admin/articles body.departmentId', 'patch /v1/admin/articles/{id} body.variants[].id',
      'post /v1/admin/orders/{id}/refund body.amount',
    ]));
    expect(unbounded).toEqual([]);
    const id = doc.paths['/v1/admin/articles/{id}']!.get!.parameters!.find((p) => p.name === 'id')!.schema;
    expect(id).toMatchObject({ type: 'integer', minimum: 1, maximum: INT4_MAX });
    const orders = doc.paths['/v1/admin/orders']!.get!.parameters!;
    for (const name of ['from', 'to']) expect(orders.find((p) => p.name === name)!.schema, name).toMatchObject({ type: 'string', format: 'date' });
  });
});
