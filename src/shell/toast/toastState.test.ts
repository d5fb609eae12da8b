import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastsAtom } from './toastState';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('shows each message for 3000 ms, in arrival order', () => {
    const store = createStore();
    toast('Aggiunto', 'success', store);
    vi.advanceTimersByTime(1000);
    toast('Errore', 'error', store);
    expect(store.get(toastsAtom).map((t) => [t.message, t.kind])).toEqual([['Aggiunto', 'success'], ['Errore', 'error']]);

    vi.advanceTimersByTime(2000);
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Errore']);
    vi.advanceTimersByTime(1000);
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('can be dismissed before its time, and the timer then changes nothing', () => {
    const store = createStore();
    const id = toast('Ciao', 'info', store);
    dismissToast(id, store);
    expect(store.get(toastsAtom)).toEqual([]);
    toast('Altro', 'info', store);
    vi.advanceTimersByTime(2999);
    expect(store.get(toastsAtom)).toHaveLength(1);
  });
});
