// How long PGlite's transactions held its one connection during a bench round, read from the
// server's /metrics (raggio_pglite_connection_seconds, raggio_pglite_transactions; docs/performance.md).

export interface ConnectionClock {
  at: number;
  transactions: number;
  held: number;
  running: number;
}

function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

/** The totals now; NaN where the server has no thread (PostgreSQL, PGlite in the main thread). */
export async function readConnectionClock(origin: string): Promise<ConnectionClock> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  return {
    at: performance.now(),
    transactions: valueOf(text, 'raggio_pglite_transactions'),
    held: valueOf(text, 'raggio_pglite_connection_seconds{use="held"}'),
    running: valueOf(text, 'raggio_pglite_connection_seconds{use="running"}'),
  };
}

/** One line for the bench's notes: the share of the round transactions held the connection. */
export function connectionHoldNote(before: ConnectionClock, after: ConnectionClock): string | undefined {
  const transactions = after.transactions - before.transactions;
  if (!Number.isFinite(transactions) || transactions <= 0) return undefined;
  const round = (after.at - before.at) / 1000;
  const held = after.held - before.held;
  const running = after.running - before.running;
  const pct = (seconds: number) => `${((100 * seconds) / round).toFixed(1)} %`;
  return `PGlite's connection: ${transactions} transactions held it ${pct(held)} of the round `
    + `(mean ${((1000 * held) / transactions).toFixed(2)} ms each); statements ran on it ${pct(running)} of the round, in transactions or not.`;
}
