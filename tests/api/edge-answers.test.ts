// Answers made before or beside the app's routes keep the API's promises: a body too large closes
// its connection and says so, headers too large get the error shape (decision 199).
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/error.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const port = () => Number(new URL(api.baseUrl).port);

function send(agent: Agent, method: string, path: string, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: port(), method, path, agent, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => { text += chunk.toString(); });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Writes raw bytes on a new connection and reads until the server closes it. */
function raw(bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port(), '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk) => { text += chunk.toString(); });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('edge answers', () => {
  it('a body over the limit answers 413 with Connection: close, and the client\'s next request on its keep-alive agent works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ id: 1, quantity: 1, padding: 'x'.repeat(300_000) });
      const refused = await send(agent, 'POST', '/v1/checkout/ss/carts', big);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(apiErrorSchema.strict().parse(JSON.parse(refused.body))).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', statusCode: 413 });
      const next = await send(agent, 'GET', '/v1/health');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('headers over Node\'s limit answer 431 in the error shape and close the connection', async () => {
    const answer = await raw(`GET /v1/shop HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/\r\nConnection: close/i);
    expect(head).toMatch(/\r\nContent-Type: application\/json/i);
    expect(apiErrorSchema.strict().parse(JSON.parse(body!))).toEqual({ code: 'HEADERS_TOO_LARGE', message: expect.any(String), statusCode: 431 });
  });

  it('a request that is not HTTP answers 400 in the error shape', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body!)).toMatchObject({ code: 'BAD_REQUEST', statusCode: 400 });
  });
});
