// The folder holding package.json, whether this file runs as TypeScript from server/ (tests, dev
// tools) or compiled under build/server/ (npm start, decision 208): files the server reads that
// are not code (package.json, the SQL migrations) stay where they are in the repository.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, from its root. */
export const inProject = (...parts: string[]) => join(projectRoot, ...parts);
