import { describe, expect, it } from 'vitest';
import { withdrawalPeriod } from './withdrawal-period.js';

const placedAt = new Date('2026-11-02T10:00:00Z');
const shipped = (carrier: string, at: string) => ({ carrier, trackingNumber: '', trackingUrl: null, at });

describe('withdrawalPeriod (decision 234)', () => {
  it('is open from the placing, with no last day, until the goods leave', () => {
    expect(withdrawalPeriod({ status: 'pending', placedAt, shipment: null }, new Date('2027-06-01T00:00:00Z'))).toEqual({ inPeriod: true, lastDay: null });
    expect(withdrawalPeriod({ status: 'awaitPayment', placedAt, shipment: null }, placedAt)).toEqual({ inPeriod: true, lastDay: null });
  });

  it('ends 14 Rome days after a pickup hand-over, the last day included', () => {
    // Handed over at 23:30 UTC on 30 November: 1 December in Rome.
    const row = { status: 'shipped' as const, placedAt, shipment: shipped('pickup', '2026-11-30T23:30:00Z') };
    expect(withdrawalPeriod(row, new Date('2026-12-15T22:59:00Z'))).toEqual({ inPeriod: true, lastDay: '2026-12-15' });
    expect(withdrawalPeriod(row, new Date('2026-12-15T23:01:00Z'))).toEqual({ inPeriod: false, lastDay: '2026-12-15' });
  });

  it('takes a courier delivery as 10 days after shipping', () => {
    const row = { status: 'shipped' as const, placedAt, shipment: shipped('brt', '2026-11-03T09:00:00Z') };
    expect(withdrawalPeriod(row, new Date('2026-11-20T09:00:00Z')).lastDay).toBe('2026-11-27');
  });

  it('counts from the delivery day the staff recorded, when they did (decision 249)', () => {
    const row = { status: 'shipped' as const, placedAt, shipment: { ...shipped('brt', '2026-11-03T09:00:00Z'), deliveredOn: '2026-11-05' } };
    expect(withdrawalPeriod(row, new Date('2026-11-19T22:59:00Z'))).toEqual({ inPeriod: true, lastDay: '2026-11-19' });
    expect(withdrawalPeriod(row, new Date('2026-11-19T23:01:00Z'))).toEqual({ inPeriod: false, lastDay: '2026-11-19' });
  });

  it('is closed for orders not placed, cancelled or refunded whole', () => {
    for (const status of ['deleted', 'totalRefunded', 'escaped'] as const) {
      expect(withdrawalPeriod({ status, placedAt, shipment: null }, placedAt)).toEqual({ inPeriod: false, lastDay: null });
    }
    expect(withdrawalPeriod({ status: 'awaitPayment', placedAt: null, shipment: null }, placedAt).inPeriod).toBe(false);
  });
});
