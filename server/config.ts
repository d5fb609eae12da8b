// The server's settings, read once from the environment and checked, so a typo fails at start.
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { BankAccount } from '../contract/orders.js';
import type { InvoiceSeller } from '../contract/invoices.js';
import { bankEnvSchema, bankSettings } from './bank-settings.js';
import { invoicingEnvSchema } from './invoice-settings.js';
import { paymentEnvSchema, paymentSettings, type PaymentSettings } from './payments/settings.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// URL').optional(),
  /**
   * Seed the demo catalogue into an empty database at start. Default: on for the embedded database
   * (a newcomer's first start), off on DATABASE_URL, a shop's own (decision 209).
   */
  SEED_DEMO: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /**
   * The shop's public origin: canonical and alternate links, links in mail, and the payment pages'
   * return addresses. Unset: http://localhost:PORT for links, and the payment pages return to the
   * origin the shopper paid from (decision 191).
   */
  PUBLIC_URL: z.url().optional(),
  DIST_DIR: z.string().min(1).default('./dist'),
  /**
   * The previous build, kept by `npm run build`: its /assets/* are still served after a deploy, so a
   * tab of that version loads the pages it has not opened yet (decision 202). Default: DIST_DIR
   * with `-previous` appended.
   */
  PREVIOUS_DIST_DIR: z.string().min(1).optional(),
  /**
   * Draw every picture rendition ahead of shoppers after start (decision 087). Off for a node that
   * shares its image cache with another, or a benchmark of the API alone.
   */
  WARM_RENDITIONS: z.enum(['on', 'off']).default('on'),
  /** Outgoing mail server (smtp:// or smtps://, credentials in the URL); unset: the file outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional(),
  /** The sender of the shop's mail. */
  MAIL_FROM: z.string().min(3).default('Raggio <noreply@raggiocicli.it>'),
  /**
   * Key that signs sign-in tokens (HS256), at least 32 characters; the same on every process.
   * Unset: a random key made once and kept in the database (decision 098).
   */
  AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** How long a sign-in lasts, in seconds; fixed, not renewed by use (decision 098). */
  AUTH_TOKEN_TTL: z.coerce.number().int().min(60).max(365 * 86_400).default(30 * 86_400),
  /** Sign-up attempts per e-mail address, and sign-in's wrong passwords per e-mail from one client address, in AUTH_RATE_WINDOW (decisions 099, 197). */
  AUTH_RATE_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Sign-in and sign-up attempts allowed per client address in AUTH_RATE_WINDOW (decision 099). */
  AUTH_RATE_PER_CLIENT: z.coerce.number().int().min(1).default(30),
  /** The rate limits' window, in seconds. */
  AUTH_RATE_WINDOW: z.coerce.number().int().min(1).default(15 * 60),
  /** Support-form messages allowed per e-mail address, and per client address, in an hour. */
  SUPPORT_RATE_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  SUPPORT_RATE_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  /** Password-recovery requests allowed per e-mail address in RECOVERY_RATE_WINDOW (decision 102). */
  RECOVERY_RATE_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  /** Password-recovery requests allowed per client address in RECOVERY_RATE_WINDOW. */
  RECOVERY_RATE_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  /** The recovery limits' window, in seconds. */
  RECOVERY_RATE_WINDOW: z.coerce.number().int().min(1).default(60 * 60),
  /**
   * How long a recovery link works, in seconds (decision 102). 0 makes every link expired on
   * arrival: the tests' way to see an expired link without waiting.
   */
  RECOVERY_LINK_TTL: z.coerce.number().int().min(0).max(7 * 86_400).default(60 * 60),
  /** Newsletter sign-ups (each may mail a confirmation) per e-mail address, and per client address, in an hour. */
  SUBS_RATE_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  SUBS_RATE_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  /**
   * Write calls (POST, PUT, PATCH, DELETE) allowed per client address, and per signed-in account,
   * in WRITE_RATE_WINDOW seconds, per process (decision 151). Reads are not limited.
   */
  WRITE_RATE_PER_CLIENT: z.coerce.number().int().min(1).default(240),
  WRITE_RATE_PER_ACCOUNT: z.coerce.number().int().min(1).default(60),
  /**
   * The same for a staff member, counted per member and not per address: shipping a morning's
   * orders at once is one call per order (docs/decisions/258-staff-write-limit.md).
   */
  STAFF_WRITE_RATE_PER_ACCOUNT: z.coerce.number().int().min(1).default(600),
  WRITE_RATE_WINDOW: z.coerce.number().int().min(1).default(60),
  /**
   * API calls and page renders a process runs at once; later ones wait their turn in arrival
   * order (decision 171). PGlite runs one query at a time: a few in flight keep it busy.
   */
  MAX_ACTIVE_REQUESTS: z.coerce.number().int().min(1).default(8),
  /** GET /metrics answers a scraper that sends `Authorization: Bearer <METRICS_TOKEN>` (decision 152). */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** 'on': GET /metrics answers anyone (a private network where the scraper sends no token). */
  METRICS_PUBLIC: z.enum(['on', 'off']).default('off'),
  /**
   * Take the client's address from X-Forwarded-For's last entry (set 'on' only behind a proxy
   * that appends it); otherwise the connection's own address.
   */
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  /** Analytics events taken in per second by a process; past it batches wait their turn (decision 158). */
  MCTG_INTAKE_RATE: z.coerce.number().int().min(1).default(1_000),
  /** Days the raw analytics events are kept; the daily roll-up is kept for good (decision 157). */
  MCTG_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
}).extend(paymentEnvSchema.shape).extend(bankEnvSchema.shape).extend(invoicingEnvSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seed the demo catalogue into an empty database at start (decision 209). */
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Without a trailing slash. */
  publicUrl: string;
  /** PUBLIC_URL was set: the payment pages return there too, not to the request's origin (decision 191). */
  publicUrlFixed: boolean;
  distDir: string;
  previousDistDir: string;
  warmRenditions: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where mail goes when there is no SMTP server: DATA_DIR/outbox. */
  outboxDir: string;
  auth: AuthConfig;
  /** The support form's limits (its window is an hour). */
  support: AttemptBudget;
  /** Password recovery: its limits and how long a link works. */
  recovery: RecoveryConfig;
  /** The newsletter sign-up's limits (its window is an hour; decision 110). */
  subs: AttemptBudget;
  /** Every write call's limits, per client address and per signed-in account (decision 151). */
  writes: { ratePerClient: number; ratePerAccount: number; ratePerStaff: number; rateWindowSeconds: number };
  /** API calls and page renders run at once; the others wait in line (decision 171). */
  maxActiveRequests: number;
  /** Who may read GET /metrics (decision 152). */
  metrics: { token: string | undefined; open: boolean };
  /** Whether X-Forwarded-For names the client (a trusted proxy in front). */
  trustProxy: boolean;
  /** Stripe's and PayPal's keys, or their sandbox (decision 131). */
  payments: PaymentSettings;
  /** The account bank transfers go to, from SHOP_BANK_*; undefined: the shop's data (decision 190). */
  bank: BankAccount | undefined;
  /** The seller's data of the electronic invoices, from SHOP_INVOICING; undefined: the shop's data (decision 235). */
  invoicing: InvoiceSeller | undefined;
  /** Analytics events: the intake's pace (decision 158) and how long raw events are kept (decision 157). */
  mctg: { intakePerSecond: number; retentionDays: number };
}

/** How many attempts an e-mail address and a client address may make in a window. */
export interface AttemptBudget {
  ratePerEmail: number;
  ratePerClient: number;
  rateWindowSeconds: number;
}

export interface AuthConfig extends AttemptBudget {
  /** undefined: the key kept in the database. */
  secret: string | undefined;
  tokenTtlSeconds: number;
}

export interface RecoveryConfig extends AttemptBudget {
  linkTtlSeconds: number;
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
    seedDemo: (e.SEED_DEMO ?? (e.DATABASE_URL ? 'off' : 'on')) === 'on',
    logLevel: e.LOG_LEVEL,
    // As a URL reads it: the scheme and host in lower case, so `HTTPS://…` is https for cookies,
    // security headers and the payment sandbox alike (docs/decisions/222-the-sandbox-follows-the-host.md).
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).href.replace(/\/+$/, ''),
    publicUrlFixed: e.PUBLIC_URL !== undefined,
    distDir: resolve(e.DIST_DIR),
    previousDistDir: resolve(e.PREVIOUS_DIST_DIR ?? `${e.DIST_DIR.replace(/\/+$/, '')}-previous`),
    warmRenditions: e.WARM_RENDITIONS === 'on',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: join(resolve(e.DATA_DIR), 'outbox'),
    auth: {
      secret: e.AUTH_SECRET,
      tokenTtlSeconds: e.AUTH_TOKEN_TTL,
      ratePerEmail: e.AUTH_RATE_PER_EMAIL,
      ratePerClient: e.AUTH_RATE_PER_CLIENT,
      rateWindowSeconds: e.AUTH_RATE_WINDOW,
    },
    support: { ratePerEmail: e.SUPPORT_RATE_PER_EMAIL, ratePerClient: e.SUPPORT_RATE_PER_CLIENT, rateWindowSeconds: 60 * 60 },
    recovery: {
      ratePerEmail: e.RECOVERY_RATE_PER_EMAIL,
      ratePerClient: e.RECOVERY_RATE_PER_CLIENT,
      rateWindowSeconds: e.RECOVERY_RATE_WINDOW,
      linkTtlSeconds: e.RECOVERY_LINK_TTL,
    },
    subs: { ratePerEmail: e.SUBS_RATE_PER_EMAIL, ratePerClient: e.SUBS_RATE_PER_CLIENT, rateWindowSeconds: 60 * 60 },
    writes: { ratePerClient: e.WRITE_RATE_PER_CLIENT, ratePerAccount: e.WRITE_RATE_PER_ACCOUNT, ratePerStaff: e.STAFF_WRITE_RATE_PER_ACCOUNT, rateWindowSeconds: e.WRITE_RATE_WINDOW },
    maxActiveRequests: e.MAX_ACTIVE_REQUESTS,
    metrics: { token: e.METRICS_TOKEN, open: e.METRICS_PUBLIC === 'on' },
    trustProxy: e.TRUST_PROXY === 'on',
    payments: paymentSettings(e, e.PUBLIC_URL),
    bank: bankSettings(e),
    invoicing: e.SHOP_INVOICING,
    mctg: { intakePerSecond: e.MCTG_INTAKE_RATE, retentionDays: e.MCTG_RETENTION_DAYS },
  };
}
