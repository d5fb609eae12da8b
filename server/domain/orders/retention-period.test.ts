import { describe, expect, it } from 'vitest';
import { intentCutoff, mailCutoffs, orderCutoff } from './retention-period.js';

describe('retention periods', () => {
  it('ten years are counted by the calendar, to the instant', () => {
    expect(orderCutoff(new Date('2036-11-29T10:15:00Z')).toISOString()).toBe('2026-11-29T10:15:00.000Z');
    // A leap year's ten years: 3 653 days, not 3 650.
    expect(orderCutoff(new Date('2034-06-01T00:00:00Z')).toISOString()).toBe('2024-06-01T00:00:00.000Z');
  });

  it('an entry on 29 February has its tenth year end on 1 March', () => {
    const cutoff = orderCutoff(new Date('2034-03-01T12:00:00Z'));
    expect(new Date('2024-02-29T12:00:00Z') < cutoff).toBe(true);
    expect(new Date('2024-02-29T12:00:00Z') < orderCutoff(new Date('2034-02-28T12:00:00Z'))).toBe(false);
  });

  it('an intent never placed is kept 30 days after its hold', () => {
    expect(intentCutoff(new Date('2026-11-29T10:00:00Z')).toISOString()).toBe('2026-10-30T10:00:00.000Z');
  });

  it('a mail of no order is kept 30 days once sent, 90 once refused for good', () => {
    expect(mailCutoffs(new Date('2026-11-29T10:00:00Z'))).toEqual({ sent: new Date('2026-10-30T10:00:00Z'), failed: new Date('2026-08-31T10:00:00Z') });
  });
});
