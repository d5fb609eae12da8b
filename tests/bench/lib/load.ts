// Loads one URL (or a rotating list of paths) with autocannon and measures every response's
// latency itself, in fractional milliseconds: autocannon's own histogram has whole-ms steps
// and no p95, and the fast calls here answer in well under a millisecond.
import autocannon from 'autocannon';
// Answers' bodies are not decoded into strings by the load generator (see the module).
import './autocannon-bodies.js';

export interface LoadOptions {
  origin: string;
  /** Paths sent in turn; each connection walks the list from a different place. */
  paths: string[];
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  /** Default GET; a POST sends `body` (with its content-type in `headers`) on every request. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Requests per second each connection sends at most (default: the next once answered). */
  connectionRate?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers outside 2xx/3xx, and connection errors or timeouts. */
  failures: number;
  total: number;
  /** Every answer's latency, sorted (for `combined`). */
  latencies: Float64Array;
  /** Requests answered, as autocannon counted them, in `seconds`. */
  requests: number;
  seconds: number;
  /** Answers by HTTP status (a load of refusals tells its 4xx from a 5xx). */
  statuses: Record<number, number>;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const fromLatencies = (sorted: Float64Array, requests: number, seconds: number, failures: number, statuses: Record<number, number>): LoadResult => ({
  requestsPerSecond: requests / (seconds || 1),
  p50: percentile(sorted, 50),
  p95: percentile(sorted, 95),
  p99: percentile(sorted, 99),
  failures,
  total: sorted.length,
  latencies: sorted,
  requests,
  seconds,
  statuses,
});

/** Several loads of the same calls as one: requests over the seconds of all, percentiles over all answers. */
export function combined(parts: LoadResult[]): LoadResult {
  const all = new Float64Array(parts.reduce((n, p) => n + p.latencies.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p.latencies, at);
    at += p.latencies.length;
  }
  const seconds = parts.reduce((sum, p) => sum + p.seconds, 0);
  const requests = parts.reduce((sum, p) => sum + p.requests, 0);
  const statuses: Record<number, number> = {};
  for (const p of parts) for (const [status, n] of Object.entries(p.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
  return fromLatencies(all.sort(), requests, seconds, parts.reduce((sum, p) => sum + p.failures, 0), statuses);
}

export async function load(opts: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let failures = 0;
  const instance = autocannon({
    url: opts.origin,
    connections: opts.connections ?? 10,
    duration: opts.seconds ?? 6,
    headers: opts.headers ?? {},
    ...(opts.method ? { method: opts.method } : {}),
    ...(opts.body !== undefined ? { body: opts.body } : {}),
    ...(opts.connectionRate !== undefined ? { connectionRate: opts.connectionRate } : {}),
    requests: [{
      setupRequest: (request: { path: string }) => {
        request.path = opts.paths[next++ % opts.paths.length]!;
        return request;
      },
    }],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode >= 400) failures++;
  });
  const result = await instance;
  return fromLatencies(Float64Array.from(times).sort(), result.requests.total, result.duration, failures + result.errors + result.timeouts, statuses);
}
