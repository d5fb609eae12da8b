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

// Days and instants across the whole calendar PostgreSQL and the contract take (decision 221), not
// only this year's: its first and last day and instant, and instants written with any offset the
// format has (±23:59), whose local time may sit in year 0000 or 10000 while the instant does not.
const FIRST = new Date('0001-01-01T00:00:00Z');
const LAST = new Date('9999-12-31T23:59:59.999Z');
const anyDate = fc.date({ min: FIRST, max: LAST, noInvalidDate: true });
const anyDay = anyDate.map((d) => d.toISOString().slice(0, 10));
const anyInstant = anyDate.map((d) => d.toISOString());
const EDGE_DAYS = ['0001-01-01', '9999-12-31', '2024-02-29', '2000-02-29'];
const EDGE_INSTANTS = ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '0001-01-01T01:00:00+01:00', '9999-12-31T18:59:59-05:00',
  '0001-01-01T23:59:00+23:59', '9999-12-31T00:00:59.999-23:59'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** An offset of ±HH:MM minutes east of UTC, as text. */
const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
/** The instant `d` as its local time at `minutes` east of UTC, with that offset; the local year may be 0000 or 10000. */
export function withOffset(d: Date, minutes: number): string {
  const local = new Date(d.getTime() + minutes * 60_000);
  const year = local.getUTCFullYear();
  const yearText = year < 0 || year > 9999 ? (year < 0 ? `-${pad(-year, 6)}` : `+${pad(year, 6)}`) : pad(year, 4);
  return `${yearText}${local.toISOString().replace(/^[+-]?\d+/, '').slice(0, -1)}${offsetText(minutes)}`;
}
const OFFSET_MINUTES = fc.oneof(fc.constantFrom(0, 60, -300, 23 * 60 + 59, -(23 * 60 + 59), 330, 765), fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }));
/** A valid instant written with an offset: only those whose local time is a year the format writes (four digits). */
const offsetInstant = fc.tuple(fc.oneof(anyDate, fc.constantFrom(FIRST, LAST)), OFFSET_MINUTES)
  .map(([d, minutes]) => withOffset(d, minutes)).filter((text) => /^\d{4}-/.test(text));
/**
 * Days and instants the contract refuses: year 0 (PostgreSQL has none), instants whose offset
 * moves them into year 0 or past 9999, days that do not exist.
 */
const BAD_DAYS = ['0000-01-01', '0000-06-01', '2026-02-31', '2025-02-29', '9999-12-32', '10000-01-01', '-0001-01-01'];
const BAD_INSTANTS = ['0000-06-01T00:00:00Z', '0000-01-01T00:00:00+01:00', '0001-01-01T00:00:00+01:00', '0001-01-01T00:00:00+23:59',
  '9999-12-31T23:59:59-05:00', '9999-12-31T23:59:59.999-00:01', '9999-12-31T23:59:59-23:59', '10000-01-01T00:00:00Z', '2026-02-31T00:00:00Z'];
/** An instant just outside the calendar, written with an offset that moves it there. */
const outsideInstant = fc.tuple(fc.constantFrom(FIRST, LAST), fc.integer({ min: 1, max: 23 * 60 + 59 }))
  .map(([edge, minutes]) => (edge === FIRST ? withOffset(new Date(FIRST.getTime() - 60_000), minutes) : withOffset(new Date(LAST.getTime() + 1), -minutes)))
  .filter((text) => /^\d{4}-/.test(text));

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
  if (s.format === 'date') return fc.oneof({ arbitrary: anyDay, weight: 3 }, { arbitrary: fc.constantFrom(...EDGE_DAYS), weight: 1 });
  if (s.format === 'date-time') return fc.oneof({ arbitrary: anyInstant, weight: 2 }, { arbitrary: offsetInstant, weight: 1 }, { arbitrary: fc.constantFrom(...EDGE_INSTANTS), weight: 1 });
  if (s.format === 'email') return fc.emailAddress().filter((v) => v.length <= (s.maxLength ?? 254));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/** The bounds of an integer schema, as the document writes them. */
const integerBounds = (s: JsonSchema) => ({
  min: s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : s.minimum,
  max: s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : s.maximum,
});

/**
 * Integers at the edges of what the schema and the database hold: PostgreSQL's integer (int4)
 * and one past it either way, 2^32, the largest integer JSON carries exactly and one past it, and
 * one past each of the schema's bounds; a refused one must be a 400, never the database's 500.
 */
export function integerEdges(s: JsonSchema): number[] {
  const { min, max } = integerBounds(s);
  const edges = [2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53)];
  if (min !== undefined) edges.push(min - 1);
  if (max !== undefined) edges.push(max + 1);
  return [...new Set(edges)];
}

function integerArb(s: JsonSchema): Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
  // No maximum: up to what JSON carries exactly, past the database's integers.
  const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? Number.MAX_SAFE_INTEGER);
  // A bounded range is drawn whole; filtering any safe integer into it would loop for ever on a
  // narrow one (1..100 000 000 is one value in ninety million).
  const whole = max - min <= 2 ** 31 - 1 ? fc.integer({ min, max }) : fc.maxSafeInteger().filter((v) => v >= min && v <= max);
  const wide = fc.oneof(fc.integer({ min, max: Math.min(max, min + 1_000_000) }), whole);
  // Small values first: ids, quantities and pages live there; the bounds themselves now and then.
  return fc.oneof({ arbitrary: fc.integer({ min, max: Math.min(max, min + 20) }), weight: 3 }, { arbitrary: wide, weight: 1 }, { arbitrary: fc.constantFrom(min, max), weight: 1 });
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
  if (s.format === 'date') out.push(fc.constantFrom(...BAD_DAYS));
  if (s.format === 'date-time') out.push(fc.constantFrom(...BAD_INSTANTS), outsideInstant);
  return out;
}

function brokenNumber(s: JsonSchema): Arbitrary<unknown>[] {
  const out: Arbitrary<unknown>[] = [fc.constantFrom('1', 1.5, -1, 0, 2 ** 31, 2 ** 53 + 2, 1e300)];
  if (s.exclusiveMinimum !== undefined) out.push(fc.constant(s.exclusiveMinimum));
  if (s.minimum !== undefined) out.push(fc.constant(s.minimum - 1));
  if (s.maximum !== undefined) out.push(fc.constant(s.maximum + 1));
  // The integer edges as often as all the above together: a field past int4 is the likeliest 500.
  if (typesOf(s).includes('integer')) out.push(...Array.from({ length: out.length }, () => fc.constantFrom(...integerEdges(s))));
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
  // An integer property at its edges (past int4, past its bounds): the likeliest way to a 500, drawn
  // as often as the other broken objects together.
  const integers = props.filter(([, sub]) => typesOf(resolve(sub)).includes('integer'));
  if (integers.length > 0) {
    const edge = fc.tuple(valid, fc.constantFrom(...integers)).chain(([value, [key, sub]]) =>
      fc.constantFrom(...integerEdges(resolve(sub))).map((bad) => ({ ...value, [key]: bad })));
    out.push(...Array.from({ length: out.length + 1 }, () => edge));
  }
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
