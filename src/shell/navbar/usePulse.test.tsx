// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../lib/test-root';
import { usePulse } from './usePulse';

function Badge({ count }: { count: number }) {
  const pulsing = usePulse(count);
  return <span data-pulsing={pulsing ? 'yes' : 'no'}>{count}</span>;
}

beforeEach(() => { vi.useFakeTimers(); });
// Registered before the root, so it runs after the root's clean-up (after-hooks run in reverse).
afterEach(() => { vi.useRealTimers(); });
const view = testRoot();

const state = () => view.host.querySelector('span')!.dataset.pulsing;
const render = (count: number) => view.render(<Badge count={count} />);

describe('usePulse', () => {
  it('does not pulse on first render', () => {
    render(2);
    expect(state()).toBe('no');
  });

  it('pulses for 3 seconds after the count changes', () => {
    render(0);
    render(1);
    expect(state()).toBe('yes');
    act(() => vi.advanceTimersByTime(2999));
    expect(state()).toBe('yes');
    act(() => vi.advanceTimersByTime(1));
    expect(state()).toBe('no');
  });

  it('restarts the 3 seconds when the count changes again mid-pulse', () => {
    render(0);
    render(1);
    act(() => vi.advanceTimersByTime(2000));
    render(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(state()).toBe('yes');
    act(() => vi.advanceTimersByTime(1000));
    expect(state()).toBe('no');
  });

  it('does not pulse when the parent re-renders with the same count', () => {
    render(3);
    render(3);
    expect(state()).toBe('no');
  });
});
