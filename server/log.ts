// Structured JSON logs (pino): one line per event, easy to grep and to ship.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string = 'info'): Logger {
  return pino({ level, base: { app: 'raggio' }, timestamp: pino.stdTimeFunctions.isoTime });
}
