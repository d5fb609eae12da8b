// fast-check arbitraries from the JSON Schemas of /v1/openapi.json (OpenAPI 3.1, as zod writes
// them): `validValue` makes values a schema accepts, `invalidValue` values it refuses (a wrong
// type, a broken constraint, a missing or extra property somewhere inside). Only the keywords the
// app's document uses are read; an unknown one makes the value unconstrained, never a crash.
import fc, { type Arbitrary } from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

export type Resolve = (schema: JsonSchema) => JsonSchema;

/** Follows local $refs (#/components/schemas/X) of `doc`. */
export function resolver(doc: unknown): Resolve {
  const resolve: Resolve = (schema) => {
    if (!schema.$ref) return schema;
    const target = schema.$ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
    return resolve(target as JsonSchema);
  };
  return resolve;
}

/** Generated strings stay short: long ones only cost time, and the limits get their own cases. */
const LONGEST_STRING = 40;
const MOST_ITEMS = 4;

const typesOf = (s: JsonSchema): string[] => (s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);

function stringArb(s: JsonSchema): Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? LONGEST_STRING, LONGEST_STRING));
  if (s.pattern) {
    try {
      const max = s.maxLength ?? Infinity;
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= minLength && v.length <= max);
    } catch {
      // A pattern fast-check cannot read: any string of the right length.
    }
  }
  if (s.format === 'uuid') return fc.uuid();
  // Days and instants across the whole calendar PostgreSQL and the contract take (decision 221), not only this year's.
  if (s.format === 'date' || s.format === 'date-time') {
    return fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
      .map((d) => (s.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
  }
  if (s.format === 'email') return fc.emailAddress().filter((v) => v.length <= (s.maxLength ?? 254));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function integerArb(s: JsonSchema): Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
  // No maximum: up to what JSON carries exactly, past the database's integers.
  const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? Number.MAX_SAFE_INTEGER);
  // A bounded range is drawn whole; filtering any safe integer into it would loop for ever on a
  // narrow one (1..100 000 000 is one value in ninety million).
  const whole = max - min <= 2 ** 31 - 1 ? fc.integer({ min, max }) : fc.maxSafeInteger().filter((v) => v >= min && v <= max);
  const wide = fc.oneof(fc.integer({ min, max: Math.min(max, min + 1_000_000) }), whole);
  // Small values first: ids, quantities and pages live there.
  return fc.oneof({ arbitrary: fc.integer({ min, max: Math.min(max, min + 20) }), weight: 3 }, { arbitrary: wide, weight: 1 });
}

function numberArb(s: JsonSchema): Arbitrary<number> {
  const min = s.exclusiveMinimum ?? s.minimum ?? -1e6;
  const max = s.exclusiveMaximum ?? s.maximum ?? 1e6;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: s.exclusiveMinimum !== undefined, maxExcluded: s.exclusiveMaximum !== undefined });
}

function objectArb(s: JsonSchema, resolve: Resolve): Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  if (Object.keys(props).length === 0) {
    return s.additionalProperties === false ? fc.constant({}) : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
  }
  const model = Object.fromEntries(Object.entries(props).map(([key, sub]) => [key, validValue(sub, resolve)]));
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((key) => key in props) }) as Arbitrary<Record<string, unknown>>;
}

/** Values the schema accepts. */
export function validValue(schema: JsonSchema, resolve: Resolve): Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf ?? s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf)!.map((sub) => validValue(sub, resolve)));
  if (s.allOf) {
    const parts = s.allOf.map(resolve);
    return objectArb({ properties: Object.assign({}, ...parts.map((p) => p.properties)), required: parts.flatMap((p) => p.required ?? []) }, resolve);
  }
  const types = typesOf(s);
  if (types.length === 0) return s.properties ? objectArb(s, resolve) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type): Arbitrary<unknown> => {
    switch (type) {
      case 'string': return stringArb(s);
      case 'integer': return integerArb(s);
      case 'number': return numberArb(s);
      case 'boolean': return fc.boolean();
      case 'null': return fc.constant(null);
      case 'array': return fc.array(s.items ? validValue(s.items, resolve) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? MOST_ITEMS, MOST_ITEMS)),
      });
      case 'object': return objectArb(s, resolve);
      default: return fc.jsonValue({ maxDepth: 1 });
    }
  }));
}

/** Any JSON value, with the awkward ones a parser or a database meets badly more often. */
export const awkwardValue: Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'null', 'true', '\u0000', '%', '../..', '\u202e', "'; select 1; --", '💥', 'a'.repeat(300)),
  fc.constantFrom(0, -1, -0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e21, -1e21),
  fc.constantFrom(null, true, false, [], {}, [null], { '': null }, JSON.parse('{"__proto__":{"polluted":true}}') as unknown, { constructor: 'x' }),
  fc.string({ maxLength: 30, unit: 'binary' }),
);

function brokenString(s: JsonSchema): Arbitrary<unknown>[] {
  const out: Arbitrary<unknown>[] = [];
  if (s.minLength !== undefined && s.minLength > 0) out.push(fc.string({ maxLength: s.minLength - 1 }));
  if (s.maxLength !== undefined) out.push(fc.constant('x'.repeat(s.maxLength + 1)));
  if (s.pattern || s.format || s.enum) out.push(fc.string({ maxLength: 12 }));
  return out;
}

function brokenNumber(s: JsonSchema): Arbitrary<unknown>[] {
  const out: Arbitrary<unknown>[] = [fc.constantFrom('1', 1.5, -1, 0, 2 ** 31, 2 ** 53 + 2, 1e300)];
  if (s.exclusiveMinimum !== undefined) out.push(fc.constant(s.exclusiveMinimum));
  if (s.minimum !== undefined) out.push(fc.constant(s.minimum - 1));
  if (s.maximum !== undefined) out.push(fc.constant(s.maximum + 1));
  return out;
}

function brokenObject(s: JsonSchema, resolve: Resolve, depth: number): Arbitrary<unknown>[] {
  const props = Object.entries(s.properties ?? {});
  if (props.length === 0) return [];
  const valid = objectArb(s, resolve);
  const out: Arbitrary<unknown>[] = [
    // One property (required or not) given a value its schema refuses.
    fc.tuple(valid, fc.constantFrom(...props)).chain(([value, [key, sub]]) =>
      invalidValue(sub, resolve, depth + 1).map((bad) => ({ ...value, [key]: bad }))),
    // An unknown property next to valid ones.
    valid.map((value) => ({ ...value, unexpected: 'x' })),
  ];
  const required = s.required ?? [];
  if (required.length > 0) {
    out.push(fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
      const copy = { ...value };
      delete copy[key];
      return copy;
    }));
  }
  return out;
}

/** Values the schema refuses (mostly: a union may happen to accept a "wrong" one, and that is fine). */
export function invalidValue(schema: JsonSchema, resolve: Resolve, depth = 0): Arbitrary<unknown> {
  const s = resolve(schema);
  const types = typesOf(s);
  const options: Arbitrary<unknown>[] = [awkwardValue];
  if (depth < 3) {
    if (types.includes('string')) options.push(...brokenString(s));
    if (types.includes('integer') || types.includes('number')) options.push(...brokenNumber(s));
    if (types.includes('object') || (types.length === 0 && s.properties)) options.push(...brokenObject(s, resolve, depth));
    if (types.includes('array') && s.items) {
      options.push(fc.array(invalidValue(s.items, resolve, depth + 1), { minLength: 1, maxLength: 3 }));
      if (s.maxItems !== undefined) options.push(fc.array(validValue(s.items, resolve), { minLength: s.maxItems + 1, maxLength: s.maxItems + 1 }));
    }
    for (const sub of s.anyOf ?? s.oneOf ?? []) options.push(invalidValue(sub, resolve, depth + 1));
  }
  return fc.oneof(...options);
}
