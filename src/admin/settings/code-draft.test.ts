import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft, localInput } from './code-draft';

const NOW = Date.parse('2026-11-29T10:00:00Z');

describe('checkDraft', () => {
  it('sends a percentage code upper-cased with open dates', () => {
    expect(checkDraft({ ...emptyDraft(), code: ' natale26 ', value: '15' }, NOW)).toEqual({
      ok: true, body: { code: 'NATALE26', type: 'percentage', value: 15, minCart: null, startsAt: null, endsAt: null },
    });
  });

  it('reads amounts the Italian way', () => {
    const checked = checkDraft({ ...emptyDraft(), code: 'MENO10', type: 'price', value: '10,50', minCart: '1.234,50' }, NOW);
    expect(checked).toMatchObject({ ok: true, body: { value: 1050, minCart: 123450 } });
  });

  it('refuses what the server refuses, by field', () => {
    expect(checkDraft({ ...emptyDraft(), code: 'AB', value: '0' }, NOW)).toEqual({ ok: false, problems: { code: 'code', value: 'percent' } });
    expect(checkDraft({ ...emptyDraft(), code: 'CON SPAZIO', value: '101' }, NOW)).toEqual({ ok: false, problems: { code: 'code', value: 'percent' } });
    expect(checkDraft({ ...emptyDraft(), code: 'OK123', type: 'price', value: '12,345', minCart: 'tanti' }, NOW))
      .toEqual({ ok: false, problems: { value: 'amount', minCart: 'minCart' } });
  });

  it('wants an end in the future and after the start', () => {
    const draft = { ...emptyDraft(), code: 'DATE1', value: '5' };
    expect(checkDraft({ ...draft, endsAt: '2026-11-01T10:00' }, NOW)).toMatchObject({ ok: false, problems: { endsAt: 'past' } });
    expect(checkDraft({ ...draft, startsAt: '2027-01-10T10:00', endsAt: '2027-01-05T10:00' }, NOW)).toMatchObject({ ok: false, problems: { endsAt: 'order' } });
    expect(checkDraft({ ...draft, startsAt: '2027-01-01T00:00', endsAt: '2027-01-31T23:59' }, NOW)).toMatchObject({ ok: true });
  });
});

describe('localInput', () => {
  it('round-trips through the input and back to the same instant', () => {
    const iso = '2027-03-01T08:30:00.000Z';
    expect(new Date(localInput(iso)).toISOString()).toBe(iso);
    expect(localInput(null)).toBe('');
  });
});
