// `npm run staff -- add EMAIL [--name NAME]`: adds a back-office owner (or enables one again; decision
// 237) and hands out a one-time link to set the password, mailed (SMTP_URL, else the outbox under
// DATA_DIR) and printed. `remove EMAIL` ends a member's access at once; `list` shows who has it
// (docs/decisions/192-back-office.md). `add` and `remove` are recorded in the staff audit with the
// command line, and the operating system's user, as the one who acted (decision 225).
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { isNull } from 'drizzle-orm';
import { staff } from '../server/db/schema.js';
import { isSeeded, seedDemo } from '../server/db/seed/index.js';
import { addStaff, disableStaff, STAFF_LINK_TTL_MS } from '../server/domain/staff/accounts.js';
import type { CommandLine } from '../server/domain/staff/audit.js';
import { staffLinkMail } from '../server/domain/staff/link-mail.js';
import { createLogger } from '../server/log.js';
import { createMailer } from '../server/mail/mailer.js';
import { pgliteDir, pidFile } from '../server/ops/backup.js';

const USAGE = 'usage: npm run staff -- add EMAIL [--name NAME] | remove EMAIL | list';
const { values, positionals } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
const [command, email] = positionals;
if (values.help || !command || !['add', 'remove', 'list'].includes(command) || (command !== 'list' && !email)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(`'${email}' is not an e-mail address`);
  process.exit(2);
}

/** Who runs the command, as the system knows them (its user database, else the login's variables). */
function commandLine(): CommandLine {
  let osUser: string | undefined;
  try {
    osUser = userInfo().username;
  } catch {
    // A user id with no entry in the system's user list (some containers).
    osUser = process.env['USER'] ?? process.env['LOGNAME'];
  }
  return { osUser: osUser || null };
}

const config = loadConfig();
// The embedded database has one writer: the running shop holds it.
if (!config.databaseUrl && existsSync(pidFile(config.dataDir))) {
  const pid = Number(readFileSync(pidFile(config.dataDir), 'utf8'));
  let running = true;
  try { process.kill(pid, 0); } catch { running = false; }
  if (running) {
    console.error(`The shop is running on the embedded database (pid ${pid}): stop it first, or use DATABASE_URL.`);
    process.exit(1);
  }
}
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) });
try {
  // A staff member belongs to the shop: on a database never started, the shop is made as `npm start` would.
  if (!(await isSeeded(database.db))) await seedDemo(database.db, { log: (msg: string) => console.log(msg) });
  if (command === 'list') {
    const rows = await database.db.select().from(staff).where(isNull(staff.disabledAt));
    for (const row of rows) console.log(`${row.email}\t${row.name}\t${row.role}\t${row.passwordHash ? 'password set' : 'waiting for the link'}`);
    if (rows.length === 0) console.log('no staff yet: npm run staff -- add EMAIL');
  } else if (command === 'remove') {
    console.log(await disableStaff(database.db, email!, commandLine()) ? `${email} can no longer sign in; their sessions ended` : `no staff member ${email}`);
  } else {
    const { member, token } = await addStaff(database.db, { email: email!, name: values.name ?? email!.split('@')[0]! }, commandLine());
    const url = `${config.publicUrl}/admin/password#${token}`;
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: createLogger('warn') });
    await mailer.send(staffLinkMail(member, url, STAFF_LINK_TTL_MS))
      .then(() => console.log(`mailed to ${member.email}${config.smtpUrl ? '' : ` (outbox: ${config.outboxDir})`}`))
      .catch((err: unknown) => console.error(`the mail did not go (${err instanceof Error ? err.message : String(err)}); give the link by hand`));
    console.log(`${member.email} may set a password within ${STAFF_LINK_TTL_MS / 3_600_000} hours at:\n${url}`);
  }
} finally {
  await database.close();
}
