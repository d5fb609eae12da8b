// Renders for the warm-up in a child process at the lowest CPU priority (nice 19), so drawing the
// catalogue's pictures ahead of time never takes CPU from a shopper's request or a page render:
// in-process, a render already started ran at the server's own priority for up to 800 ms
// (docs/decisions/087-rendition-warm-up.md, "Amended").
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ImageFormat, renderImage } from './render.js';

type Source = Parameters<typeof renderImage>[0];

export interface RenderRequest {
  id: number;
  source: Source;
  width: number;
  format: ImageFormat;
}
export type RenderReply = { id: number; data: Uint8Array } | { id: number; error: string };

const LOWEST_PRIORITY = 19;
// Compiled (npm start, decision 208) the child is JavaScript beside this file, run by plain node;
// run as TypeScript (tests, dev tools) it is TypeScript and needs tsx's loader.
const compiled = import.meta.url.endsWith('.js');
const workerFile = fileURLToPath(new URL(compiled ? './background-render-process.js' : './background-render-process.ts', import.meta.url));

export interface BackgroundRenderer {
  render: typeof renderImage;
  /** The child's process id (tests read its priority). */
  readonly pid: number | undefined;
  close(): void;
}

/** Starts the child process; `render` has renderImage's signature, so Renditions takes it as is. */
export function startBackgroundRenderer(): BackgroundRenderer {
  // A TypeScript parent started with tsx passes its loader on; a test runner's worker may not have one.
  const execArgv = compiled ? process.execArgv : process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : ['--import', 'tsx'];
  const child: ChildProcess = fork(workerFile, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    if (child.pid !== undefined) setPriority(child.pid, LOWEST_PRIORITY);
  } catch {
    // Not allowed here (some containers): it still renders, only at normal priority.
  }
  const pending = new Map<number, { resolve: (data: Buffer) => void; reject: (err: Error) => void }>();
  let nextId = 0;
  const failAll = (reason: string) => {
    for (const { reject } of pending.values()) reject(new Error(reason));
    pending.clear();
  };
  child.on('message', (reply: RenderReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength));
  });
  child.on('exit', (code) => failAll(`background renderer exited (${code})`));
  return {
    pid: child.pid,
    render(source, width, format) {
      return new Promise<Buffer>((resolve, reject) => {
        if (!child.connected) return reject(new Error('background renderer is not running'));
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ id, source, width, format } satisfies RenderRequest);
      });
    },
    close() {
      if (child.connected) child.disconnect();
      child.kill();
    },
  };
}
