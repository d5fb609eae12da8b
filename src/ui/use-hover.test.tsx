// @vitest-environment happy-dom
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '../lib/consent';
import { newPageView } from '../lib/mctg';
import { clearQueue, readQueue } from '../lib/mctg/queue';
import { testRoot } from '../lib/test-root';
import { HOVER_DWELL_MS, useHover } from './use-hover';

// A card's hover (decision 143): the mouse resting on it for the dwell time sends one `hover` per
// card and page view into the analytics queue; passing over it, or a touch, sends nothing.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
const view = testRoot();

function Card({ id }: { id: number }) {
  const ref = useRef<HTMLElement>(null);
  useHover(ref, { id, slug: `articolo-${id}` });
  return <article ref={ref} data-id={id} />;
}

const cardOf = (id: number) => view.host.querySelector(`[data-id="${id}"]`)!;
const pointer = (element: Element, type: 'pointerenter' | 'pointerleave', pointerType = 'mouse') => {
  const event = new Event(type);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  element.dispatchEvent(event);
};
const hovers = () => readQueue(localStorage).filter((e) => e.event === 'hover').map((e) => e.evtData);

beforeEach(() => {
  vi.useFakeTimers();
  // Offline: the queue keeps what was tracked for the test to read, nothing is sent.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  saveConsent(true);
  clearQueue(localStorage);
  newPageView('/d');
  window.history.replaceState(null, '', '/d');
});

describe('useHover', () => {
  it('sends one hover per card and page view once the mouse rests on it', () => {
    view.render(<><Card id={1} /><Card id={2} /></>);
    pointer(cardOf(1), 'pointerenter');
    vi.advanceTimersByTime(HOVER_DWELL_MS);
    expect(hovers()).toEqual([{ id: 1, slug: 'articolo-1', path: '/d' }]);
    pointer(cardOf(1), 'pointerleave');
    // Back on the same card: already counted in this page view.
    pointer(cardOf(1), 'pointerenter');
    vi.advanceTimersByTime(HOVER_DWELL_MS * 3);
    pointer(cardOf(1), 'pointerleave');
    pointer(cardOf(2), 'pointerenter');
    vi.advanceTimersByTime(HOVER_DWELL_MS);
    expect(hovers().map((e) => e?.id)).toEqual([1, 2]);
    // The next page view of the listing counts the card again.
    newPageView('/p/articolo-1');
    newPageView('/d');
    pointer(cardOf(2), 'pointerleave');
    pointer(cardOf(1), 'pointerenter');
    vi.advanceTimersByTime(HOVER_DWELL_MS);
    expect(hovers().map((e) => e?.id)).toEqual([1, 2, 1]);
  });

  it('sends nothing for a mouse passing over the card, nor for a touch', () => {
    view.render(<Card id={3} />);
    pointer(cardOf(3), 'pointerenter');
    vi.advanceTimersByTime(HOVER_DWELL_MS - 100);
    pointer(cardOf(3), 'pointerleave');
    vi.advanceTimersByTime(HOVER_DWELL_MS * 2);
    pointer(cardOf(3), 'pointerenter', 'touch');
    vi.advanceTimersByTime(HOVER_DWELL_MS * 2);
    expect(hovers()).toEqual([]);
  });
});
