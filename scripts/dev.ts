// npm run dev: the API (restarting on change) and the Vite dev server together.
// Vite serves the PWA on :5173 and proxies /v1 and /img to the API on :8080 (API_PORT).
// Ctrl-C (or either process ending) stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

interface Task {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const apiPort = process.env.API_PORT ?? '8080';

const tasks: Task[] = [
  {
    label: 'api',
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'server/main.ts'],
    env: { PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? './data' },
  },
  {
    label: 'web',
    command: bin('vite'),
    args: ['--port', process.env.WEB_PORT ?? '5173', '--strictPort'],
    // vite.config.ts proxies /v1 and /img to API_URL.
    env: { API_URL: `http://localhost:${apiPort}` },
  },
];

const children: ChildProcess[] = [];
let stopping = false;

function prefixLines(stream: NodeJS.ReadableStream | null, label: string, out: NodeJS.WriteStream) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
}

function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // A child that ignores SIGTERM must not keep the terminal hostage.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 5_000).unref();
  const exits = children
    .filter((child) => child.exitCode === null)
    .map((child) => new Promise((done) => child.once('exit', done)));
  void Promise.all(exits).then(() => process.exit(exitCode));
}

for (const task of tasks) {
  const child = spawn(task.command, task.args, {
    cwd: root,
    env: { ...process.env, ...task.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, task.label, process.stdout);
  prefixLines(child.stderr, task.label, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${task.label}] stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

console.log(`[dev] API on :${apiPort}, shop on http://localhost:${process.env.WEB_PORT ?? 5173} — Ctrl-C stops both`);
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
