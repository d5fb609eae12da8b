// The operations of /v1/openapi.json and, for each, an arbitrary of HTTP requests: every part
// valid, or one part broken (the body, a path parameter, a query parameter, a header, the
// token), with path ids drawn from the fuzzing users' real resources as often as from the schema.
// Bodies are JSON, or for the back office a CSV file or a multipart form with a picture; callers
// are a customer, a staff member, nobody or a garbage token.
import fc, { type Arbitrary } from 'fast-check';
import { awkwardValue, integerEdges, invalidValue, resolver, validValue, type JsonSchema, type Resolve } from './schema-arbitraries.js';

interface Parameter { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema }

export interface Operation {
  method: string;
  /** As the document lists it: /v1/users/{id}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** What its body is: JSON, a CSV file (text/csv) or a multipart form (a file upload). */
  bodyType?: 'json' | 'csv' | 'multipart';
  bodyRequired: boolean;
  /** Whose token it asks for: a customer's (bearerAuth), a staff member's (staffBearerAuth), or none. */
  auth: 'none' | 'user' | 'staff';
  /** Statuses the document answers with an HTML page, not JSON (the newsletter mails' links, opened in a browser). */
  htmlStatuses: number[];
  /** Every status the document lists for it. */
  statuses: number[];
}

interface OpenApiDoc {
  paths: Record<string, Record<string, {
    parameters?: Parameter[];
    requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
    security?: Record<string, unknown>[];
    responses?: Record<string, { content?: Record<string, unknown> }>;
  }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function bodyTypeOf(content: Record<string, unknown> | undefined): Operation['bodyType'] {
  if (!content) return undefined;
  if ('application/json' in content) return 'json';
  if ('text/csv' in content) return 'csv';
  if ('multipart/form-data' in content) return 'multipart';
  return undefined;
}

const authOf = (security: Record<string, unknown>[]): Operation['auth'] => {
  const schemes = security.flatMap((s) => Object.keys(s));
  if (schemes.includes('staffBearerAuth')) return 'staff';
  return schemes.length > 0 ? 'user' : 'none';
};

export function operationsOf(doc: unknown): { operations: Operation[]; resolve: Resolve } {
  const { paths } = doc as OpenApiDoc;
  const operations = Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]): Operation => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      bodyType: bodyTypeOf(op.requestBody?.content),
      bodyRequired: op.requestBody?.required ?? false,
      auth: authOf(op.security ?? []),
      statuses: Object.keys(op.responses ?? {}).map(Number),
      htmlStatuses: Object.entries(op.responses ?? {})
        .filter(([, answer]) => answer.content?.['text/html'] && !answer.content['application/json'])
        .map(([status]) => Number(status)),
    })));
  return { operations, resolve: resolver(doc) };
}

export const label = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** Who the request is made as: nobody, the customer A, a staff member, or a garbage token. */
export type Caller = 'none' | 'user' | 'staff' | 'garbage';

export interface FuzzRequest {
  method: string;
  /** Filled in, already encoded. */
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  /** Text, or bytes (a multipart form holding a picture). */
  body?: string | Uint8Array<ArrayBuffer>;
  caller: Caller;
  /** Which part was broken on purpose ('none': all valid). */
  broken: 'none' | 'body' | 'path' | 'query' | 'header' | 'token';
}

/** Ids and names the server really has, by path parameter: the fuzzing users' resources, the catalogue's. */
export type KnownValues = (path: string, param: string) => (string | number)[];

/** What requests are made of besides the document. */
export interface Material {
  known: KnownValues;
  /** A signed-in caller's token now (a fuzzed sign-out that succeeds revokes it: the world signs in again). */
  token(caller: 'user' | 'staff'): string;
  /** The skus of real articles, for the catalogue's CSV file. */
  skus: () => string[];
  /** A small PNG the picture upload takes. */
  picture: Uint8Array<ArrayBuffer>;
}

/** A path segment that is not what the parameter wants: text, numbers out of range, broken escapes. */
const badSegment: Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999999', 'null', 'undefined', 'NaN', '%', '%zz', '%E0%A4%A', '%00', '..', '%2e%2e', '%2F', 'me', '%20', 'x'.repeat(600)),
  fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 12, unit: 'binary' }).map(encodeURIComponent),
);

/** A broken segment for this parameter: for an integer one, its edges (past int4, past its bounds) as often as anything else. */
const badSegmentFor = (schema: JsonSchema, resolve: Resolve): Arbitrary<string> => {
  const s = resolve(schema);
  const integer = s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer'));
  return integer ? fc.oneof(badSegment, fc.constantFrom(...integerEdges(s)).map(String)) : badSegment;
};

/**
 * JSON nested deeper than the server reads (32: decision 220) up to the ~7 000 levels that once
 * overflowed the stack: arrays, objects, both in turn, alone or as a property of a valid body.
 * Just past the limit and far past it are drawn alike.
 */
const deepJson = fc.tuple(fc.oneof(fc.integer({ min: 31, max: 40 }), fc.integer({ min: 41, max: 7_000 })), fc.constantFrom('array', 'object', 'mixed'))
  .map(([depth, kind]) => {
    const open = (i: number) => (kind === 'array' || (kind === 'mixed' && i % 2 === 0) ? '[' : '{"a":');
    const close = (i: number) => (kind === 'array' || (kind === 'mixed' && i % 2 === 0) ? ']' : '}');
    let head = '';
    let tail = '';
    for (let i = 0; i < depth; i += 1) {
      head += open(i);
      tail = close(i) + tail;
    }
    return `${head}1${tail}`;
  });

const segment = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/** A query value as text: arrays repeat the key (as the catalogue's filters do). */
const queryPairs = (name: string, value: unknown): [string, string][] =>
  Array.isArray(value) ? value.map((v) => [name, typeof v === 'string' ? v : JSON.stringify(v)]) : [[name, typeof value === 'string' ? value : JSON.stringify(value)]];

const badToken = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'Basic dXNlcjpwYXNz', 'bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2lkIjoiMDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwIiwiZXhwIjo5OTk5OTk5OTk5fQ.AAAA'),
  fc.string({ maxLength: 60, unit: 'grapheme-ascii' }).map((s) => `Bearer ${s}`),
);

interface Body { body?: string | Uint8Array<ArrayBuffer>; contentType?: string }

interface Parts {
  pathValues: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: Body;
}

/** A CSV cell as the file writes it: quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvLine = (cells: string[]) => cells.map(csvCell).join(',');

const euros = fc.integer({ min: 1, max: 999_999 }).map((cents) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
/** The columns' values as the import reads them (contract/admin-catalogue.ts, server/domain/admin-catalogue/csv-values.ts). */
const CSV_VALUES: Record<string, Arbitrary<string>> = {
  price: euros,
  discounted_price: fc.oneof(euros, fc.constant('')),
  stock: fc.oneof(fc.nat(9_999).map(String), fc.constant('')),
  on_sale: fc.constantFrom('true', 'false', '1', '0', 'yes', 'no', 'si', 'sì'),
};
/** Values a CSV cell may hold that the import must refuse row by row, or read as text. */
const badCell = fc.oneof(
  fc.constantFrom('', ' ', '-1', '1,50', '12.345', '1e3', '1e309', 'NaN', '99999999999', '0x10', '½', '\u0000', '=SUM(A1)', '"', 'x'.repeat(300)),
  fc.string({ maxLength: 12 }),
);

function csvArbitraries(material: Material): { good: Arbitrary<Body>; broken: Arbitrary<Body> } {
  const sku = fc.constantFrom(...material.skus());
  // A header of sku and some of the other columns, in any order, and rows of real skus.
  const file = fc.tuple(fc.subarray(Object.keys(CSV_VALUES), { minLength: 1 }), fc.nat(3)).chain(([others, skuAt]) => {
    const columns = [...others];
    columns.splice(Math.min(skuAt, columns.length), 0, 'sku');
    const row = fc.tuple(...columns.map((c) => (c === 'sku' ? sku : CSV_VALUES[c]!)));
    return fc.tuple(fc.constant(columns), fc.array(row, { minLength: 1, maxLength: 4 }));
  });
  const text = (columns: string[], rows: string[][], eol = '\n') => [csvLine(columns), ...rows.map(csvLine)].join(eol) + eol;
  const good = file.map(([columns, rows]) => ({ body: text(columns, rows), contentType: 'text/csv' }));
  const broken: Arbitrary<Body> = fc.oneof(
    // One cell of a good file refused, or an unknown sku.
    fc.tuple(file, fc.nat(), fc.nat(), badCell).map(([[columns, rows], r, c, bad]) => {
      const copy = rows.map((row) => [...row]);
      copy[r % copy.length]![c % columns.length] = bad;
      return { body: text(columns, copy), contentType: 'text/csv' };
    }),
    // A header the import does not know: an unknown column, no sku, a column twice, a BOM, nothing at all.
    fc.tuple(file, fc.constantFrom('colour', 'sku', 'price', '', '\uFEFFsku')).map(([[columns, rows], extra]) => ({ body: text([...columns, extra], rows.map((row) => [...row, '1'])), contentType: 'text/csv' })),
    file.map(([columns, rows]) => ({ body: text(columns.filter((c) => c !== 'sku'), rows.map((row) => row.filter((_, i) => columns[i] !== 'sku'))), contentType: 'text/csv' })),
    fc.constantFrom('', '\n', 'sku\n', 'sku,price\n"unterminated,1.00\n', 'sku;price\nA;1.00\n', '\u0000', 'sku,price\r\nA,1.00\r\n\r\n').map((body) => ({ body, contentType: 'text/csv' })),
    fc.string({ maxLength: 200 }).map((body) => ({ body, contentType: 'text/csv' })),
    // A good file under another media type, or none.
    good.chain((b) => fc.constantFrom<Body>({ body: b.body, contentType: 'application/json' }, { body: b.body, contentType: 'text/plain' }, { body: b.body })),
  );
  return { good, broken };
}

const BOUNDARY = 'fuzz-form-boundary';
const bytes = (text: string) => new TextEncoder().encode(text);
/** A multipart/form-data body of parts [name, filename, type, content], closed or not. */
function form(parts: [string, string | null, string | null, Uint8Array][], closed = true): Uint8Array<ArrayBuffer> {
  const chunks = parts.flatMap(([name, filename, type, content]) => [
    bytes(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\n${type === null ? '' : `Content-Type: ${type}\r\n`}\r\n`),
    content, bytes('\r\n'),
  ]);
  return new Uint8Array(Buffer.concat([...chunks, ...(closed ? [bytes(`--${BOUNDARY}--\r\n`)] : [])]));
}

function multipartArbitraries(material: Material): { good: Arbitrary<Body> ; broken: Arbitrary<Body> } {
  const formType = `multipart/form-data; boundary=${BOUNDARY}`;
  const good = fc.constantFrom('picture.png', 'p', 'foto à.png').map((name): Body => ({ body: form([['file', name, 'image/png', material.picture]]), contentType: formType }));
  const broken: Arbitrary<Body> = fc.oneof(
    // No file part, the file as a text field, a file that is not a picture, a picture cut short.
    fc.constant<Body>({ body: form([['other', 'picture.png', 'image/png', material.picture]]), contentType: formType }),
    fc.constant<Body>({ body: form([['file', null, null, bytes('not a file')]]), contentType: formType }),
    fc.uint8Array({ maxLength: 64 }).map((junk): Body => ({ body: form([['file', 'picture.png', 'image/png', junk]]), contentType: formType })),
    fc.nat(material.picture.byteLength - 1).map((cut): Body => ({ body: form([['file', 'picture.png', 'image/png', material.picture.subarray(0, cut)]]), contentType: formType })),
    // The form itself broken: not closed, cut anywhere, another boundary, no boundary, empty, or another media type.
    fc.constant<Body>({ body: form([['file', 'picture.png', 'image/png', material.picture]], false), contentType: formType }),
    fc.nat(200).map((cut): Body => ({ body: form([['file', 'picture.png', 'image/png', material.picture]]).subarray(0, cut), contentType: formType })),
    fc.constantFrom('multipart/form-data; boundary=another', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/json', 'image/png')
      .map((contentType): Body => ({ body: form([['file', 'picture.png', 'image/png', material.picture]]), contentType })),
    fc.constant<Body>({ body: '', contentType: formType }),
    fc.constant<Body>({ body: material.picture }),
  );
  return { good, broken };
}

/** The body of a request: valid for the operation, or refused by it (not JSON at all, another media type, a broken file or form). */
function bodyArbitraries(op: Operation, resolve: Resolve, material: Material): { good: Arbitrary<Body>; broken: Arbitrary<Body> } {
  if (op.bodyType === 'csv') return csvArbitraries(material);
  if (op.bodyType === 'multipart') return multipartArbitraries(material);
  const json = (value: unknown) => JSON.stringify(value) ?? 'null';
  const good: Arbitrary<Body> = op.body
    ? validValue(op.body, resolve).map((v) => ({ body: json(v), contentType: 'application/json' }))
    : fc.constant({});
  const text = (b: Body) => (typeof b.body === 'string' ? b.body : '{}');
  const shallow: Arbitrary<Body> = fc.oneof(
    // A value the schema refuses, as often as all the other broken bodies together.
    { arbitrary: (op.body ? invalidValue(op.body, resolve) : awkwardValue).map((v) => ({ body: json(v), contentType: 'application/json' })), weight: 7 },
    fc.constantFrom('{', '{"a":', 'nul', '[1,]', '\u0000', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}', '')
      .map((body) => ({ body, contentType: 'application/json' })),
    fc.string({ maxLength: 40 }).map((body) => ({ body, contentType: 'application/json' })),
    good.map((b) => ({ body: text(b), contentType: 'text/plain' })),
    good.map((b) => ({ body: text(b), contentType: 'application/x-www-form-urlencoded' })),
    good.map((b) => ({ body: text(b) })),
    fc.constant({ contentType: 'application/json' }),
  );
  // Too deep: alone, or one more property of a valid object body; one broken body in four.
  const deep: Arbitrary<Body> = fc.oneof(
    fc.tuple(good, deepJson).map(([b, nested]) => {
      const valid = text(b);
      return { body: valid.startsWith('{') && valid !== '{}' ? `${valid.slice(0, -1)},"deep":${nested}}` : nested, contentType: 'application/json' };
    }),
    deepJson.map((body) => ({ body, contentType: 'application/json' })),
  );
  const broken = fc.oneof({ arbitrary: shallow, weight: 3 }, { arbitrary: deep, weight: 1 });
  return { good, broken };
}

export function requestArbitrary(op: Operation, resolve: Resolve, material: Material): Arbitrary<FuzzRequest> {
  const { known } = material;
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const schemaOf = (p: Parameter) => p.schema ?? {};

  const goodSegment = (p: Parameter): Arbitrary<string> => {
    const real = known(op.path, p.name);
    const fromSchema = validValue(schemaOf(p), resolve).map(segment);
    return real.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...real).map(segment), weight: 3 }, { arbitrary: fromSchema, weight: 1 }) : fromSchema;
  };
  const goodPath = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, goodSegment(p)])));
  const brokenPath = pathParams.length === 0 ? goodPath : fc.tuple(goodPath, fc.constantFrom(...pathParams))
    .chain(([values, p]) => badSegmentFor(schemaOf(p), resolve).map((bad) => ({ ...values, [p.name]: bad })));

  const goodQueryOf = (params: Parameter[]) => fc.tuple(...params.map((p) =>
    (p.required ? validValue(schemaOf(p), resolve) : fc.option(validValue(schemaOf(p), resolve), { nil: undefined })).map((v) => (v === undefined ? [] : queryPairs(p.name, v))),
  )).map((pairs) => pairs.flat());
  const goodQuery = goodQueryOf(queryParams);
  const brokenQuery = fc.tuple(goodQuery, fc.oneof(
    ...queryParams.map((p) => invalidValue(schemaOf(p), resolve).map((v) => queryPairs(p.name, v))),
    fc.tuple(fc.constantFrom(...(queryParams.length ? queryParams.map((p) => p.name) : ['lang'])), fc.constantFrom('', '%', '%zz', 'a'.repeat(2000))).map(([k, v]) => [[k, v] as [string, string]]),
    fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 10 })).map(([k, v]) => [[k, v] as [string, string]]),
  )).map(([good, bad]) => {
    const badNames = new Set(bad.map(([k]) => k));
    return [...good.filter(([k]) => !badNames.has(k)), ...bad];
  });

  const goodHeaders = fc.tuple(...headerParams.map((p) =>
    fc.option(validValue(schemaOf(p), resolve), { nil: undefined }).map((v) => (v === undefined ? {} : { [p.name]: String(v) })),
  )).map((parts) => Object.assign({}, ...parts) as Record<string, string>);
  const brokenHeaders = fc.tuple(goodHeaders, fc.oneof(
    ...headerParams.map((p) => fc.oneof(invalidValue(schemaOf(p), resolve), fc.constantFrom('', ' ', 'x'.repeat(500)))
      .map((v) => ({ [p.name]: typeof v === 'string' ? v.replace(/[^\t\x20-\x7e]/g, '') : JSON.stringify(v) }))),
    fc.constantFrom<Record<string, string>>(
      { 'x-shop-id': 'another-shop' }, { 'x-shop-id': '' }, { 'accept-language': 'xx;q=abc,,*' }, { 'accept-language': 'x'.repeat(300) },
      { 'x-requester': 'fuzz' }, { cookie: 'session_id=not-a-session' }, { cookie: 'session_id=' }, { 'if-none-match': '"garbage"' },
    ),
  )).map(([good, bad]) => ({ ...good, ...bad }));

  const { good: goodBody, broken: brokenBody } = bodyArbitraries(op, resolve, material);

  const parts = (over: Partial<{ path: typeof goodPath; query: typeof goodQuery; headers: typeof goodHeaders; body: typeof goodBody }>): Arbitrary<Parts> =>
    fc.record({ pathValues: over.path ?? goodPath, query: over.query ?? goodQuery, headers: over.headers ?? goodHeaders, body: over.body ?? goodBody });

  const goodCaller: Arbitrary<Caller> = {
    user: fc.constantFrom<Caller>('user', 'user', 'user', 'user', 'none', 'staff'),
    staff: fc.constantFrom<Caller>('staff', 'staff', 'staff', 'none', 'user'),
    none: op.path.startsWith('/v1/admin/') ? fc.constantFrom<Caller>('none', 'none', 'staff') : fc.constantFrom<Caller>('none', 'none', 'user'),
  }[op.auth];
  const variants: { arbitrary: Arbitrary<[Parts, Caller, FuzzRequest['broken']]>; weight: number }[] = [
    { arbitrary: fc.tuple(parts({}), goodCaller, fc.constant('none' as const)), weight: 3 },
    { arbitrary: fc.tuple(parts({ query: brokenQuery }), goodCaller, fc.constant('query' as const)), weight: queryParams.length ? 1 : 0 },
    { arbitrary: fc.tuple(parts({ headers: brokenHeaders }), goodCaller, fc.constant('header' as const)), weight: 1 },
    { arbitrary: fc.tuple(parts({}), fc.constant<Caller>('garbage'), fc.constant('token' as const)), weight: 1 },
    { arbitrary: fc.tuple(parts({ path: brokenPath }), goodCaller, fc.constant('path' as const)), weight: pathParams.length ? 2 : 0 },
    { arbitrary: fc.tuple(parts({ body: brokenBody }), goodCaller, fc.constant('body' as const)), weight: op.bodyType ? 3 : (op.method === 'GET' ? 0 : 1) },
  ];

  return fc.tuple(fc.oneof(...variants.filter((v) => v.weight > 0)), badToken).map(([[p, caller, broken], garbage]) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => p.pathValues[name] ?? 'x');
    // Header values must be bytes fetch can send: anything else is cut to printable ASCII.
    const headers: Record<string, string> = Object.fromEntries(Object.entries(p.headers).map(([k, v]) => [k, v.replace(/[^\t\x20-\x7e]/g, '')]));
    if (p.body.contentType) headers['content-type'] = p.body.contentType;
    if (caller === 'user' || caller === 'staff') headers.authorization = `Bearer ${material.token(caller)}`;
    if (caller === 'garbage') headers.authorization = garbage;
    return { method: op.method, path, query: p.query, headers, body: p.body.body, caller, broken };
  });
}

/**
 * The operation a request's path reaches. A broken path parameter may be a dot segment ('..',
 * '%2e%2e'): the URL parser resolves it before the request is sent (WHATWG URL, as fetch and the
 * server both parse it), so the request is one for another path, answered as that path's operation
 * (or 404 when no operation has it). Literal paths win over templates, as the router's do.
 */
export function reachedOperation<T extends Pick<Operation, 'method' | 'path'>>(op: T, req: FuzzRequest, operations: T[]): T | undefined {
  const path = new URL(req.path, 'http://fuzz.invalid').pathname;
  if (path === req.path) return op;
  const sameMethod = operations.filter((o) => o.method === req.method);
  const template = (o: T) => new RegExp(`^${o.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
  return sameMethod.find((o) => o.path === path) ?? sameMethod.find((o) => template(o).test(path));
}

/** The request's URL path and query, as sent. */
export function target(req: FuzzRequest): string {
  if (req.query.length === 0) return req.path;
  // Values go through URLSearchParams (escaped), except the deliberately broken escapes.
  const raw = req.query.filter(([, v]) => /%(?![0-9A-Fa-f]{2})/.test(v) || v === '%');
  const escaped = new URLSearchParams(req.query.filter((pair) => !raw.includes(pair))).toString();
  const rawPart = raw.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  return `${req.path}?${[escaped, rawPart].filter(Boolean).join('&')}`;
}

/** The body as a failure message shows it: text cut, bytes as text where they are (a form's parts). */
const shownBody = (body: FuzzRequest['body']) =>
  (body === undefined ? '(none)' : typeof body === 'string' ? body.slice(0, 300) : `${body.byteLength} bytes: ${JSON.stringify(Buffer.from(body.subarray(0, 300)).toString('latin1'))}`);

/** A short description for a failure message, with the body cut. */
export const describeRequest = (req: FuzzRequest) =>
  `${req.method} ${target(req)} [${req.broken} broken, caller ${req.caller}] headers=${JSON.stringify({ ...req.headers, authorization: req.headers.authorization?.slice(0, 30) })} body=${shownBody(req.body)}`;
