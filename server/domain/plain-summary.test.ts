import { describe, expect, it } from 'vitest';
import { plainSummary } from './plain-summary.js';

describe('plainSummary', () => {
  it('drops tags and entities and squeezes spaces', () => {
    expect(plainSummary('<p>Telaio <b>carbonio</b>&nbsp;&amp; forcella</p>\n<p>UD</p>')).toBe('Telaio carbonio & forcella UD');
  });
  it('cuts long text at a word boundary within the limit, with an ellipsis', () => {
    const summary = plainSummary('parola '.repeat(60), 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary.endsWith('parola…')).toBe(true);
  });
});
