import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-rule';

describe('newsletter e-mail rule', () => {
  it('requires a value', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it('refuses what is not an e-mail address', () => {
    for (const bad of ['mario', 'mario@', '@raggio.it', 'mario@raggio', 'ma rio@raggio.it', 'mario..rossi@raggio.it']) {
      expect(emailProblem(bad), bad).toBe('invalid');
    }
  });

  it('accepts ordinary addresses, spaces around them included', () => {
    for (const good of ['mario@raggio.it', ' mario.rossi+bici@mail.example.com ', "o'neil@example.org"]) {
      expect(emailProblem(good), good).toBeNull();
    }
  });
});
