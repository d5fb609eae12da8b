// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShippingMethod } from '../../../../contract/shop';
import { testRoot } from '../../../lib/test-root';
import { PickupPicker } from './PickupPicker';
import { EMPTY_DRAFT, shippingComplete, withMethod, type ShippingDraft } from './shipping-rules';

// The pickup picker as a customer uses it: a point, then a day from tomorrow, then a slot.

const view = testRoot();
const open = (from: string, to: string) => ({ from, to, opened: true });
const closed = { from: '00:00', to: '00:00', opened: false };
const point: ShippingMethod = {
  id: 20, type: 'pickup', name: 'Ritiro', countries: ['IT'], thresholds: { fixed: { on: false, value: 0 }, free: { on: false, value: 0 } },
  pickup: { name: 'Sede Raggio', street: 'Via Roma 1', zipcode: '35100', city: 'Padova', province: 'PD' },
  openingHours: {
    monday: { am: open('09:00', '12:30'), pm: open('15:00', '19:00') },
    tuesday: { am: closed, pm: open('15:00', '19:00') },
    wednesday: { am: open('09:00', '12:30'), pm: open('15:00', '19:00') },
    thursday: { am: open('09:00', '12:30'), pm: open('15:00', '19:00') },
    friday: { am: open('09:00', '12:30'), pm: open('15:00', '19:00') },
    saturday: { am: open('09:00', '12:30'), pm: closed },
    sunday: { am: closed, pm: closed },
  },
};
let last: ShippingDraft = EMPTY_DRAFT;

function Harness() {
  const [draft, setDraft] = useState(() => withMethod(EMPTY_DRAFT, 'pickup', [{ type: 'pickup', docs: [point] }]));
  const change = (next: ShippingDraft) => {
    last = next;
    setDraft(next);
  };
  return <PickupPicker points={[point]} draft={draft} online onChange={change} />;
}

const radios = (name: string) => [...view.host.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
const labelOf = (input: HTMLInputElement) => input.closest('label')!.textContent ?? '';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'it', messages: {} });
  // Monday 2026-11-30, 10:00 in Rome: tomorrow is Tuesday 1 December.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T09:00:00Z'));
});
afterAll(() => vi.useRealTimers());

describe('the pickup picker', () => {
  it('offers the days only once a point is chosen, from tomorrow, a closed day disabled', () => {
    view.render(<I18nProvider i18n={i18n}><Harness /></I18nProvider>);
    expect(radios('pickup-date')).toHaveLength(0);
    act(() => radios('pickup-point')[0]!.click());
    const days = radios('pickup-date');
    expect(days).toHaveLength(14);
    expect(days[0]!.value).toBe('2026-12-01');
    expect(labelOf(days[0]!)).toContain('01/12');
    const sunday = days.find((day) => day.value === '2026-12-06')!;
    expect(sunday.disabled).toBe(true);
    expect(labelOf(sunday)).toContain('chiuso');
  });

  it('shows the chosen day\'s slots from the opening hours, a slot not opened unavailable, and completes the choice', () => {
    view.render(<I18nProvider i18n={i18n}><Harness /></I18nProvider>);
    act(() => radios('pickup-point')[0]!.click());
    act(() => radios('pickup-date')[0]!.click()); // Tuesday: closed in the morning
    const [morning, afternoon] = radios('pickup-slot');
    expect(morning!.disabled).toBe(true);
    expect(afternoon!.disabled).toBe(false);
    expect(labelOf(afternoon!)).toContain('15:00–19:00');
    expect(shippingComplete(last)).toBe(false);
    act(() => afternoon!.click());
    expect(last).toMatchObject({ method: 'pickup', point: 20, date: '2026-12-01', hour: { from: '15:00', to: '19:00' } });
    expect(shippingComplete(last)).toBe(true);
    act(() => radios('pickup-date')[1]!.click());
    expect(last.hour).toBeNull();
  });
});
