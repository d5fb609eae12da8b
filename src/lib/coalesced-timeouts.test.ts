import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_FROM_MS, createCoalescedTimeouts } from './coalesced-timeouts';

describe('coalesced query timers (decision 179)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 10_400 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the long timers of one second a single browser timer, each fired at or after its own delay', () => {
    const timers = createCoalescedTimeouts();
    const firedAt: number[] = [];
    for (const delay of [60_000, 60_100, 60_500]) timers.setTimeout(() => firedAt.push(Date.now() - 10_400), delay);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(firedAt).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(firedAt).toHaveLength(3);
    // Rounded up to the next whole second: late by less than a second, never early.
    for (const at of firedAt) expect(at).toBe(60_600);
  });

  it('keeps timers of different seconds apart', () => {
    const timers = createCoalescedTimeouts();
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('stale'), 30_000);
    timers.setTimeout(() => fired.push('gc'), 300_000);
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(31_000);
    expect(fired).toEqual(['stale']);
    vi.advanceTimersByTime(270_000);
    expect(fired).toEqual(['stale', 'gc']);
  });

  it('clears one timer without its neighbours in the same second', () => {
    const timers = createCoalescedTimeouts();
    const fired: string[] = [];
    const cleared = timers.setTimeout(() => fired.push('cleared'), 60_000);
    timers.setTimeout(() => fired.push('kept'), 60_000);
    timers.clearTimeout(cleared);
    vi.advanceTimersByTime(61_000);
    expect(fired).toEqual(['kept']);
  });

  it('leaves short delays (retries, zero) to the browser, on time', () => {
    const timers = createCoalescedTimeouts();
    const fired: number[] = [];
    timers.setTimeout(() => fired.push(Date.now() - 10_400), 0);
    timers.setTimeout(() => fired.push(Date.now() - 10_400), 1_000);
    const cleared = timers.setTimeout(() => fired.push(-1), COALESCE_FROM_MS - 1);
    timers.clearTimeout(cleared);
    vi.advanceTimersByTime(COALESCE_FROM_MS);
    expect(fired).toEqual([0, 1_000]);
  });
});
