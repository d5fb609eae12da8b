import { describe, expect, it } from 'vitest';
import { stateOf } from './discount-code-list.js';
import { sameValue } from './section-change.js';

describe('sameValue', () => {
  it('takes a value back from jsonb, keys in its own order, as the same', () => {
    expect(sameValue({ iban: 'IT60', bic: 'BPMOIT22', nested: { to: '12:00', from: '08:00' } }, { nested: { from: '08:00', to: '12:00' }, bic: 'BPMOIT22', iban: 'IT60' })).toBe(true);
    expect(sameValue({ rea: { capital: undefined, number: '1' } }, { rea: { number: '1' } })).toBe(true);
  });

  it('tells a change, null and a missing value apart from a value', () => {
    expect(sameValue({ feeGross: 899, freeFromGross: 7999 }, { feeGross: 899, freeFromGross: null })).toBe(false);
    expect(sameValue(null, 'ordini@raggiocicli.it')).toBe(false);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});

describe('stateOf', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('says what a customer applying the code now would find', () => {
    expect(stateOf({ active: true, startsAt: null, endsAt: null }, now)).toBe('running');
    expect(stateOf({ active: true, startsAt: at('2026-12-01T00:00:00Z'), endsAt: null }, now)).toBe('scheduled');
    expect(stateOf({ active: true, startsAt: null, endsAt: now }, now)).toBe('ended');
    expect(stateOf({ active: false, startsAt: null, endsAt: null }, now)).toBe('ended');
  });
});
