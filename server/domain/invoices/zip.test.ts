import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipStore } from './zip.js';
import { unzipStored } from './zip-read.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Info-ZIP's unzip, when the machine has it: a reader that is not ours. */
function hasUnzip(): boolean {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('zipStore', () => {
  const entries = [
    { name: 'IT04271830160_00001.xml', data: utf8('<?xml version="1.0" encoding="UTF-8"?>\n<a>è</a>\n') },
    { name: 'indice-fatture.csv', data: utf8('number,year\n1,2026\n') },
    { name: 'vuoto.txt', data: new Uint8Array() },
  ];

  it('writes entries that read back byte for byte, CRC checked', () => {
    const files = unzipStored(zipStore(entries, new Date('2026-03-11T10:00:00Z')));
    expect(files.map((f) => f.name)).toEqual(entries.map((e) => e.name));
    files.forEach((file, i) => expect(Buffer.from(file.data).equals(Buffer.from(entries[i]!.data))).toBe(true));
  });

  it('writes an empty archive that is still a zip', () => {
    const archive = zipStore([]);
    expect(archive.length).toBe(22);
    expect(unzipStored(archive)).toEqual([]);
  });

  it.runIf(hasUnzip())('is read by Info-ZIP unzip, which tests every CRC and extracts the same bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'raggio-zip-'));
    try {
      const path = join(dir, 'fatture.zip');
      writeFileSync(path, zipStore(entries));
      const tested = execFileSync('unzip', ['-t', path], { encoding: 'utf8' });
      expect(tested).toContain('No errors detected');
      const listing = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n');
      expect(listing).toEqual(entries.map((e) => e.name));
      execFileSync('unzip', ['-q', path, '-d', join(dir, 'out')]);
      expect(readFileSync(join(dir, 'out', entries[0]!.name), 'utf8')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<a>è</a>\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
