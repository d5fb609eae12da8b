// The server's settings, read once from the environment and checked, so a typo fails at start.
import { join, resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// URL').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Origin used in canonical and alternate links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  DIST_DIR: z.string().min(1).default('./dist'),
  /**
   * Draw every picture rendition ahead of shoppers after start (decision 087). Off for a node that
   * shares its image cache with another, or a benchmark of the API alone.
   */
  WARM_RENDITIONS: z.enum(['on', 'off']).default('on'),
  /** Outgoing mail server (smtp:// or smtps://, credentials in the URL); unset: the file outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional(),
  /** The sender of the shop's mail. */
  MAIL_FROM: z.string().min(3).default('Raggio <noreply@raggiocicli.it>'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Without a trailing slash. */
  publicUrl: string;
  distDir: string;
  warmRenditions: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where mail goes when there is no SMTP server: DATA_DIR/outbox. */
  outboxDir: string;
}

/** Reads the environment; throws with every invalid variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as a shell's `VAR=` usually means.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    distDir: resolve(e.DIST_DIR),
    warmRenditions: e.WARM_RENDITIONS === 'on',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: join(resolve(e.DATA_DIR), 'outbox'),
  };
}
