// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    connectionRate?: number;
    requests?: { path?: string; setupRequest?: (request: { path: string }) => { path: string } }[];
  }
  interface Result {
    requests: { total: number; average: number };
    duration: number;
    errors: number;
    timeouts: number;
  }
  type Instance = EventEmitter & PromiseLike<Result> & { stop(): void };
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
