// Every page loads the storefront's first script (index.html's entry and the main chunk it
// imports) before it is interactive. zod, and the contract's schemas built on it, belong to the
// forms and pages that need them, in their own chunks: brought into the first script by one
// import at start-up, they added about 25 KB gzip to every page (docs/performance.md, initial
// JS). Read from the build that `npm test` makes before this suite.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = join(import.meta.dirname, '../../dist');

/** The files index.html's entry script imports before it runs (Vite's preload list). */
function firstScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the entry script in dist/index.html').toBeDefined();
  const deps = /m\.f=\[([^\]]*)\]/.exec(readFileSync(join(DIST, entry!), 'utf8'))?.[1] ?? '';
  return [entry!, ...[...deps.matchAll(/"([^"]+\.js)"/g)].map((m) => m[1]!)];
}

describe("the storefront's first script", () => {
  it('carries no zod and no schema of the contract built on it', () => {
    expect(existsSync(join(DIST, 'index.html')), 'run `npm run build` first (npm test does)').toBe(true);
    // The bundler's own runtime, a few hundred bytes, comes with no source map.
    const mapped = firstScripts().map((file) => join(DIST, `${file}.map`)).filter((map) => existsSync(map));
    expect(mapped.some((map) => /main-[\w-]+\.js\.map$/.test(map)), 'the main chunk and its source map').toBe(true);
    const sources = mapped.flatMap((map) => (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources);
    expect(sources.filter((source) => /node_modules\/zod\//.test(source))).toEqual([]);
  });
});
