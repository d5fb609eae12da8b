// Structured JSON logs (pino): one line per event, easy to grep and to ship.
import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Lines wait for this many bytes, or for the next flush tick, before one write(2) takes them all.
 * Small on purpose: sonic-boom measures its whole pending text again for every line it is given
 * (decision 188), so a longer wait costs each line more than the writes it saves.
 */
const BUFFER_BYTES = 1024;
const FLUSH_EVERY_MS = 250;

/**
 * Never written, wherever they turn up in a logged object: passwords, tokens, the Authorization
 * header, and the card or PayPal payloads a payment call carries.
 */
const REDACTED = [
  'password', 'newPassword', 'confirmedPass', 'token', 'authorization', 'card', 'payment_method', 'payer', 'payment_source',
  '*.password', '*.newPassword', '*.confirmedPass', '*.token', '*.authorization', '*.card', '*.payment_method', '*.payer', '*.payment_source',
  'headers.authorization', '*.headers.authorization', 'req.headers.authorization', 'err.config.headers.Authorization',
];

/**
 * Pino's ISO time, formatted once per millisecond: at thousands of request lines a second, a
 * Date and its toISOString per line were 5 % of a small answer's CPU (decision 163).
 */
function isoTimeByMillisecond(): () => string {
  let at = 0;
  let text = '';
  return () => {
    const now = Date.now();
    if (now !== at) {
      at = now;
      text = `,"time":"${new Date(now).toISOString()}"`;
    }
    return text;
  };
}

/** `destination`: where lines go instead of stdout (the tests read them). */
export function createLogger(level: string = 'info', destination?: pino.DestinationStream): Logger {
  const options = { level, base: { app: 'raggio' }, timestamp: isoTimeByMillisecond(), redact: { paths: REDACTED, censor: '[redacted]' } };
  if (destination) return pino(options, destination);
  if (level === 'silent') return pino(options);
  // One blocking write per request line cost about 8 % of a cached call's CPU (decision 088):
  // lines are buffered and written together, at most FLUSH_EVERY_MS late. The writes are blocking
  // ones: an asynchronous write hands each batch to libuv's thread pool, ~18 µs of CPU against
  // ~1.6 µs for write(2) itself (decision 188), and a stdout that cannot keep up then slows the
  // process rather than growing its memory.
  const stdout = pino.destination({ dest: 1, sync: true, minLength: BUFFER_BYTES });
  setInterval(() => stdout.flush(), FLUSH_EVERY_MS).unref();
  // Pino flushes a destination at exit only when its writes are asynchronous.
  process.once('exit', () => stdout.flushSync());
  return pino(options, stdout);
}
