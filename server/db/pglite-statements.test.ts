// Named statements (decision 216): parsed once, bound after; the least recently used closed past the cap.
import { describe, expect, it } from 'vitest';
import { StatementNames } from './pglite-statements.js';

/** The frontend message types in a buffer, in order: P parse, B bind, D describe, E execute, S sync, C close. */
function kinds(message: Uint8Array): string {
  let out = '';
  for (let at = 0; at < message.length;) {
    out += String.fromCharCode(message[at]!);
    at += 1 + new DataView(message.buffer, message.byteOffset + at + 1, 4).getInt32(0);
  }
  return out;
}

const parsed = [{ name: 'parseComplete' }, { name: 'bindComplete' }, { name: 'readyForQuery' }];

describe('StatementNames', () => {
  it('parses a text once, then only binds it', () => {
    const names = new StatementNames();
    const first = names.plan('select $1', ['a']);
    expect(kinds(first.message)).toBe('PBDES');
    first.settle(parsed);
    expect(kinds(names.plan('select $1', ['b']).message)).toBe('BDES');
  });

  it('does not name a text whose parse failed, and sends a second query of a text being parsed unnamed', () => {
    const names = new StatementNames();
    const first = names.plan('selec $1', ['a']);
    const meanwhile = names.plan('selec $1', ['b']);
    expect(kinds(meanwhile.message)).toBe('PBDES');
    first.settle([{ name: 'error' }, { name: 'readyForQuery' }]);
    expect(kinds(names.plan('selec $1', ['c']).message)).toBe('PBDES');
  });

  it('parses again after a bind that failed, closing the old name', () => {
    const names = new StatementNames();
    names.plan('select * from t', []).settle(parsed);
    names.plan('select * from t', []).settle([{ name: 'error' }, { name: 'readyForQuery' }]);
    expect(kinds(names.plan('select * from t', []).message)).toBe('CPBDES');
  });

  it('closes the least recently used statement past its cap', () => {
    const names = new StatementNames(2);
    names.plan('select 1', []).settle(parsed);
    names.plan('select 2', []).settle(parsed);
    names.plan('select 1', []).settle(parsed);
    names.plan('select 3', []).settle(parsed);
    // "select 2" was the least recently used: closed with the next message, parsed again when asked.
    expect(kinds(names.plan('select 1', []).message)).toBe('CBDES');
    expect(kinds(names.plan('select 2', []).message)).toBe('PBDES');
  });
});
