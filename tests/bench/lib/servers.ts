// The servers a bench loads: the real API (`server/main.ts` compiled, as `npm start` runs it, minus the
// PWA build) and a bare node:http baseline, each in its own process so neither shares an event
// loop with autocannon. Both listen on 127.0.0.1 on a free port.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILED_SERVER } from '../../api/main-process.js';

export interface RunningServer {
  origin: string;
  /** The server's process (a module may read its memory from /proc). */
  pid?: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Resolves once `url` answers as `ready` says (default: a 2xx). */
async function waitFor(url: string, child: ChildProcess, timeoutMs: number, ready = (res: Response) => res.ok): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering ${url}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (ready(res)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

/** The bare node:http baseline: "hello" as plain text to every request. */
export const startBaseline = (): Promise<RunningServer> =>
  startReplay({ status: 200, headers: [['Content-Type', 'text/plain']], body: Buffer.from('hello') });

/** An answer as a server sent it: status, headers and bytes, still encoded. */
export interface RecordedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Headers of the connection, not of the answer: the replaying server sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** What `origin` answers to GET `path` with `headers`, as sent (node:http, which decodes nothing). */
export async function recordAnswer(origin: string, path: string, headers: Record<string, string> = {}): Promise<RecordedAnswer> {
  const res = await new Promise<IncomingMessage>((resolve, reject) => get(`${origin}${path}`, { headers }, resolve).on('error', reject));
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const pairs: [string, string][] = [];
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i]!;
    if (!HOP_BY_HOP.has(name.toLowerCase())) pairs.push([name, res.rawHeaders[i + 1]!]);
  }
  return { status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) };
}

interface Readiness {
  /** Asked until it answers (default: the origin itself). */
  path?: string;
  timeoutMs: number;
  ready?: (res: Response) => boolean;
}

/** `node args…` on a free port of 127.0.0.1 (its PORT), resolved once it answers as `readiness` says. */
async function startNodeServer(args: string[], env: Record<string, string>, readiness: Readiness): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}${readiness.path ?? ''}`, child, readiness.timeoutMs, readiness.ready);
  return { origin, ...(child.pid !== undefined ? { pid: child.pid } : {}), stop: stopper(child) };
}

const REPLAY = `const fs = require('node:fs');
const answer = JSON.parse(fs.readFileSync(process.env.ANSWER, 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const headers = [...answer.headers.flat(), 'Content-Length', String(body.length)];
require('node:http').createServer((req, res) => { res.writeHead(answer.status, headers); res.end(body); })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));`;

/**
 * A bare node:http server sending `answer` to every request: what an answer of that size and those
 * headers costs Node and the socket, whatever code makes it (the bench's "same answer" column).
 */
export async function startReplay(answer: RecordedAnswer): Promise<RunningServer> {
  const dir = await mkdtemp(join(tmpdir(), 'raggio-replay-'));
  const file = join(dir, 'answer.json');
  await writeFile(file, JSON.stringify({ status: answer.status, headers: answer.headers, body: answer.body.toString('base64') }));
  // Any answer will do: the reference row's is a 404.
  const server = await startNodeServer(['-e', REPLAY], { ANSWER: file }, { timeoutMs: 10_000, ready: () => true });
  return { origin: server.origin, stop: async () => { await server.stop(); await rm(dir, { recursive: true, force: true }); } };
}

/**
 * The reference row's floor: Hono with only the shop's answer headers and request log, answering
 * the shop's 404 (stack-floor.ts). No change to the shop's own layers can take the row past it.
 */
export const startStackFloor = (logLevel: string): Promise<RunningServer> =>
  startNodeServer(['--import', 'tsx', 'tests/bench/lib/stack-floor.ts'], { LOG_LEVEL: logLevel }, { timeoutMs: 30_000 });

let compiled = false;
/** Compiles the server from the checkout's source, once per bench run: the bench measures this code. */
function compiledServer(): string {
  if (!compiled) {
    console.error('[bench] compiling the server (npm run build:server)…');
    execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
    compiled = true;
  }
  return COMPILED_SERVER;
}

/** The real server on `dataDir` (or on PostgreSQL at `databaseUrl`), with the catalogue already seeded there. */
export function startApi(dataDir: string, logLevel: string, databaseUrl = '', env: Record<string, string> = {}): Promise<RunningServer> {
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: a profile of the server
  // under the bench's load (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The compiled server, as `npm start` runs it (decision 208); BENCH_SERVER=source runs
  // server/main.ts through tsx's loader instead, to compare the two on one checkout.
  const entry = process.env.BENCH_SERVER === 'source' ? ['--import', 'tsx', 'server/main.ts'] : [compiledServer()];
  return startNodeServer([...nodeArgs, ...entry], {
    HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: logLevel, DATABASE_URL: databaseUrl,
    // A benchmark is one client address by design: its load is not a flood to refuse.
    WRITE_RATE_PER_CLIENT: '1000000', WRITE_RATE_PER_ACCOUNT: '1000000', ...env,
  }, { path: '/v1/health', timeoutMs: 120_000 });
}

/**
 * Waits until the server has drawn every picture rendition ahead of shoppers (GET /v1/health
 * `renditions`, decision 087): audits taken meanwhile would measure that work too. The bench
 * data folders are kept between runs, so only a first run waits (several minutes). Resolves with
 * the seconds waited.
 */
export async function waitForRenditions(origin: string, timeoutMs = 30 * 60_000): Promise<number> {
  const started = Date.now();
  let said = false;
  while (Date.now() - started < timeoutMs) {
    const health = (await (await fetch(`${origin}/v1/health`)).json()) as { renditions?: string };
    if (health.renditions !== 'warming') return Math.round((Date.now() - started) / 1000);
    if (!said) {
      console.error('[bench] waiting for the picture renditions to be drawn (first run on this data folder)…');
      said = true;
    }
    await new Promise((r) => setTimeout(r, 2_000));
  }
  throw new Error(`renditions still warming after ${timeoutMs} ms`);
}
