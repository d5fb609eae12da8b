// The repository explains itself (decision 211): a comment cites a page of docs/, ARCHITECTURE.md
// or a decision record, never a file outside the repository or an issue number; every decision
// number cited exists; docs/decisions/README.md lists every record; every anchor cited is a
// heading of its page. No server: this reads the files git knows.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const decisionsDir = join(root, 'docs', 'decisions');
const thisFile = 'tests/api/citations.test.ts';

const binary = /\.(png|jpe?g|webp|avif|gif|ico|mp4|webm|woff2?|ttf|pdf|zip|gz|br)$/i;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !binary.test(f) && f !== 'package-lock.json' && f !== thisFile && existsSync(join(root, f)));
const read = (f: string) => readFileSync(join(root, f), 'utf8');

/** Every line of `texts` matching `re`, as "file:line: text". */
function linesMatching(texts: string[], re: RegExp): string[] {
  return texts.flatMap((f) =>
    read(f)
      .split('\n')
      .flatMap((line, i) => (re.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const records = readdirSync(decisionsDir).filter((f) => /^\d{3}-.*\.md$/.test(f));
const recordNumbers = new Set(records.map((f) => Number(f.slice(0, 3))));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (file: string) =>
  new Set(
    read(file)
      .split('\n')
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => slug(l.replace(/^#+ /, ''))),
  );

describe('citations', () => {
  it('never cite a file outside the repository or an issue number (records keep their history)', () => {
    const outside = /storefront\.md|checkout-account-pages\.md|DESIGN\.md|NOTES\.md|\.\.\/shared\b|\bissue #?\d+/i;
    const current = files.filter((f) => !f.startsWith('docs/decisions/'));
    expect(linesMatching(current, outside)).toEqual([]);
  });

  it('cite decision numbers that exist', () => {
    const missing: string[] = [];
    const lists = /\bdecisions? (\d{3}(?:[-–]\d{3})?(?:(?:, | and |, and )\d{3}(?:[-–]\d{3})?)*)/gi;
    const paths = /decisions\/(\d{3})-/g;
    for (const f of files) {
      read(f)
        .split('\n')
        .forEach((line, i) => {
          const numbers = [
            ...[...line.matchAll(lists)].flatMap((m) => m[1]?.match(/\d{3}/g) ?? []),
            ...[...line.matchAll(paths)].map((m) => m[1] ?? ''),
          ];
          for (const n of numbers) if (!recordNumbers.has(Number(n))) missing.push(`${f}:${i + 1}: decision ${n}`);
        });
    }
    expect(missing).toEqual([]);
  });

  it('docs/decisions/README.md lists every record', () => {
    const index = read('docs/decisions/README.md');
    expect(records.filter((r) => !index.includes(`(${r})`))).toEqual([]);
  });

  it('cite anchors that are headings of their page', () => {
    const cited = /\b((?:docs\/product\/[\w-]+|docs\/performance|ARCHITECTURE)\.md)#([\w-]+)/g;
    const wrong: string[] = [];
    const known = new Map<string, Set<string>>();
    for (const f of files) {
      for (const m of read(f).matchAll(cited)) {
        const [, page = '', anchor = ''] = m;
        if (!existsSync(join(root, page))) {
          wrong.push(`${f}: ${page} does not exist`);
          continue;
        }
        if (!known.has(page)) known.set(page, anchorsOf(page));
        if (!known.get(page)!.has(anchor)) wrong.push(`${f}: ${page}#${anchor} is no heading`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });
});
