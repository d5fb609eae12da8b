// `server/main.ts` as `npm start` runs it (compiled, by plain node): a real process on PGlite under DATA_DIR. First start
// migrates and seeds; SIGTERM stops it cleanly; the next start keeps the data and does not seed.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/client.js';
import { shops } from '../../server/db/schema.js';
import { INVOICING } from '../../server/db/seed/data/shop.js';
import { seedShopAlone } from '../../server/db/seed/index.js';
import { pgliteDir } from '../../server/ops/backup.js';
import { compiledServer, freePort, startMain, stopMain as stop, type MainProcess } from './main-process.js';

let dataDir: string;
let port: number;
let current: MainProcess | undefined;

const start = () => startMain({ port, dataDir });

/** `npm run staff -- …` on the same data folder. */
function staffCommand(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
const url = (path: string) => `http://127.0.0.1:${port}${path}`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'raggio-main-'));
  port = await freePort();
});
afterAll(async () => {
  if (current && current.child.exitCode === null) await stop(current);
  await rm(dataDir, { recursive: true, force: true });
});

describe('server/main.ts', () => {
  it('seeds on first start, stops cleanly on SIGTERM, and restarts on the same data without seeding', async () => {
    current = await start();
    expect(current.lines.some((l) => l.msg === 'demo catalogue seeded')).toBe(true);
    expect((await fetch(url('/v1/health'))).status).toBe(200);
    // A cart and its cookie come with the first add (decision 224): a simple article of the listing.
    const listing = await (await fetch(url('/v1/catalogs/departments?lang=it'))).json() as { docs: { id: number; grade: string }[] };
    const first = await fetch(url('/v1/checkout/ss/carts'), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: listing.docs.find((d) => d.grade === 'simple')!.id, quantity: 1 }),
    });
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('raggio_ss='))!.split(';')[0]!;
    const { id } = (await first.json()) as { id: string };

    // The staff command refuses while the shop holds the embedded database.
    const refused = await staffCommand(['add', 'marta@raggiocicli.it', '--name', 'Marta']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/stop it first/);

    expect(await stop(current)).toBe(0);
    expect(current.lines.some((l) => l.msg === 'stopped')).toBe(true);

    // Stopped, it adds the member and hands out the one-time link, printed and mailed (decision 192).
    const added = await staffCommand(['add', 'marta@raggiocicli.it', '--name', 'Marta']);
    expect(added.code, added.stderr).toBe(0);
    const link = /http:\/\/\S+\/admin\/password#(\S+)/.exec(added.stdout);
    expect(link, added.stdout).not.toBeNull();
    const mails = await readdir(join(dataDir, 'outbox'));
    const mail = await readFile(join(dataDir, 'outbox', mails.find((name) => name.endsWith('.eml'))!), 'utf8');
    expect(mail).toContain('To: marta@raggiocicli.it');
    expect((await staffCommand(['add', 'not-an-address'])).code).toBe(2);

    current = await start();
    const set = await fetch(url('/v1/admin/auth/password'), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: link![1], password: 'officina-bergamo-7' }),
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { staff: { name: string } }).staff.name).toBe('Marta');
    expect(current.lines.some((l) => l.msg === 'first start: seeding the demo catalogue')).toBe(false);
    const again = await fetch(url('/v1/checkout/ss'), { headers: { cookie } });
    expect(((await again.json()) as { id: string }).id).toBe(id);
    // The log line travels through the child's stdout pipe and may arrive after the response.
    const running = current;
    const request = await vi.waitFor(() => {
      const line = running.lines.find((l) => (l as { path?: string }).path === '/v1/checkout/ss') as { status?: number; ms?: number } | undefined;
      expect(line).toMatchObject({ status: 200 });
      return line;
    }, { timeout: 5_000 });
    expect(typeof request?.ms).toBe('number');
    expect(await stop(current)).toBe(0);
  }, 300_000);
});

describe('server/main.ts with a malformed setting', () => {
  it('a mistyped SHOP_BANK_IBAN stops it at start, before the database, naming the variable and what it wants (decision 190)', async () => {
    const child = spawn(process.execPath, [compiledServer()], {
      env: {
        ...process.env, PORT: String(port), DATA_DIR: join(dataDir, 'never-opened'), DATABASE_URL: '',
        SHOP_BANK_BENEFICIARY: 'Raggio Cicli S.r.l.', SHOP_BANK_IBAN: 'IT61X0542811101000000123456', SHOP_BANK_BIC: 'BCITITMM', SHOP_BANK_NAME: 'Intesa Sanpaolo',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('Invalid configuration: SHOP_BANK_IBAN: an IBAN whose check digits are right (ISO 13616 mod 97)');
  }, 60_000);

  it("seller data held but malformed stop it at start, naming the field (decision 260)", async () => {
    // A shop whose stored seller data went bad: a REA number the FatturaPA refuses, a regime unknown.
    const shopDir = join(dataDir, 'bad-seller');
    const database = await openDatabase({ dataDir: pgliteDir(shopDir) });
    try {
      await seedShopAlone(database.db);
      await database.db.update(shops).set({ invoicing: { ...INVOICING, regime: 'RF03' as typeof INVOICING.regime, rea: { ...INVOICING.rea, number: 'BG-4567º' } } });
    } finally {
      await database.close();
    }
    const child = spawn(process.execPath, [compiledServer()], {
      env: { ...process.env, PORT: String(port), DATA_DIR: shopDir, DATABASE_URL: '', SEED_DEMO: 'off' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('Invalid seller data of electronic invoices');
    expect(stderr).toContain('regime: ');
    expect(stderr).toContain('rea.number: a REA number of 1 to 20 Basic Latin characters');
  }, 120_000);
});
