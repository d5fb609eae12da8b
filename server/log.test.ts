// The process's own log on stdout: lines are batched (server/log.ts), and none may be lost when
// the process ends before a batch fills.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOG_MODULE = fileURLToPath(new URL('./log.ts', import.meta.url));

/** Runs `body` in a fresh Node process with `log` made by createLogger('info'); its stdout lines, parsed. */
function logOf(body: string): Promise<{ msg: string }[]> {
  const script = `import { createLogger } from ${JSON.stringify(LOG_MODULE)}; const log = createLogger('info'); ${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => { out += chunk; });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve(out.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string })));
  });
}

describe('the process log', () => {
  it('writes the lines still waiting in its batch when the process exits', async () => {
    const lines = await logOf(`log.info('first'); log.warn('second'); process.exit(0);`);
    expect(lines.map((line) => line.msg)).toEqual(['first', 'second']);
  });

  it('writes a lone line within its flush interval, while the process runs on', async () => {
    // The child keeps running for 2 s and is killed: only a flush while it runs can write the line.
    const lines = await logOf(`log.info('alone'); setTimeout(() => process.kill(process.pid, 'SIGKILL'), 2000);`);
    expect(lines.map((line) => line.msg)).toEqual(['alone']);
  });
});
