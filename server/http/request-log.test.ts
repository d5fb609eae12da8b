import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { registry } from '../ops/metrics.js';
import { requestRecord } from './request-log.js';

function app() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>); done(); } });
  const hono = new Hono();
  hono.use('*', requestRecord(createLogger('info', sink)));
  hono.get('/v1/articles/:slug', (c) => c.json({ id: c.get('requestId') }));
  return { hono, lines };
}
const waitForLines = () => new Promise((resolve) => setImmediate(resolve));

describe('requestRecord', () => {
  it('writes one line per request with method, path without its query, status, ms, its id and the requester', async () => {
    const { hono, lines } = app();
    const answer = await hono.request('/v1/articles/ruota-42?lang=en', { headers: { 'x-requester': 'raggio-pwa', 'x-request-id': 'proxy-id-12345' } });
    await waitForLines();
    expect(await answer.json()).toEqual({ id: 'proxy-id-12345' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/v1/articles/ruota-42', status: 200, reqId: 'proxy-id-12345', requester: 'raggio-pwa' });
    expect(typeof lines[0]!.ms).toBe('number');
  });

  it('makes an id of its own when the caller gives none or a malformed one', async () => {
    const { hono, lines } = app();
    await hono.request('/v1/articles/a', { headers: { 'x-request-id': 'bad id <script>' } });
    await waitForLines();
    expect(lines[0]!.reqId).not.toBe('bad id <script>');
    expect(lines[0]!.reqId).toMatch(/^[\w.:-]{8,128}$/);
  });

  it('counts the request in the metrics under its route pattern, never the raw path', async () => {
    const { hono } = app();
    await hono.request('/v1/articles/some-unique-slug-31337');
    // This counter alone: the suites share one registry (no isolation), where other files' gauges
    // read databases already closed.
    const metrics = await registry.getSingleMetricAsString('raggio_http_requests_total');
    expect(metrics).toMatch(/raggio_http_requests_total\{method="GET",route="\/v1\/articles\/:slug",status="200"\} \d+/);
    expect(metrics).not.toContain('some-unique-slug-31337');
  });
});
