import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A language's catalogs are merged into one table at run time (catalogs.ts), keyed by the
// message: the same Italian text in two catalogs is one message, so two translations of it would
// show whichever catalog loads last. Every catalog must translate a shared message the same way.

const LOCALES = join(process.cwd(), 'src/locales');
const ENTRY = /(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;

function translations(lang: string): Map<string, Map<string, string>> {
  const byMessage = new Map<string, Map<string, string>>();
  for (const file of readdirSync(join(LOCALES, lang)).filter((name) => name.endsWith('.po'))) {
    for (const [, context = '', id, text] of readFileSync(join(LOCALES, lang, file), 'utf8').matchAll(ENTRY)) {
      if (!id) continue;
      const key = `${context}\u0004${id}`;
      const seen = byMessage.get(key) ?? new Map<string, string>();
      seen.set(file, text!);
      byMessage.set(key, seen);
    }
  }
  return byMessage;
}

describe('the catalogs of one language', () => {
  it.each(['it', 'en', 'fr', 'es', 'de'])('translate every shared message the same way (%s)', (lang) => {
    const conflicts = [...translations(lang)]
      .filter(([, byFile]) => new Set(byFile.values()).size > 1)
      .map(([key, byFile]) => `${key.split('\u0004')[1]}: ${[...byFile].map(([file, text]) => `${file} "${text}"`).join(', ')}`);
    expect(conflicts).toEqual([]);
  });
});
