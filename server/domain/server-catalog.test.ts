// The server's words live in its Lingui catalog (decision 252): every text translated in the five
// languages, the compiled catalogs in step with the .po, every descriptor in the source extracted,
// and no five-language table left in the code (the seed's demo catalogue is shop content, not ours).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../contract/i18n-text.js';
import { inProject } from '../project-root.js';
import { inFiveLangs, say } from './i18n.js';

/** msgid → msgstr of one language's .po (the catalog's strings are one line each). */
function poEntries(lang: string): Map<string, string> {
  const text = readFileSync(inProject('server', 'locales', lang, 'server.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const [, id, str] of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    if (id !== '') entries.set(JSON.parse(`"${id}"`) as string, JSON.parse(`"${str}"`) as string);
  }
  return entries;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
const serverFiles = sourceFiles(inProject('server')).filter((file) => !relative(inProject(), file).startsWith('server/db/seed/'));
const italian = poEntries('it');

describe('the server catalog', () => {
  it('has every msgid translated, not empty, in it, en, fr, es and de', () => {
    expect(italian.size).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const entries = poEntries(lang);
      expect([...entries.keys()].sort(), lang).toEqual([...italian.keys()].sort());
      const empty = [...entries].filter(([, str]) => str.trim() === '').map(([id]) => id);
      expect(empty, `untranslated in ${lang}`).toEqual([]);
    }
  });

  it('is compiled: each language’s .js holds exactly the .po’s ids (run `npx lingui compile`)', () => {
    const load = createRequire(import.meta.url);
    for (const lang of LANGS) {
      const { messages } = load(inProject('server', 'locales', lang, 'server.js')) as { messages: Record<string, unknown> };
      expect(Object.keys(messages).sort(), lang).toEqual([...italian.keys()].sort());
    }
  });

  it('holds every descriptor the server names (run `npx lingui extract`)', () => {
    const named = serverFiles.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)'/g)].map((match) => match[1]!));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => !italian.has(id))).toEqual([]);
  });

  it('reads a text in each language and fills its placeholders, a five-language value in each', () => {
    const text = { id: 'test.absent', message: 'Ciao {name}' };
    expect(say(text, 'it', { name: 'Anna' })).toBe('Ciao Anna');
    expect(inFiveLangs({ id: 'test.absent', message: '{n}: {what}' }, { n: 2, what: { it: 'due', en: 'two' } }))
      .toEqual({ it: '2: due', en: '2: two', fr: '2: due', es: '2: due', de: '2: due' });
  });
});

describe('the server code', () => {
  it('has no five-language table left: its words are in the catalog', () => {
    const tables = serverFiles.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const literal = [...source.matchAll(/\bit:\s*(['"`])((?:(?!\1).)*)\1,\s*en:/g)]
        .filter(([, , value]) => value !== '' && !/^[a-z]{2}(-[A-Z]{2})?$/.test(value!));
      const perLanguage = /\bit:\s*[({]/.test(source) || /\bfiveLangs\b/.test(source);
      return literal.length > 0 || perLanguage ? [relative(inProject(), file)] : [];
    });
    expect(tables).toEqual([]);
  });
});
