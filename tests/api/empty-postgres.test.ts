// A shop started on its own empty PostgreSQL database (DATABASE_URL, no SEED_DEMO) opens with no
// demo article, department or staff member; `npm run seed` adds the demo afterwards (decision 209).
// PostgreSQL only (CI's PostgreSQL pass: `bash scripts/with-postgres.sh npx vitest run --project
// server`); on the embedded database the first start seeds the demo (main.test.ts).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../server/db/scratch-database.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { freePort, startMain, stopMain, type MainProcess } from './main-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const headers = { 'x-shop-id': SHOP_ID };

let scratch: { url: string; drop: () => Promise<void> } | undefined;
let dataDir: string;
let shop: MainProcess | undefined;

/** `npm run seed` on the shop's database. */
function seedCommand(url: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/db/seed/cli.ts', '--articles', '40'], {
    env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const departmentsOf = async (running: MainProcess) => {
  const answer = await running.fetch('/v1/catalogs/departments?lang=en', { headers });
  expect(answer.status).toBe(200);
  return JSON.stringify(await answer.json());
};

const demoStaffSignIn = (running: MainProcess) => running.fetch('/v1/admin/auth/signin', {
  method: 'POST', headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'staff@raggiocicli.it', password: 'raggio-staff-demo' }),
});

describe.runIf(serverUrl)('a first start on an empty PostgreSQL database', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'raggio_empty');
    dataDir = await mkdtemp(join(tmpdir(), 'raggio-empty-'));
  });
  afterAll(async () => {
    if (shop) await stopMain(shop);
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens the shop without the demo catalogue, and `npm run seed` adds it', async () => {
    shop = await startMain({ port: await freePort(), dataDir, env: { DATABASE_URL: scratch!.url, WARM_RENDITIONS: 'off' } });
    expect(shop.lines.some((l) => l.msg === 'demo catalogue seeded')).toBe(false);
    const meta = await shop.fetch('/v1/meta/static?lang=en', { headers });
    expect(meta.status).toBe(200);
    expect(((await meta.json()) as { shopId: string }).shopId).toBe(SHOP_ID);
    const empty = await departmentsOf(shop);
    expect(empty).not.toMatch(/"slug"/);
    const highlighted = await shop.fetch('/v1/catalogs/articles/highlighteds?lang=en', { headers });
    expect(highlighted.status).toBe(200);
    expect(JSON.stringify(await highlighted.json())).not.toMatch(/"id":\d/);
    // The demo's staff member, whose password is public, is not there to sign in.
    expect((await demoStaffSignIn(shop)).status).toBe(401);
    expect(await stopMain(shop)).toBe(0);

    const seeded = await seedCommand(scratch!.url);
    expect(seeded.code, seeded.output).toBe(0);
    shop = await startMain({ port: await freePort(), dataDir, env: { DATABASE_URL: scratch!.url, WARM_RENDITIONS: 'off' } });
    expect(await departmentsOf(shop)).toMatch(/"slug"/);
    expect((await demoStaffSignIn(shop)).status).toBe(200);
    expect(await stopMain(shop)).toBe(0);
    shop = undefined;
  }, 300_000);
});
