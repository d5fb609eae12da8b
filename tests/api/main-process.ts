// `server/main.ts` as `npm start` runs it, compiled (build/server/main.js, decision 208) and run
// by plain node, in a child process of the test: started on a data folder (PGlite under it, or DATABASE_URL), stopped with a signal, started again on the same
// data. Shared by the process suites (main, crash-kill, crash-drain).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface LogLine { msg?: string; [field: string]: unknown }

export interface MainProcess {
  child: ChildProcess;
  port: number;
  /** Its stdout, one parsed JSON log line each. */
  lines: LogLine[];
  /** The exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  url(path: string): string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export interface MainOptions {
  port: number;
  dataDir: string;
  /** More settings; DATABASE_URL here runs it on PostgreSQL. */
  env?: Record<string, string>;
}

export const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

/** Opening PGlite (recovery after a kill included), migrating and seeding on a busy machine. */
const START_MS = 180_000;

/** The compiled server (npm run build, or npm run build:server for the server alone). */
export const COMPILED_SERVER = 'build/server/main.js';

/** The compiled server's entry file; throws, saying what to run, when it was not built. */
export function compiledServer(): string {
  if (!existsSync(COMPILED_SERVER)) throw new Error(`${COMPILED_SERVER} is missing: run \`npm run build\` (or \`npm run build:server\`) first`);
  return COMPILED_SERVER;
}

/** Starts main.ts and resolves once it logs 'listening'; the built app is a missing folder. */
export function startMain({ port, dataDir, env = {} }: MainOptions): Promise<MainProcess> {
  const child = spawn(process.execPath, [compiledServer()], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info',
      DIST_DIR: join(dataDir, 'no-dist'), ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) {
        try { lines.push(JSON.parse(part) as LogLine); } catch { lines.push({ msg: part }); }
        if (lines.at(-1)?.msg === 'listening') resolve({ child, port, lines, exited, url, fetch: (path, init) => fetch(url(path), init) });
      }
    });
    void exited.then((code) => reject(new Error(`main.ts exited with ${code} before listening`)));
    // 'listening' is an info line: a LOG_LEVEL above info would leave this waiting for ever.
    setTimeout(() => reject(new Error(`main.ts not listening after ${START_MS} ms`)), START_MS).unref();
  });
}

/** Sends `signal` (SIGTERM: a clean stop) and resolves with the exit code. */
export async function stopMain(running: MainProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill(signal);
  return running.exited;
}
