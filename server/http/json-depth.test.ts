import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { MAX_JSON_DEPTH } from './body-limits.js';
import { errorHandler } from './error-handler.js';
import { jsonDepthLimit, nestsDeeperThan } from './json-depth.js';

/** `depth` arrays and objects nested in turn, with a value at the bottom. */
const nested = (depth: number) => {
  let text = '1';
  for (let i = 0; i < depth; i += 1) text = i % 2 === 0 ? `[${text}]` : `{"k":${text}}`;
  return text;
};

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, the outermost one included, and stops counting what closed', () => {
    expect(nestsDeeperThan('1', 0)).toBe(false);
    expect(nestsDeeperThan('[]', 0)).toBe(true);
    expect(nestsDeeperThan('{}', 1)).toBe(false);
    expect(nestsDeeperThan('[{}]', 1)).toBe(true);
    // Siblings are not deeper than one of them.
    expect(nestsDeeperThan('[[1],[2],{"a":[3]},[[4]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[1],[2],{"a":[3]},[[[4]]]]', 3)).toBe(true);
  });

  it('takes a body exactly at the limit and refuses one level more', () => {
    expect(JSON.parse(nested(MAX_JSON_DEPTH))).toBeDefined();
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"a":[${nested(MAX_JSON_DEPTH - 2)}],"b":"x"}`, MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(`{"a":[${nested(MAX_JSON_DEPTH - 1)}],"b":"x"}`, MAX_JSON_DEPTH)).toBe(true);
  });

  it('does not count brackets inside strings, keys or values', () => {
    const brackets = '[[[[[{{{{{'.repeat(10);
    const text = JSON.stringify({ [brackets]: brackets, list: [brackets, { deeper: brackets }] });
    expect(nestsDeeperThan(text, 3)).toBe(false);
    expect(nestsDeeperThan(text, 2)).toBe(true);
    // Closing brackets in a string do not hide the real ones either.
    expect(nestsDeeperThan(`[[${JSON.stringify(']]]]]]]]]]')},[[1]]]]`, 3)).toBe(true);
  });

  it('honours escapes: an escaped quote does not end the string, an escaped backslash does not escape the quote after it', () => {
    // "a\"[[[[" is one string: its brackets do not count.
    expect(nestsDeeperThan(String.raw`["a\"[[[[", 1]`, 1)).toBe(false);
    // "a\\" ends at its second quote: the brackets after it count.
    expect(nestsDeeperThan(String.raw`["a\\", [[[1]]]]`, 3)).toBe(true);
    expect(nestsDeeperThan(String.raw`["a\\\"[[[", [1]]`, 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\"[[[[[', '"', '\\', { a: '\\\\"]]]' }]), 2)).toBe(false);
    expect(nestsDeeperThan(String.raw`["\u0022[[[[[", 1]`, 1)).toBe(false);
  });

  it('stops at the first bracket past the limit: a 64 KB body of brackets costs a few dozen of its characters', () => {
    const attack = '['.repeat(64 * 1024);
    // A scan that read the whole body each time would read 655 million characters (seconds).
    const started = performance.now();
    let refused = 0;
    for (let i = 0; i < 10_000; i += 1) if (nestsDeeperThan(attack, MAX_JSON_DEPTH)) refused += 1;
    expect(refused).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('answers for text that is not JSON without failing (the parser refuses it after)', () => {
    expect(nestsDeeperThan('"unterminated [[[[[[', 2)).toBe(false);
    expect(nestsDeeperThan(']]]]', 2)).toBe(false);
    expect(nestsDeeperThan('\\', 2)).toBe(false);
  });
});

describe('jsonDepthLimit', () => {
  function app() {
    const reached: string[] = [];
    const hono = new Hono();
    hono.onError(errorHandler(createLogger('silent')));
    hono.use('*', jsonDepthLimit());
    // The route still reads the body, as it came.
    hono.all('*', async (c) => { reached.push(await c.req.text()); return c.json({ ok: true }); });
    return { hono, reached };
  }
  const send = (body: string, type = 'application/json', method = 'POST') => ({ method, headers: { 'content-type': type }, body });

  it('refuses a JSON body nested too deep with 400 JSON_TOO_DEEP, before the route', async () => {
    const { hono, reached } = app();
    for (const [type, method] of [['application/json', 'POST'], ['application/json; charset=utf-8', 'PATCH'], ['application/merge-patch+json', 'PUT'], ['APPLICATION/JSON', 'DELETE']] as const) {
      const answer = await hono.request('/v1/checkout/ss/carts', send('['.repeat(7_000) + ']'.repeat(7_000), type, method));
      expect(answer.status, `${method} ${type}`).toBe(400);
      expect(await answer.json()).toEqual({ code: 'JSON_TOO_DEEP', message: `JSON bodies may nest arrays and objects at most ${MAX_JSON_DEPTH} deep`, statusCode: 400 });
    }
    expect(reached).toEqual([]);
  });

  it('passes a body at the limit on, unchanged, and leaves bodies that are not JSON to their calls', async () => {
    const { hono, reached } = app();
    const atLimit = nested(MAX_JSON_DEPTH);
    expect((await hono.request('/v1/things', send(atLimit))).status).toBe(200);
    const csv = '[[[[[[[[[['.repeat(10);
    expect((await hono.request('/v1/admin/catalogue/csv/dry-run', send(csv, 'text/csv'))).status).toBe(200);
    expect((await hono.request('/v1/things?q=[[[[', { method: 'GET' })).status).toBe(200);
    expect(reached).toEqual([atLimit, csv, '']);
  });
});
