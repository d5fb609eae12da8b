import { describe, expect, it } from 'vitest';
import type { ShippingGroup } from '../../../../contract/checkout-choices';
import type { ShippingMethod } from '../../../../contract/shop';
import {
  dayOpen, draftOfCheckout, EMPTY_DRAFT, groupsOfShop, pickupDates, shippingBody, shippingComplete, slotsOf, weekdayOf,
  withCourierOption, withDate, withHour, withMethod, withPoint,
} from './shipping-rules';

const method = (id: number, type: ShippingMethod['type'], extra: Partial<ShippingMethod> = {}): ShippingMethod => ({
  id, type, name: `${type} ${id}`, countries: ['IT'], thresholds: { fixed: { on: true, value: 899 }, free: { on: false, value: 0 } }, ...extra,
});
const open = (from: string, to: string) => ({ from, to, opened: true });
const closed = { from: '00:00', to: '00:00', opened: false };
const point = method(20, 'pickup', {
  openingHours: {
    monday: { am: open('09:00', '12:30'), pm: open('15:00', '19:00') },
    tuesday: { am: closed, pm: open('15:00', '19:00') },
    sunday: { am: closed, pm: closed },
  },
});
const groups: ShippingGroup[] = [
  { type: 'courier', docs: [method(1, 'courier'), method(2, 'courier')] },
  { type: 'express', docs: [method(5, 'express')] },
  { type: 'pickup', docs: [point] },
];

describe('the shipping step', () => {
  it('leaving courier clears the option', () => {
    const courier = withCourierOption(withMethod(EMPTY_DRAFT, 'courier', groups), 2);
    expect(courier.id).toBe(2);
    expect(withMethod(courier, 'express', groups)).toEqual({ method: 'express', id: 5, point: null, date: null, hour: null });
    expect(withMethod(withMethod(courier, 'express', groups), 'courier', groups).id).toBeNull();
  });

  it('leaving pickup clears the point, the day and the slot', () => {
    const pickup = withHour(withDate(withPoint(withMethod(EMPTY_DRAFT, 'pickup', groups), 20), '2026-11-30'), { from: '09:00', to: '12:30' });
    expect(shippingComplete(pickup)).toBe(true);
    const courier = withMethod(pickup, 'courier', groups);
    expect(courier).toEqual({ method: 'courier', id: null, point: null, date: null, hour: null });
  });

  it('a new point clears the day, a new day clears the slot', () => {
    const withSlot = withHour(withDate(withPoint(withMethod(EMPTY_DRAFT, 'pickup', groups), 20), '2026-11-30'), { from: '09:00', to: '12:30' });
    expect(withDate(withSlot, '2026-12-01').hour).toBeNull();
    expect(withPoint(withSlot, 21)).toMatchObject({ point: 21, id: 21, date: null, hour: null });
    expect(withPoint(withSlot, 20)).toBe(withSlot);
  });

  it('enables proceed only with a method, plus an option for courier or point, day and slot for pickup', () => {
    expect(shippingComplete(EMPTY_DRAFT)).toBe(false);
    expect(shippingComplete(withMethod(EMPTY_DRAFT, 'courier', groups))).toBe(false);
    expect(shippingComplete(withMethod(EMPTY_DRAFT, 'express', groups))).toBe(true);
    const pickup = withDate(withPoint(withMethod(EMPTY_DRAFT, 'pickup', groups), 20), '2026-11-30');
    expect(shippingComplete(pickup)).toBe(false);
    expect(shippingBody(pickup)).toBeNull();
    expect(shippingBody(withHour(pickup, { from: '15:00', to: '19:00' }))).toEqual({
      method: 'pickup', id: 20, pickup: { point: 20, date: '2026-11-30', hour: { from: '15:00', to: '19:00' } },
    });
    expect(shippingBody(withCourierOption(withMethod(EMPTY_DRAFT, 'courier', groups), 1))).toEqual({ method: 'courier', id: 1, pickup: null });
  });

  it('starts from the checkout\'s choice', () => {
    expect(draftOfCheckout({ method: null, id: null, pickup: null })).toEqual(EMPTY_DRAFT);
    expect(draftOfCheckout({
      method: 'pickup', id: 20,
      pickup: { point: 20, name: 'Sede', address: { street: 'Via Roma 1', zipcode: '35100', city: 'Padova' }, date: '2026-11-30', hour: { from: '09:00', to: '12:30' } },
    })).toEqual({ method: 'pickup', id: 20, point: 20, date: '2026-11-30', hour: { from: '09:00', to: '12:30' } });
  });
});

describe('the pickup date picker', () => {
  it('starts from tomorrow in Italy, also late in the evening UTC when Italy is already on the next day', () => {
    // 2026-11-24 23:30 UTC is 2026-11-25 00:30 in Rome: tomorrow there is the 26th.
    expect(pickupDates(new Date('2026-11-24T23:30:00Z'), 3)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    expect(pickupDates(new Date('2026-11-24T10:00:00Z'), 2)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('crosses months and years', () => {
    expect(pickupDates(new Date('2026-12-30T10:00:00Z'), 3)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('gives a day\'s slots from the point\'s opening hours of that weekday, a closed one unavailable', () => {
    expect(weekdayOf('2026-11-30')).toBe('monday');
    expect(slotsOf(point, '2026-12-01')).toEqual([
      { key: 'am', from: '00:00', to: '00:00', opened: false },
      { key: 'pm', from: '15:00', to: '19:00', opened: true },
    ]);
    expect(dayOpen(point, '2026-12-01')).toBe(true);
    expect(dayOpen(point, '2026-11-29')).toBe(false); // Sunday: closed all day
    expect(dayOpen(point, '2026-12-02')).toBe(false); // Wednesday: no hours at all
  });
});

describe('the shipping groups offline', () => {
  it('groups the shop\'s methods for the cart\'s country by type, in order', () => {
    const shop = [method(1, 'courier'), method(9, 'courier', { countries: ['FR'] }), point, method(2, 'courier')];
    expect(groupsOfShop(shop, 'IT').map((group) => [group.type, group.docs.map((doc) => doc.id)])).toEqual([['courier', [1, 2]], ['pickup', [20]]]);
  });
});
