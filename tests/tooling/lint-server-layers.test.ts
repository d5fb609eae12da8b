// The server's layers go one way (ARCHITECTURE.md#layers, decision 006): the lint refuses an import
// from a layer above or from a sibling, and lets one below through. Each line is an import a file
// in that folder might be tempted to write; the five that were there once are among them.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

// Only the layers' rule, and no type information (the probes are not files of the project).
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The layer messages for `importPath` imported from a file in `folder`. */
async function layerMessages(folder: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${importPath}';\nexport { probe };\n`, {
    filePath: join(root, folder, 'layer-probe.ts'),
  });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const refused: [folder: string, importPath: string][] = [
  ['server/ssr', '../routes/index.js'],
  ['server/http', '../ssr/pages.js'],
  ['server/http', '../routes/deps.js'],
  ['server/domain', '../http/request-header.js'],
  ['server/domain', '../ssr/public-paths.js'],
  ['server/payments', '../domain/shop-id.js'],
  ['server/payments', '../mail/mailer.js'],
  ['server/images', '../http/request-header.js'],
  ['server/images', '../domain/shop-id.js'],
  ['server/images', '../payments/providers.js'],
  ['server/mail', '../domain/mail-texts.js'],
  ['server/mail', '../images/render.js'],
  ['server/ops', '../http/error-handler.js'],
  ['server/ops', '../mail/mailer.js'],
  ['server/db', '../domain/shop-id.js'],
  ['server/db', '../ops/metrics.js'],
  ['server/db/seed', '../../images/render.js'],
];

const allowed: [folder: string, importPath: string][] = [
  ['server/routes', '../ssr/public-paths.js'],
  ['server/ssr', '../http/request-header.js'],
  ['server/http', '../images/render.js'],
  ['server/domain', '../payments/refunds.js'],
  ['server/domain', '../images/upload.js'],
  ['server/domain', '../mail/compose.js'],
  ['server/payments', '../db/user-lock.js'],
  ['server/images', '../db/schema.js'],
  ['server/mail', '../ops/metrics.js'],
  ['server/ops', '../db/schema.js'],
];

describe('the server layers lint', () => {
  it.each(refused)('refuses %s importing %s', async (folder, importPath) => {
    const messages = await layerMessages(folder, importPath);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^import-x\/no-restricted-paths: .*server imports flow routes → ssr → http → domain/);
  });

  it.each(allowed)('lets %s import %s', async (folder, importPath) => {
    expect(await layerMessages(folder, importPath)).toEqual([]);
  });
});
