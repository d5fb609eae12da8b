// npm run dev: the API (restarting on change) and the Vite dev server together.
// Vite serves the PWA on :5173 and proxies /v1 and /img to the API on :8080.
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

const tasks: Task[] = [
  {
    label: 'api',
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'server/main.ts'],
    env: { PORT: '8080', DATA_DIR: process.env.DATA_DIR ?? './data' },
  },
  { label: 'web', command: bin('vite'), args: ['--port', '5173', '--strictPort'] },
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
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(
    () => process.exit(exitCode),
    () => process.exit(exitCode),
  );
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

console.log('[dev] API on http://localhost:8080, shop on http://localhost:5173 — Ctrl-C stops both');
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
