// What the production entry point loads: the payment sandbox's fakes and the e2e suite's fixture
// routes are imported only when a sandbox or a test asks for them (decision 208), so a shop with
// real keys never has them in its process. Read from the static imports (import type excluded).
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STATIC_IMPORT = /^(?:import|export)\s+(?!type[\s{])(?:[^;'"]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/gm;

/** Every repository file `entry` loads through static imports, as paths from the root. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const name = relative(root, file);
    if (seen.has(name)) return;
    seen.add(name);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.endsWith('.json')) continue;
      visit(resolve(dirname(file), specifier!.replace(/\.js$/, '.ts')));
    }
  };
  visit(resolve(root, entry));
  return seen;
}

describe('server/main.ts', () => {
  const loaded = staticGraph('server/main.ts');

  it('loads the app, its routes and the payment providers', () => {
    expect(loaded).toContain('server/app.ts');
    expect(loaded).toContain('server/routes/cart.ts');
    expect(loaded).toContain('server/payments/providers.ts');
  });

  it('does not load the payment fakes nor the e2e fixture routes', () => {
    const sandbox = [...loaded].filter((file) => file.startsWith('server/payments/sandbox/') && file !== 'server/payments/sandbox/paths.ts');
    expect(sandbox).toEqual([]);
    expect(loaded).not.toContain('server/routes/e2e-fixtures.ts');
  });
});
