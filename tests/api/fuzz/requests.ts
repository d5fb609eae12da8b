// The operations of /v1/openapi.json and, for each, an arbitrary of HTTP requests: every part
// valid, or one part broken (the body, a path parameter, a query parameter, a header, the
// token), with path ids drawn from the fuzzing users' real resources as often as from the schema.
import fc, { type Arbitrary } from 'fast-check';
import { awkwardValue, invalidValue, resolver, validValue, type JsonSchema, type Resolve } from './schema-arbitraries.js';

interface Parameter { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema }

export interface Operation {
  method: string;
  /** As the document lists it: /v1/users/{id}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  bodyRequired: boolean;
  /** It declares bearerAuth. */
  secured: boolean;
  /** Statuses the document answers with an HTML page, not JSON (the newsletter mails' links, opened in a browser). */
  htmlStatuses: number[];
  /** Every status the document lists for it. */
  statuses: number[];
}

interface OpenApiDoc {
  paths: Record<string, Record<string, {
    parameters?: Parameter[];
    requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
    security?: unknown[];
    responses?: Record<string, { content?: Record<string, unknown> }>;
  }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: unknown): { operations: Operation[]; resolve: Resolve } {
  const { paths } = doc as OpenApiDoc;
  const operations = Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]): Operation => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      bodyRequired: op.requestBody?.required ?? false,
      secured: (op.security ?? []).length > 0,
      statuses: Object.keys(op.responses ?? {}).map(Number),
      htmlStatuses: Object.entries(op.responses ?? {})
        .filter(([, answer]) => answer.content?.['text/html'] && !answer.content['application/json'])
        .map(([status]) => Number(status)),
    })));
  return { operations, resolve: resolver(doc) };
}

export const label = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** Who the request is made as. */
export type Caller = 'none' | 'user' | 'garbage';

export interface FuzzRequest {
  method: string;
  /** Filled in, already encoded. */
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body?: string;
  caller: Caller;
  /** Which part was broken on purpose ('none': all valid). */
  broken: 'none' | 'body' | 'path' | 'query' | 'header' | 'token';
}

/** Ids and names the server really has, by path parameter: the fuzzing users' resources, the catalogue's. */
export type KnownValues = (path: string, param: string) => (string | number)[];

/** A path segment that is not what the parameter wants: text, numbers out of range, broken escapes. */
const badSegment: Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999999', 'null', 'undefined', 'NaN', '%', '%zz', '%E0%A4%A', '%00', '..', '%2e%2e', '%2F', 'me', '%20', 'x'.repeat(600)),
  fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 12, unit: 'binary' }).map(encodeURIComponent),
);

const segment = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/** A query value as text: arrays repeat the key (as the catalogue's filters do). */
const queryPairs = (name: string, value: unknown): [string, string][] =>
  Array.isArray(value) ? value.map((v) => [name, typeof v === 'string' ? v : JSON.stringify(v)]) : [[name, typeof value === 'string' ? value : JSON.stringify(value)]];

const badToken = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'Basic dXNlcjpwYXNz', 'bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2lkIjoiMDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwIiwiZXhwIjo5OTk5OTk5OTk5fQ.AAAA'),
  fc.string({ maxLength: 60, unit: 'grapheme-ascii' }).map((s) => `Bearer ${s}`),
);

interface Body { body?: string; contentType?: string }

interface Parts {
  pathValues: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: Body;
}

export function requestArbitrary(op: Operation, resolve: Resolve, known: KnownValues, token: () => string): Arbitrary<FuzzRequest> {
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
  const brokenPath = pathParams.length === 0 ? goodPath : fc.tuple(goodPath, fc.constantFrom(...pathParams), badSegment)
    .map(([values, p, bad]) => ({ ...values, [p.name]: bad }));

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

  // The body: valid for the schema, refused by it, not JSON at all, or sent under another type.
  const json = (value: unknown) => JSON.stringify(value) ?? 'null';
  const goodBody: Arbitrary<Body> = op.body
    ? validValue(op.body, resolve).map((v) => ({ body: json(v), contentType: 'application/json' }))
    : fc.constant({});
  const brokenBody: Arbitrary<Body> = fc.oneof(
    (op.body ? invalidValue(op.body, resolve) : awkwardValue).map((v) => ({ body: json(v), contentType: 'application/json' })),
    fc.constantFrom('{', '{"a":', 'nul', '[1,]', '\u0000', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}', '')
      .map((body) => ({ body, contentType: 'application/json' })),
    fc.string({ maxLength: 40 }).map((body) => ({ body, contentType: 'application/json' })),
    goodBody.map((b) => ({ body: b.body ?? '{}', contentType: 'text/plain' })),
    goodBody.map((b) => ({ body: b.body ?? '{}', contentType: 'application/x-www-form-urlencoded' })),
    goodBody.map((b) => ({ body: b.body ?? '{}' })),
    fc.constant({ contentType: 'application/json' }),
  );

  const parts = (over: Partial<{ path: typeof goodPath; query: typeof goodQuery; headers: typeof goodHeaders; body: typeof goodBody }>): Arbitrary<Parts> =>
    fc.record({ pathValues: over.path ?? goodPath, query: over.query ?? goodQuery, headers: over.headers ?? goodHeaders, body: over.body ?? goodBody });

  const goodCaller: Arbitrary<Caller> = op.secured ? fc.constantFrom<Caller>('user', 'user', 'user', 'none') : fc.constantFrom<Caller>('none', 'none', 'user');
  const variants: { arbitrary: Arbitrary<[Parts, Caller, FuzzRequest['broken']]>; weight: number }[] = [
    { arbitrary: fc.tuple(parts({}), goodCaller, fc.constant('none' as const)), weight: 3 },
    { arbitrary: fc.tuple(parts({ query: brokenQuery }), goodCaller, fc.constant('query' as const)), weight: queryParams.length ? 1 : 0 },
    { arbitrary: fc.tuple(parts({ headers: brokenHeaders }), goodCaller, fc.constant('header' as const)), weight: 1 },
    { arbitrary: fc.tuple(parts({}), fc.constant<Caller>('garbage'), fc.constant('token' as const)), weight: 1 },
    { arbitrary: fc.tuple(parts({ path: brokenPath }), goodCaller, fc.constant('path' as const)), weight: pathParams.length ? 2 : 0 },
    { arbitrary: fc.tuple(parts({ body: brokenBody }), goodCaller, fc.constant('body' as const)), weight: op.body ? 3 : (op.method === 'GET' ? 0 : 1) },
  ];

  return fc.tuple(fc.oneof(...variants.filter((v) => v.weight > 0)), badToken).map(([[p, caller, broken], garbage]) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => p.pathValues[name] ?? 'x');
    // Header values must be bytes fetch can send: anything else is cut to printable ASCII.
    const headers: Record<string, string> = Object.fromEntries(Object.entries(p.headers).map(([k, v]) => [k, v.replace(/[^\t\x20-\x7e]/g, '')]));
    if (p.body.contentType) headers['content-type'] = p.body.contentType;
    if (caller === 'user') headers.authorization = `Bearer ${token()}`;
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

/** A short description for a failure message, with the body cut. */
export const describeRequest = (req: FuzzRequest) =>
  `${req.method} ${target(req)} [${req.broken} broken, caller ${req.caller}] headers=${JSON.stringify({ ...req.headers, authorization: req.headers.authorization?.slice(0, 30) })} body=${req.body?.slice(0, 300) ?? '(none)'}`;
