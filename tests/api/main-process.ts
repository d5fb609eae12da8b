// `server/main.ts` as `npm start` runs it, in a child process: started with the settings a test
// gives, its JSON log lines collected, reached over HTTP on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface MainProcess {
  child: ChildProcess;
  port: number;
  /** The log lines so far (JSON parsed; other output as { msg }). */
  lines: { msg?: string }[];
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** `http://127.0.0.1:PORT` + path. */
  url(path: string): string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

/**
 * Starts main.ts with `env` over the test's own environment (PORT and HOST are set here) and
 * resolves once it logs 'listening'; rejects if it exits first.
 */
export async function startMain(env: Record<string, string>): Promise<MainProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: MainProcess['lines'] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  const running: MainProcess = { child, port, lines, exited, url, fetch: (path, init) => fetch(url(path), init) };
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) {
        try { lines.push(JSON.parse(part) as { msg?: string }); } catch { lines.push({ msg: part }); }
        if (lines.at(-1)?.msg === 'listening') resolve(running);
      }
    });
    void exited.then((code) => reject(new Error(`main.ts exited with ${code} before listening`)));
  });
}

/** SIGTERM, then the exit code (0 after a clean shutdown). */
export async function stopMain(running: MainProcess): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode;
  running.child.kill('SIGTERM');
  return running.exited;
}
