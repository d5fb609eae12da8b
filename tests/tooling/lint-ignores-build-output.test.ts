// `npm test` lints the tree: whatever git ignores (every build's output, the files the build keeps
// from the one before, reports and data folders) must be ignored by the linter too, or a second
// run after a build lints thousands of generated lines and fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** A file that would sit inside each folder or match each pattern .gitignore lists. */
function ignoredExamples(): string[] {
  return readFileSync(join(root, '.gitignore'), 'utf8').split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((pattern) => {
      const path = pattern.replace(/^\//, '').replace(/\*\*\//g, 'a/').replace(/\*/g, 'x');
      if (path.endsWith('/')) return `${path}assets/index.js`;
      // A name pattern (`*.log`) stands for a file; a bare name, for a folder.
      return pattern.includes('*') ? path : `${path}/index.js`;
    });
}

describe('lint', () => {
  it('ignores every path git ignores, the kept previous build among them', async () => {
    const eslint = new ESLint({ cwd: root });
    const examples = ignoredExamples();
    expect(examples).toContain('dist-previous/assets/index.js');
    const linted = [];
    for (const path of examples) if (!(await eslint.isPathIgnored(join(root, path)))) linted.push(path);
    expect(linted).toEqual([]);
  });
});
